import { createHmac } from 'node:crypto';
import { EMPTY_GUID } from './zod-arbitrary';
import { demoBasket, demoBasketOnly } from '../orders';
import type { World } from './world';

// Known-valid requests per handler, built from the real records of the world: the bodies an
// update sends are the records as the API shows them, cut down to the request schema (see
// projectOnto), so a mutation of one changes one thing of a request the server would accept.

/** What a case sends before it is rendered into an HTTP request. */
export interface RequestInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** undefined: no body. */
  body?: unknown;
  /** Send the guest cookie of the world's orders. */
  guest?: boolean;
  /** Sign the body as a Stripe webhook with the stack's secret. */
  signed?: boolean;
  /** How the case was made, for its report. */
  note?: string;
}

const input = (changes: Partial<RequestInput> = {}): RequestInput => ({
  params: {},
  query: {},
  ...changes,
});

type Record_ = Record<string, unknown>;

/** Fixed, so every run sends the same bytes (the table is put back after each accepted case). */
const IDEMPOTENCY_KEYS = [
  '5eed0f00-0000-4000-8000-0000000000a1',
  '5eed0f00-0000-4000-8000-0000000000a2',
];

function stripeEvent(type: string, object: Record_): Record_ {
  return {
    id: `evt_fuzz_${createHmac('sha256', 'fuzz')
      .update(type + JSON.stringify(object))
      .digest('hex')
      .slice(0, 24)}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: 1_795_000_000,
    livemode: false,
    type,
    data: { object },
  };
}

/**
 * A menu item as menuitem/create or update takes it: reusable groups linked by id alone, the
 * item's own groups in full (new ones, ids and all, when the item is new).
 */
function itemInput(item: Record_, asNew: boolean): Record_ {
  const links = (item.optionsGroups as Record_[]).map((link) => {
    const group = link.optionsGroup as Record_ | undefined;
    if (!group || group.isReusable) return { ...link, optionsGroup: undefined };
    if (!asNew) return link;
    const options = (group.options as Record_[]).map((option) => ({ ...option, id: EMPTY_GUID }));
    return {
      ...link,
      optionsGroupId: EMPTY_GUID,
      optionsGroup: { ...group, id: EMPTY_GUID, options },
    };
  });
  return { ...item, ...(asNew ? { id: EMPTY_GUID } : {}), optionsGroups: links };
}

const sessionIdOf = (paymentUrl: string) => paymentUrl.split('/').pop() ?? '';

/**
 * The seeds of a handler: requests the server takes (or refuses only for the state they meet,
 * such as accepting an order twice). Unlisted handlers (the `getnew` templates, lists) take
 * nothing, and their seed is the empty request.
 */
export function seedsFor(
  handler: string,
  world: World,
  parameterNames: readonly string[],
): RequestInput[] {
  const { views } = world;
  const locations = Object.values(views.locations);
  const menus = Object.values(views.menus);
  const items = Object.values(views.items);
  const links = world.paidLinks;
  const withLanguage = (params: Record_, languageId: string) =>
    parameterNames.includes('languageId') ? { ...params, languageId } : params;
  const withBrowser = (params: Record_, browserLanguage: string) =>
    parameterNames.includes('browserLanguage') ? { ...params, browserLanguage } : params;

  switch (handler) {
    case 'location.getForGuest':
      return world.locationIds.map((id, index) =>
        input({ params: withBrowser({ id }, ['da-DK', 'en', 'de-AT'][index % 3] as string) }),
      );
    case 'location.getForAdmin':
      return world.locationIds.map((id) => input({ params: withLanguage({ id }, 'da') }));
    case 'location.create':
      return locations.map((location) =>
        input({
          body: {
            ...location,
            id: EMPTY_GUID,
            name: `${String(location.name)} 2`,
            image: '',
            contacts: (location.contacts as Record_[]).map((contact) => ({
              ...contact,
              id: EMPTY_GUID,
            })),
          },
        }),
      );
    case 'location.update':
      return locations.map((location) => input({ body: location }));
    case 'menu.getAll':
      return world.locationIds.map((locationId) => input({ query: { locationId } }));
    case 'menu.create':
      return menus.map((menu) =>
        input({ body: { ...menu, id: EMPTY_GUID, menuCategories: undefined } }),
      );
    case 'menu.update':
      return menus.map((menu) => input({ body: menu }));
    case 'menu.updateRange': {
      const hotelMenus = menus.filter((menu) => menu.locationId === world.hotelId);
      return [
        input({
          body: hotelMenus.map((menu, index) => ({
            id: menu.id,
            sortOrder: hotelMenus.length - index,
          })),
        }),
      ];
    }
    case 'menu.delete':
      return world.menuIds.map((id) => input({ params: { id } }));
    case 'menu.getForGuest':
    case 'menu.getForAdmin':
      return world.menuIds.map((menuId) => input({ params: withLanguage({ menuId }, 'da') }));
    case 'menu.addLanguage':
      return world.menuIds.map((menuId) => input({ params: { menuId, languageId: 'de' } }));
    case 'menuCategory.delete':
      return world.categoryIds.map(({ id, menuId }) => input({ body: { id, menuId } }));
    case 'menuItem.get':
      return world.itemIds.map((id) => input({ params: withLanguage({ id }, 'da') }));
    case 'menuItem.create':
      // A new item: no image yet, and its own options groups new as well.
      return items.map((item) => input({ body: { ...itemInput(item, true), image: '' } }));
    case 'menuItem.update':
      return items.map((item) => input({ body: itemInput(item, false) }));
    case 'menuItem.delete':
      return world.itemIds.map((id) => input({ body: { id } }));
    case 'optionsGroup.create':
      return world.optionsGroups.map((group) =>
        input({
          body: {
            ...group,
            id: EMPTY_GUID,
            isReusable: true,
            options: (group.options as Record_[]).map((option) => ({ ...option, id: EMPTY_GUID })),
          },
        }),
      );
    case 'optionsGroup.update':
      return world.optionsGroups.map((group) => input({ body: group }));
    case 'optionsGroup.delete':
      return world.optionsGroups.map((group) => input({ params: { id: group.id } }));
    case 'locationIngredient.create':
      return world.ingredients
        .slice(0, 8)
        .map((ingredient) => input({ body: { ...ingredient, id: EMPTY_GUID } }));
    case 'locationIngredient.update':
      return world.ingredients.slice(0, 8).map((ingredient) => input({ body: ingredient }));
    case 'image.createUpload':
      return [
        input({ body: { contentType: 'image/png', contentLength: 1000 } }),
        input({ body: { contentType: 'image/webp', contentLength: 5 * 1024 * 1024 } }),
        input({
          body: {
            contentType: 'image/webp',
            contentLength: 90_000,
            width: 1600,
            height: 1200,
            derivatives: [
              { width: 192, height: 144, contentLength: 4_000 },
              { width: 480, height: 360, contentLength: 12_000 },
            ],
          },
        }),
      ];
    case 'order.translate':
      return ['da', 'en', 'de'].map((languageId) =>
        input({ params: { languageId }, body: demoBasketOnly({ languageId: 'en' }) }),
      );
    case 'order.create':
      return IDEMPOTENCY_KEYS.map((idempotencyKey, index) =>
        input({ body: demoBasket({ idempotencyKey }), guest: index === 0 }),
      );
    case 'order.pay':
    case 'payment.confirm':
    case 'order.get':
      return [world.unpaid, world.paid, world.accepted].map((each) =>
        input({ params: { orderId: each.id } }),
      );
    case 'order.getAllForGuest':
      return [world.unpaid, world.paid].flatMap((each) => [
        input({ params: { orderId: each.id }, guest: true }),
        input({ params: { orderId: each.id } }),
      ]);
    case 'order.active':
      return [input({ guest: true }), input()];
    case 'order.getAllForStaff':
    case 'locationContact.getForOrder':
      return [...links, ...world.acceptedLinks].map((link) =>
        input({
          params: { orderId: link.id, phoneNumber: link.phoneNumber },
          query: { t: link.token },
        }),
      );
    case 'order.accept':
      return links.map((link) => input({ body: { ...link, expectedDeliveryTimeMinutes: 15 } }));
    case 'order.decline':
      return links.map((link) => input({ body: { ...link } }));
    case 'order.complete':
      return world.acceptedLinks.map((link) => input({ body: { ...link } }));
    case 'order.board':
      return world.locationIds.map((locationId) => input({ params: { locationId } }));
    case 'order.history':
    case 'order.totals':
    case 'order.export': {
      // The last few days, which hold the world's orders.
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const range = { from: day(-3), to: day(1) };
      const extra = handler === 'order.history' ? { limit: '20' } : {};
      return world.locationIds.map((locationId, index) =>
        input({
          params: { locationId },
          query: {
            ...range,
            ...extra,
            ...(index === 0 && handler !== 'order.totals' ? { status: '2' } : {}),
          },
        }),
      );
    }
    case 'user.invite':
      return [
        input({
          body: {
            email: 'fuzz-invited@hotel.test',
            name: 'Fuzz Invited',
            role: 'manager',
            locationIds: [world.hotelId],
          },
        }),
      ];
    case 'user.updateAccess':
      return [
        input({ body: { id: world.manager.id, role: 'manager', locationIds: world.locationIds } }),
      ];
    case 'user.disable':
    case 'user.enable':
      return [input({ body: { id: world.manager.id } })];
    case 'order.getForBackOffice':
      return [world.unpaid, world.paid, world.accepted].map((each) =>
        input({ params: { orderId: each.id } }),
      );
    case 'order.acceptFromBackOffice':
      return [input({ body: { orderId: world.paid.id, expectedDeliveryTimeMinutes: 15 } })];
    case 'order.declineFromBackOffice':
      return [input({ body: { orderId: world.paid.id } })];
    case 'order.completeFromBackOffice':
      return [input({ body: { orderId: world.accepted.id } })];
    case 'payment.webhook': {
      const completed = (each: World['paid']) =>
        stripeEvent('checkout.session.completed', {
          id: sessionIdOf(world.paymentUrls[each.id] ?? ''),
          object: 'checkout.session',
          client_reference_id: each.id,
          metadata: { orderId: each.id },
          payment_intent: `pi_fuzz_${each.id.slice(0, 8)}`,
          status: 'complete',
          payment_status: 'unpaid',
        });
      return [
        input({ body: completed(world.unpaid), signed: true }),
        input({ body: completed(world.paid), signed: true }),
        input({
          body: stripeEvent('checkout.session.expired', {
            id: sessionIdOf(world.paymentUrls[world.unpaid.id] ?? ''),
            object: 'checkout.session',
            client_reference_id: world.unpaid.id,
            metadata: { orderId: world.unpaid.id },
            payment_intent: null,
            status: 'expired',
          }),
          signed: true,
        }),
        input({
          body: stripeEvent('payment_intent.payment_failed', {
            id: `pi_fuzz_${world.unpaid.id.slice(0, 8)}`,
            object: 'payment_intent',
            metadata: { orderId: world.unpaid.id },
            status: 'requires_payment_method',
          }),
          signed: true,
        }),
      ];
    }
    default:
      return [input({ guest: false })];
  }
}

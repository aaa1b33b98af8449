import { expandPath, pathParameterNames } from './http/paths';
import { ORDER_CREATE_RATE_LIMIT } from './http/rate-limits';
import type { RouteEntry } from './http/route-table-types';

export * from './http/route-table-types';
export * from './http/cache';
export * from './http/rate-limits';

/**
 * Every route of the API (spec §7), in the spec's spelling. The CDK stack makes one API Gateway
 * route per concrete path (JWT authorizer on admin routes) and the local server mounts the same
 * entries. This module is pure data: importing it loads no handler code.
 */
export const routeTable = [
  {
    method: 'GET',
    path: '/api/country/getall',
    access: 'public',
    group: 'guest',
    handler: 'country.getAll',
    cache: 'reference',
  },
  {
    method: 'GET',
    path: '/api/country/GetAll',
    access: 'public',
    group: 'guest',
    handler: 'country.getAll',
    cache: 'reference',
  },
  {
    method: 'GET',
    path: '/api/language/getall',
    access: 'public',
    group: 'guest',
    handler: 'language.getAll',
    cache: 'reference',
  },
  {
    method: 'GET',
    path: '/api/location/getall',
    access: 'public',
    group: 'guest',
    handler: 'location.getAll',
  },
  {
    method: 'GET',
    path: '/api/location/GetAll',
    access: 'public',
    group: 'guest',
    handler: 'location.getAll',
  },
  {
    method: 'GET',
    path: '/api/location/get/{id}/{browserLanguage}',
    access: 'public',
    group: 'guest',
    handler: 'location.getForGuest',
    cache: 'guest-view',
  },
  {
    method: 'GET',
    path: '/api/location/getnew',
    access: 'admin',
    group: 'admin',
    handler: 'location.getNew',
  },
  {
    method: 'POST',
    path: '/api/location/create',
    access: 'admin',
    group: 'admin',
    handler: 'location.create',
  },
  {
    method: 'POST',
    path: '/api/location/update',
    access: 'admin',
    group: 'admin',
    handler: 'location.update',
  },
  {
    method: 'GET',
    path: '/api/location/be/get/{id}[/{languageId}]',
    access: 'admin',
    group: 'admin',
    handler: 'location.getForAdmin',
  },
  {
    method: 'GET',
    path: '/api/location/be/getall',
    access: 'admin',
    group: 'admin',
    handler: 'location.getAllForAdmin',
  },
  {
    method: 'GET',
    path: '/api/locationchildlocation/GetNew',
    access: 'admin',
    group: 'admin',
    handler: 'locationChildLocation.getNew',
  },
  {
    method: 'GET',
    path: '/api/locationcontact/getnew',
    access: 'admin',
    group: 'admin',
    handler: 'locationContact.getNew',
  },
  {
    method: 'GET',
    path: '/api/menu/getall',
    access: 'admin',
    group: 'admin',
    handler: 'menu.getAll',
  },
  {
    method: 'GET',
    path: '/api/menu/getnew',
    access: 'admin',
    group: 'admin',
    handler: 'menu.getNew',
  },
  {
    method: 'POST',
    path: '/api/menu/create',
    access: 'admin',
    group: 'admin',
    handler: 'menu.create',
  },
  {
    method: 'POST',
    path: '/api/menu/update',
    access: 'admin',
    group: 'admin',
    handler: 'menu.update',
  },
  {
    method: 'POST',
    path: '/api/menu/updaterange',
    access: 'admin',
    group: 'admin',
    handler: 'menu.updateRange',
  },
  {
    method: 'DELETE',
    path: '/api/menu/delete/{id}',
    access: 'admin',
    group: 'admin',
    handler: 'menu.delete',
  },
  {
    method: 'GET',
    path: '/api/menu/get/{menuId}[/{languageId}]',
    access: 'public',
    group: 'guest',
    handler: 'menu.getForGuest',
    cache: 'guest-view',
  },
  {
    method: 'GET',
    path: '/api/menu/be/get/{menuId}[/{languageId}]',
    access: 'admin',
    group: 'admin',
    handler: 'menu.getForAdmin',
  },
  {
    method: 'POST',
    path: '/api/menu/{menuId}/addnewlanguage/{languageId}',
    access: 'admin',
    group: 'admin',
    handler: 'menu.addLanguage',
  },
  {
    method: 'GET',
    path: '/api/menucategory/getnew',
    access: 'admin',
    group: 'admin',
    handler: 'menuCategory.getNew',
  },
  {
    method: 'DELETE',
    path: '/api/menucategory/delete',
    access: 'admin',
    group: 'admin',
    handler: 'menuCategory.delete',
  },
  {
    method: 'GET',
    path: '/api/menuitem/getnew',
    access: 'admin',
    group: 'admin',
    handler: 'menuItem.getNew',
  },
  {
    method: 'GET',
    path: '/api/menuitem/get/{id}[/{languageId}]',
    access: 'admin',
    group: 'admin',
    handler: 'menuItem.get',
  },
  {
    method: 'POST',
    path: '/api/menuitem/create',
    access: 'admin',
    group: 'admin',
    handler: 'menuItem.create',
  },
  {
    method: 'POST',
    path: '/api/menuitem/update',
    access: 'admin',
    group: 'admin',
    handler: 'menuItem.update',
  },
  {
    method: 'DELETE',
    path: '/api/menuitem/delete',
    access: 'admin',
    group: 'admin',
    handler: 'menuItem.delete',
  },
  {
    method: 'GET',
    path: '/api/option/getnew',
    access: 'admin',
    group: 'admin',
    handler: 'option.getNew',
  },
  {
    method: 'GET',
    path: '/api/optionsgroup/getnew',
    access: 'admin',
    group: 'admin',
    handler: 'optionsGroup.getNew',
  },
  {
    method: 'POST',
    path: '/api/optionsgroup/create',
    access: 'admin',
    group: 'admin',
    handler: 'optionsGroup.create',
  },
  {
    method: 'POST',
    path: '/api/optionsgroup/update',
    access: 'admin',
    group: 'admin',
    handler: 'optionsGroup.update',
  },
  {
    method: 'DELETE',
    path: '/api/optionsgroup/delete/{id}',
    access: 'admin',
    group: 'admin',
    handler: 'optionsGroup.delete',
  },
  {
    method: 'GET',
    path: '/api/optionsgroup2menuitem/getnew',
    access: 'admin',
    group: 'admin',
    handler: 'optionsGroupMenuItem.getNew',
  },
  {
    method: 'GET',
    path: '/api/locationingredient/getnew',
    access: 'admin',
    group: 'admin',
    handler: 'locationIngredient.getNew',
  },
  {
    method: 'POST',
    path: '/api/locationingredient/create',
    access: 'admin',
    group: 'admin',
    handler: 'locationIngredient.create',
  },
  {
    method: 'POST',
    path: '/api/locationingredient/update',
    access: 'admin',
    group: 'admin',
    handler: 'locationIngredient.update',
  },
  {
    method: 'GET',
    path: '/api/locationingredient2menuitem/getnew',
    access: 'admin',
    group: 'admin',
    handler: 'locationIngredientMenuItem.getNew',
  },
  {
    method: 'POST',
    path: '/api/image/upload',
    access: 'admin',
    group: 'admin',
    handler: 'image.createUpload',
  },
  {
    method: 'POST',
    path: '/api/order/translate/{languageId}',
    access: 'public',
    group: 'guest',
    handler: 'order.translate',
  },
  {
    method: 'GET',
    path: '/api/order/getnew',
    access: 'public',
    group: 'guest',
    handler: 'order.getNew',
  },
  {
    method: 'POST',
    path: '/api/order/create',
    access: 'public',
    group: 'guest',
    handler: 'order.create',
    rateLimit: ORDER_CREATE_RATE_LIMIT,
  },
  {
    method: 'GET',
    path: '/api/order/orderitem/getnew',
    access: 'public',
    group: 'guest',
    handler: 'orderItem.getNew',
  },
  {
    method: 'GET',
    path: '/api/order/orderitemoption/getnew',
    access: 'public',
    group: 'guest',
    handler: 'orderItemOption.getNew',
  },
  {
    method: 'POST',
    path: '/api/order/pay/{orderId}',
    access: 'public',
    group: 'guest',
    handler: 'order.pay',
  },
  {
    method: 'GET',
    path: '/api/order/get/{orderId}',
    access: 'public',
    group: 'guest',
    handler: 'order.get',
  },
  {
    method: 'GET',
    path: '/api/order/getall/{orderId}',
    access: 'public',
    group: 'guest',
    handler: 'order.getAllForGuest',
  },
  {
    method: 'GET',
    path: '/api/order/active',
    access: 'public',
    group: 'guest',
    handler: 'order.active',
  },
  {
    method: 'GET',
    path: '/api/order/getall/{orderId}/{phoneNumber}',
    access: 'staff',
    group: 'staff',
    handler: 'order.getAllForStaff',
  },
  {
    method: 'GET',
    path: '/api/locationcontact/get/{orderId}/{phoneNumber}',
    access: 'staff',
    group: 'staff',
    handler: 'locationContact.getForOrder',
  },
  {
    method: 'POST',
    path: '/api/order/accept',
    access: 'staff',
    group: 'staff',
    handler: 'order.accept',
  },
  {
    method: 'POST',
    path: '/api/order/decline',
    access: 'staff',
    group: 'staff',
    handler: 'order.decline',
  },
  {
    method: 'POST',
    path: '/api/order/complete',
    access: 'staff',
    group: 'staff',
    handler: 'order.complete',
  },
  // The back office's orders (issue 17). Reads in the admin function; the answers in the staff
  // function, which has what capturing and releasing a card needs and the admin function has not.
  {
    method: 'GET',
    path: '/api/order/be/board/{locationId}',
    access: 'admin',
    group: 'admin',
    handler: 'order.board',
  },
  {
    method: 'GET',
    path: '/api/order/be/get/{orderId}',
    access: 'admin',
    group: 'admin',
    handler: 'order.getForBackOffice',
  },
  {
    method: 'POST',
    path: '/api/order/be/accept',
    access: 'admin',
    group: 'staff',
    handler: 'order.acceptFromBackOffice',
  },
  {
    method: 'POST',
    path: '/api/order/be/decline',
    access: 'admin',
    group: 'staff',
    handler: 'order.declineFromBackOffice',
  },
  {
    method: 'POST',
    path: '/api/order/be/complete',
    access: 'admin',
    group: 'staff',
    handler: 'order.completeFromBackOffice',
  },
  {
    method: 'GET',
    path: '/api/order/be/history/{locationId}',
    access: 'admin',
    group: 'admin',
    handler: 'order.history',
  },
  {
    method: 'GET',
    path: '/api/order/be/totals/{locationId}',
    access: 'admin',
    group: 'admin',
    handler: 'order.totals',
  },
  {
    method: 'GET',
    path: '/api/order/be/export/{locationId}',
    access: 'admin',
    group: 'admin',
    handler: 'order.export',
  },
  {
    method: 'POST',
    path: '/api/payment/webhook',
    access: 'public',
    group: 'payments',
    handler: 'payment.webhook',
  },
  {
    method: 'POST',
    path: '/api/payment/confirm/{orderId}',
    access: 'public',
    group: 'payments',
    handler: 'payment.confirm',
  },
  {
    method: 'GET',
    path: '/api/user/getcurrent',
    access: 'admin',
    group: 'admin',
    handler: 'user.getCurrent',
  },
  {
    method: 'GET',
    path: '/api/user/be/getall',
    access: 'admin',
    group: 'admin',
    handler: 'user.getAll',
  },
  {
    method: 'POST',
    path: '/api/user/be/invite',
    access: 'admin',
    group: 'admin',
    handler: 'user.invite',
  },
  {
    method: 'POST',
    path: '/api/user/be/update',
    access: 'admin',
    group: 'admin',
    handler: 'user.updateAccess',
  },
  {
    method: 'POST',
    path: '/api/user/be/disable',
    access: 'admin',
    group: 'admin',
    handler: 'user.disable',
  },
  {
    method: 'POST',
    path: '/api/user/be/enable',
    access: 'admin',
    group: 'admin',
    handler: 'user.enable',
  },
] as const satisfies readonly RouteEntry[];

type Entry = (typeof routeTable)[number];

/** The handler keys a function group must serve, for typing its handler map. */
export type HandlerKeysOf<G extends RouteEntry['group']> = Extract<Entry, { group: G }>['handler'];

/** One concrete API Gateway route: an entry with its optional segments resolved. */
export interface ResolvedRoute extends RouteEntry {
  /** A path with no optional segments, e.g. `/api/location/be/get/{id}`. */
  concretePath: string;
  /** `METHOD /path` as API Gateway names a route. */
  routeKey: string;
  parameterNames: string[];
}

export const resolvedRoutes: readonly ResolvedRoute[] = routeTable.flatMap((entry: RouteEntry) =>
  expandPath(entry.path).map((concretePath) => ({
    ...entry,
    concretePath,
    routeKey: `${entry.method} ${concretePath}`,
    parameterNames: pathParameterNames(concretePath),
  })),
);

export const routesByKey: ReadonlyMap<string, ResolvedRoute> = new Map(
  resolvedRoutes.map((route) => [route.routeKey, route]),
);

import { randomUUID } from 'node:crypto';
import {
  expandGuestLocation,
  guestLocationSchema,
  type Location,
  type LocationInput,
  type MenuCategoryView,
} from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { getLocationForGuest } from '../../functions/src/locations/views';
import { menuItemStore } from '../../functions/src/store';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { adminClient, expectOk, stackDependencies, useTestStack } from '../support/api';
import { locationBody } from '../support/locations';

const stack = useTestStack();

/** The guest view as readers see it: the groups and ingredients sent once put back into items. */
const guestView = async (browserLanguage: string, id: string = DEMO_IDS.location.hotel) =>
  expandGuestLocation(
    guestLocationSchema.parse(
      await expectOk(stack.request(`/api/location/get/${id}/${browserLanguage}`)),
    ),
  );

const categoryNames = (categories: MenuCategoryView[]): string[] =>
  categories.flatMap((category) => [
    category.translations[0]?.name ?? '',
    ...categoryNames(category.subCategories),
  ]);

const findItem = (location: Location, id: string) =>
  location.menus
    .flatMap((menu) => menu.menuCategories)
    .flatMap(function items(category): MenuCategoryView['menuItems'] {
      return [...category.menuItems, ...category.subCategories.flatMap(items)];
    })
    .find((item) => item.id === id);

describe('GET /api/location/get/{id}/{browserLanguage}: the guest view', () => {
  it('holds the active menus in order, whole, with no contacts', async () => {
    const hotel = await guestView('en-GB');
    expect(hotel.menus.map((menu) => menu.name)).toEqual(['All day', 'Breakfast']);
    expect(hotel.contacts).toEqual([]);
    expect(JSON.stringify(hotel)).not.toContain('20112233');
    expect(hotel.country).toMatchObject({
      code: 'DK',
      defaultCurrency: { id: 'DKK', symbol: 'kr' },
    });
    expect(categoryNames(hotel.menus[0]!.menuCategories)).toEqual([
      'Small plates',
      'Mains',
      'Burgers',
      'Desserts',
      'Drinks',
      'Soft drinks',
      'Beer and wine',
    ]);
  });

  it('translates every text into the browser language, one translation each', async () => {
    const hotel = await guestView('da-DK');
    expect(hotel.menus[0]?.currentLanguage).toEqual({ id: 'da', name: 'Danish' });
    expect(categoryNames(hotel.menus[0]!.menuCategories)).toContain('Læskedrikke');
    const burger = findItem(hotel, DEMO_IDS.item.nyhavnBurger);
    expect(burger?.translations).toEqual([
      expect.objectContaining({ languageId: 'da', name: 'Nyhavn-burger' }),
    ]);
    for (const link of burger?.ingredients ?? []) {
      expect(link.locationIngredient.translations).toEqual([
        expect.objectContaining({ languageId: 'da' }),
      ]);
    }
    expect(burger?.optionsGroups.length).toBe(2);
    for (const link of burger?.optionsGroups ?? []) {
      expect(link.optionsGroup.translations.map((entry) => entry.languageId)).toEqual(['da']);
      expect(link.optionsGroup.typeString).toMatch(/Required|Optional|Optional remove/);
    }
  });

  it('falls back to the menu’s default language for a language it lacks', async () => {
    const hotel = await guestView('fr-FR');
    expect(hotel.menus[0]?.currentLanguage.id).toBe('en');
    expect(findItem(hotel, DEMO_IDS.item.nyhavnBurger)?.translations).toEqual([
      expect.objectContaining({ languageId: 'en', name: 'Nyhavn burger' }),
    ]);
  });

  it('lists the approved restaurants with whether they are open', async () => {
    const hotel = await guestView('en');
    expect(hotel.childLocations.map((link) => link.childLocation.name)).toEqual([
      'Kajens Deli',
      'Restaurant Ankeret',
    ]);
    expect(hotel.childLocations[0]?.childLocation.isAvailable).toBe(true);
    const ankeret = hotel.childLocations[1]!.childLocation;
    expect(ankeret.isAvailable === (ankeret.nextAvailable === undefined)).toBe(true);
  });

  it('leaves out a restaurant with no menu to order from, which the back office still lists', async () => {
    const admin = adminClient(stack);
    const location = (name: string, childLocationIds: string[] = []): LocationInput =>
      locationBody({
        name,
        childLocations: childLocationIds.map((childLocationId, sortOrder) => ({
          childLocationId,
          sortOrder,
        })),
      });
    const empty = await expectOk<Location>(
      admin.post('/api/location/create', location('Opening soon')),
    );
    // A parent of its own, so the demo hotel's list (and its cost above) stays as seeded.
    const parent = await expectOk<Location>(
      admin.post(
        '/api/location/create',
        location('Hotel Havnegade', [empty.id, DEMO_IDS.location.deli]),
      ),
    );

    const guest = await guestView('en', parent.id);
    expect(guest.childLocations.map((link) => link.childLocationId)).toEqual([
      DEMO_IDS.location.deli,
    ]);
    const backOffice = await expectOk<Location>(admin.get(`/api/location/be/get/${parent.id}`));
    expect(backOffice.childLocations.map((link) => link.childLocation.name)).toEqual([
      'Opening soon',
      'Kajens Deli',
    ]);
  });
});

describe('the cost of the guest view', () => {
  /** DynamoDB calls one guest view makes, counted at the SDK client. */
  async function countCalls(): Promise<number> {
    const deps = stackDependencies(stack);
    let calls = 0;
    deps.store.client.middlewareStack.add(
      (next) => async (args) => {
        calls += 1;
        return next(args);
      },
      { step: 'initialize', name: 'countCalls' },
    );
    await getLocationForGuest(deps, DEMO_IDS.location.hotel, 'en');
    deps.store.client.destroy();
    return calls;
  }

  it('is 1 + active menus + child locations queries, however many items the menus hold', async () => {
    const before = await countCalls();
    // The hotel: its partition, its 2 active menus and its 2 restaurants.
    expect(before).toBe(5);

    const deps = stackDependencies(stack);
    const template = await menuItemStore.getById(deps.store, DEMO_IDS.item.fries);
    const extra = Array.from({ length: 120 }, (_, index) => ({
      ...template!,
      id: randomUUID(),
      sortOrder: 100 + index,
    }));
    await menuItemStore.putMany(deps.store, extra);
    deps.store.client.destroy();

    expect(await countCalls()).toBe(before);
    const hotel = await guestView('en');
    expect(JSON.stringify(hotel).length).toBeGreaterThan(100_000);
  });
});

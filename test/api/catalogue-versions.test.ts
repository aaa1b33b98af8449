import {
  EMPTY_GUID,
  type Location,
  type LocationIngredient,
  type MenuCategoryView,
  type MenuItemView,
  type MenuView,
  type OptionsGroupView,
  RECORD_CHANGED_MESSAGE,
} from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { adminClient, expectFields, expectOk, useTestStack } from '../support/api';
import { locationBody, locationInputOf } from '../support/locations';
import { categoryBody, groupInputOf, itemBody, itemInputOf, menuBody } from '../support/menus';

// Two people editing the same record (a location, menu, menu item, options group or ingredient):
// each save sends back the version its form was loaded at, and a save over a change made since is
// refused with a 409 that says so, leaving the other person's change in place. A client that sends
// no version is checked against what the server read, as before versions.

const { location: L, menu: M, category: K, ingredient: I } = DEMO_IDS;

const stack = useTestStack();
const admin = adminClient(stack);

const CHANGED = {
  code: 'conflict',
  message: RECORD_CHANGED_MESSAGE,
};

/** The 409 of a save over someone else's; its error body. */
async function refused(response: Promise<Response>) {
  const answer = await response;
  expect(answer.status).toBe(409);
  return ((await answer.json()) as { error: unknown }).error;
}

/** A new location with a menu of Desserts and Cakes, and a Sorbet among the desserts. */
async function sorbetAmongDesserts() {
  const location = await expectOk<Location>(admin.post('/api/location/create', locationBody()));
  const menu = await expectOk<MenuView>(
    admin.post(
      '/api/menu/create',
      menuBody(location.id, {
        menuCategories: [categoryBody('Desserts'), categoryBody('Cakes', { sortOrder: 1 })],
      }),
    ),
  );
  const [desserts, cakes] = menu.menuCategories as [MenuCategoryView, MenuCategoryView];
  const sorbet = await expectOk<MenuItemView>(
    admin.post('/api/menuitem/create', itemBody(menu.id, desserts.id, 'Sorbet')),
  );
  return { location, menu, desserts, cakes, sorbet };
}

const getLocation = (id: string) => expectOk<Location>(admin.get(`/api/location/be/get/${id}`));

describe('a location edited by two people', () => {
  it('refuses the later save, keeping the contact the first one added', async () => {
    const created = await expectOk<Location>(admin.post('/api/location/create', locationBody()));
    expect(created.version).toBe(0);
    // Both load the form.
    const [first, second] = [await getLocation(created.id), await getLocation(created.id)];

    const withKitchen = await expectOk<Location>(
      admin.post(
        '/api/location/update',
        locationInputOf(first, {
          version: first.version,
          contacts: [
            {
              id: EMPTY_GUID,
              name: 'Kitchen',
              countryCode: '+45',
              phoneNumber: '20 11 22 33',
              isActive: true,
            },
          ],
        }),
      ),
    );
    expect(withKitchen.version).toBe(1);

    // Without the check, this save would drop the kitchen's number: no order would text it.
    expect(
      await refused(
        admin.post(
          '/api/location/update',
          locationInputOf(second, { version: second.version, description: 'Renovated' }),
        ),
      ),
    ).toEqual(CHANGED);
    const kept = await getLocation(created.id);
    expect(kept.contacts.map((contact) => contact.name)).toEqual(['Kitchen']);
    expect(kept).toMatchObject({ description: created.description, version: 1 });

    // Reloaded, the second person's save goes through.
    const saved = await expectOk<Location>(
      admin.post(
        '/api/location/update',
        locationInputOf(kept, { version: kept.version, description: 'Renovated' }),
      ),
    );
    expect(saved).toMatchObject({ description: 'Renovated', version: 2 });
    expect(saved.contacts.map((contact) => contact.name)).toEqual(['Kitchen']);
  });

  it('saves without a version, and refuses a version that is not a count', async () => {
    const created = await expectOk<Location>(admin.post('/api/location/create', locationBody()));
    const saved = await expectOk<Location>(
      admin.post('/api/location/update', locationInputOf(created, { name: 'Renamed' })),
    );
    expect(saved).toMatchObject({ name: 'Renamed', version: 1 });
    expect(
      await expectFields(
        admin.post('/api/location/update', locationInputOf(saved, { version: -1 } as never)),
      ),
    ).toEqual({ version: 'Version cannot be negative' });
    expect(
      await expectFields(
        admin.post('/api/location/update', locationInputOf(saved, { version: 1.5 } as never)),
      ),
    ).toEqual({ version: 'Version must be a whole number' });
    // A version from the future is as wrong as one from the past.
    expect(
      await refused(admin.post('/api/location/update', locationInputOf(saved, { version: 9 }))),
    ).toEqual(CHANGED);
  });
});

describe('a menu edited by two people', () => {
  it('refuses a menu form loaded before a drag moved the menu', async () => {
    const location = await expectOk<Location>(admin.post('/api/location/create', locationBody()));
    const lunch = await expectOk<MenuView>(admin.post('/api/menu/create', menuBody(location.id)));
    const dinner = await expectOk<MenuView>(
      admin.post('/api/menu/create', menuBody(location.id, { name: 'Dinner' })),
    );
    const sorted = await expectOk<MenuView[]>(
      admin.post('/api/menu/updaterange', [
        { id: dinner.id, sortOrder: 0 },
        { id: lunch.id, sortOrder: 1 },
      ]),
    );
    expect(sorted.map((menu) => [menu.name, menu.version])).toEqual([
      ['Dinner', 1],
      ['Lunch', 1],
    ]);

    // The form was opened before the drag: it would put Lunch back first.
    const stale = { ...menuBody(location.id), id: lunch.id, sortOrder: 0, version: lunch.version };
    expect(await refused(admin.post('/api/menu/update', { ...stale, name: 'Brunch' }))).toEqual(
      CHANGED,
    );
    const renamed = await expectOk<MenuView>(
      admin.post('/api/menu/update', { ...stale, name: 'Brunch', sortOrder: 1, version: 1 }),
    );
    expect(renamed).toMatchObject({ name: 'Brunch', sortOrder: 1, version: 2 });
  });
});

describe('a menu item edited by two people', () => {
  const getItem = (id: string) => expectOk<MenuItemView>(admin.get(`/api/menuitem/get/${id}`));

  it("refuses the later save, writing none of its item's own options groups", async () => {
    const created = await expectOk<MenuItemView>(
      admin.post(
        '/api/menuitem/create',
        itemBody(M.hotelAllDay, K.desserts, 'Pancakes', {
          optionsGroups: [
            {
              optionsGroupId: EMPTY_GUID,
              sortOrder: 0,
              optionsGroup: {
                id: EMPTY_GUID,
                locationId: L.hotel,
                type: 2,
                quantity: 0,
                isReusable: false,
                translations: [{ languageId: 'en', name: 'Topping' }],
                options: [
                  {
                    id: EMPTY_GUID,
                    sortOrder: 0,
                    priceDifference: 0,
                    translations: [{ languageId: 'en', name: 'Jam' }],
                  },
                ],
              },
            },
          ],
        }),
      ),
    );
    const [first, second] = [await getItem(created.id), await getItem(created.id)];
    const repriced = await expectOk<MenuItemView>(
      admin.post('/api/menuitem/update', {
        ...itemInputOf(first),
        price: 7000,
        version: first.version,
      }),
    );
    expect(repriced).toMatchObject({ price: 7000, version: 1 });

    const [topping] = second.optionsGroups;
    const renamedTopping = {
      optionsGroupId: topping!.optionsGroupId,
      sortOrder: 0,
      optionsGroup: {
        ...groupInputOf(topping!.optionsGroup),
        translations: [{ languageId: 'en', name: 'Toppings' }],
      },
    };
    expect(
      await refused(
        admin.post('/api/menuitem/update', {
          ...itemInputOf(second),
          optionsGroups: [renamedTopping],
          version: second.version,
        }),
      ),
    ).toEqual(CHANGED);
    const after = await getItem(created.id);
    expect(after).toMatchObject({ price: 7000, version: 1 });
    expect(after.optionsGroups[0]?.optionsGroup.translations).toEqual([
      { languageId: 'en', name: 'Topping' },
    ]);
  });

  it('refuses a form loaded before menu setup moved the item', async () => {
    const { location, menu, desserts, cakes, sorbet: created } = await sorbetAmongDesserts();
    // Menu setup drops the sorbet among the cakes.
    const moved = await expectOk<MenuView>(
      admin.post(
        '/api/menu/update',
        menuBody(location.id, {
          id: menu.id,
          version: menu.version,
          menuCategories: [
            { ...categoryBody('Desserts'), id: desserts.id },
            {
              ...categoryBody('Cakes', { sortOrder: 1 }),
              id: cakes.id,
              menuItems: [{ id: created.id, sortOrder: 0 }],
            },
          ],
        }),
      ),
    );
    expect(moved.menuCategories[1]?.menuItems).toEqual([
      expect.objectContaining({ id: created.id, version: 1 }),
    ]);

    // The item form loaded before the drop would put it back among the desserts.
    expect(
      await refused(
        admin.post('/api/menuitem/update', {
          ...itemInputOf(created),
          price: 5000,
          version: created.version,
        }),
      ),
    ).toEqual(CHANGED);
    expect(await getItem(created.id)).toMatchObject({
      price: 4500,
      menuCategoryId: cakes.id,
      version: 1,
    });
  });
});

describe('two saves sent at the same moment', () => {
  const ROUNDS = 20;

  it("of a location: one wins, the other is a 409, and the contacts are the winner's", async () => {
    const created = await expectOk<Location>(admin.post('/api/location/create', locationBody()));
    let read = created;
    for (let round = 0; round < ROUNDS; round += 1) {
      const saveWith = (name: string) =>
        admin.post(
          '/api/location/update',
          locationInputOf(read, {
            version: read.version,
            contacts: [
              { id: EMPTY_GUID, name, countryCode: '+45', phoneNumber: '20112233', isActive: true },
            ],
          }),
        );
      const answers = await Promise.all([saveWith(`A${round}`), saveWith(`B${round}`)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = (await answers.find((answer) => answer.ok)!.json()) as Location;
      read = await getLocation(created.id);
      expect(read.version).toBe(round + 1);
      expect(read.contacts.map((contact) => contact.name)).toEqual([winner.contacts[0]?.name]);
    }
  });

  it("of a menu item: one wins, the other is a 409, and the item is the winner's", async () => {
    let read = await expectOk<MenuItemView>(
      admin.post('/api/menuitem/create', itemBody(M.hotelAllDay, K.desserts, 'Waffles')),
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      const saveAt = (price: number) =>
        admin.post('/api/menuitem/update', { ...itemInputOf(read), price, version: read.version });
      const answers = await Promise.all([saveAt(1000 + round), saveAt(2000 + round)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = (await answers.find((answer) => answer.ok)!.json()) as MenuItemView;
      read = await expectOk<MenuItemView>(admin.get(`/api/menuitem/get/${read.id}`));
      expect(read).toMatchObject({ price: winner.price, version: round + 1 });
    }
  });
});

describe('a bulk change and a save sent at the same moment', () => {
  it("a drag in menu setup and an item's save: the item moves, and a save answered 200 is kept", async () => {
    const created = await sorbetAmongDesserts();
    const { location, desserts, cakes } = created;
    let { menu, sorbet: item } = created;
    const saved: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      // Menu setup drops the sorbet in the other category; its form saves a new price meanwhile.
      const target = round % 2 === 0 ? cakes : desserts;
      const price = 5000 + round;
      const [drag, save] = await Promise.all([
        admin.post(
          '/api/menu/update',
          menuBody(location.id, {
            id: menu.id,
            version: menu.version,
            menuCategories: [desserts, cakes].map((category, sortOrder) => ({
              ...categoryBody(category.translations[0]!.name, { sortOrder }),
              id: category.id,
              menuItems: category.id === target.id ? [{ id: item.id, sortOrder: 0 }] : [],
            })),
          }),
        ),
        admin.post('/api/menuitem/update', { ...itemInputOf(item), price, version: item.version }),
      ]);
      menu = (await drag.json()) as MenuView;
      expect(drag.status).toBe(200);
      // A save that lands after the drag's write was made from a form the drag outdated.
      expect([200, 409]).toContain(save.status);
      if (save.ok) saved.push(price);
      const before = item;
      item = await expectOk<MenuItemView>(admin.get(`/api/menuitem/get/${item.id}`));
      expect(item.menuCategoryId).toBe(target.id);
      expect(item.price).toBe(save.ok ? price : before.price);
    }
    // Neither outcome is vacuous across the rounds: at least one save went through.
    expect(saved.length).toBeGreaterThan(0);
  });
});

describe('an options group and an ingredient edited by two people', () => {
  it('refuses the later save of a reusable group', async () => {
    const created = await expectOk<OptionsGroupView>(
      admin.post('/api/optionsgroup/create', {
        id: EMPTY_GUID,
        locationId: L.hotel,
        type: 2,
        quantity: 0,
        isReusable: true,
        translations: [{ languageId: 'en', name: 'Sauces' }],
        options: [
          {
            id: EMPTY_GUID,
            sortOrder: 0,
            priceDifference: 500,
            translations: [{ languageId: 'en', name: 'Aioli' }],
          },
        ],
      }),
    );
    const saved = await expectOk<OptionsGroupView>(
      admin.post('/api/optionsgroup/update', {
        ...groupInputOf(created),
        quantity: 1,
        version: created.version,
      }),
    );
    expect(saved).toMatchObject({ quantity: 1, version: 1 });
    expect(
      await refused(
        admin.post('/api/optionsgroup/update', {
          ...groupInputOf(created),
          translations: [{ languageId: 'en', name: 'Dips' }],
          version: created.version,
        }),
      ),
    ).toEqual(CHANGED);
  });

  it('refuses the later rename of an ingredient', async () => {
    const read = await expectOk<Location>(admin.get(`/api/location/be/get/${L.hotel}`));
    const rye = read.ingredients.find((ingredient) => ingredient.id === I.ryeBread)!;
    const rename = (name: string) =>
      admin.post('/api/locationingredient/update', {
        id: rye.id,
        locationId: rye.locationId,
        translations: [{ languageId: 'en', name }],
        version: rye.version,
      });
    expect(await expectOk<LocationIngredient>(rename('Dark rye'))).toMatchObject({
      version: rye.version! + 1,
    });
    expect(await refused(rename('Light rye'))).toEqual(CHANGED);
  });
});

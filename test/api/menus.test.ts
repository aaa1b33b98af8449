import { randomUUID } from 'node:crypto';
import {
  locationStore,
  menuCategoryStore,
  menuItemStore,
  optionsGroupStore,
  type Store,
} from '@inroom/functions/store';
import {
  EMPTY_GUID,
  EVERY_DAY,
  expandBackOfficeMenu,
  expandGuestMenu,
  type BackOfficeMenuCategoryView,
  type BackOfficeMenuView,
  type GuestMenuView,
  type LocationSummary,
  type MenuItem,
  type MenuView,
  type OptionsGroup,
} from '@inroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryBody, itemsOf, menuBody } from '../support/menus';
import { testLocation } from '../../functions/src/testing/fixtures';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import {
  adminClient,
  expectError,
  expectOk,
  guestClient,
  stackDependencies,
  UNKNOWN_ID,
  useTestStack,
} from '../support/api';

// The menu routes of spec §7 over HTTP against the embedded stack. Tests that change data make their
// own locations (written straight to the table) and menus (through menu/create); the demo hotel's
// menus are only read.

const stack = useTestStack();
const admin = adminClient(stack);
const guest = guestClient(stack);

let store: Store;
beforeAll(() => {
  store = stackDependencies(stack).store;
});
afterAll(() => {
  store?.client.destroy();
});

/** A location of our own, written straight to the table (location/create is another route's). */
async function newLocation(changes: Partial<LocationSummary> = {}): Promise<string> {
  const id = randomUUID();
  await locationStore.create(
    store,
    testLocation({ id, name: `Test location ${id.slice(0, 8)}`, ...changes }),
  );
  return id;
}

const createMenu = (body: unknown) =>
  expectOk<BackOfficeMenuView>(admin.post('/api/menu/create', body));

const getAdmin = (id: string, languageId?: string) =>
  expectOk<BackOfficeMenuView>(
    admin.get(`/api/menu/be/get/${id}${languageId ? `/${languageId}` : ''}`),
  );

/** The guest menu as readers see it: the groups and ingredients sent once put back into items. */
const getGuest = async (id: string, languageId?: string) =>
  expandGuestMenu(
    await expectOk<GuestMenuView>(
      guest.get(`/api/menu/get/${id}${languageId ? `/${languageId}` : ''}`),
    ),
  );

/** The tree as [English name, children, item ids]. */
type Shape = [string | undefined, Shape[], string[]];
const shapeOf = (categories: BackOfficeMenuCategoryView[]): Shape[] =>
  categories.map((category) => [
    category.translations.find((entry) => entry.languageId === 'en')?.name,
    shapeOf(category.subCategories),
    category.menuItems.map((item) => item.id),
  ]);

const nameOf = (translations: readonly { name: string }[]) =>
  translations.map((entry) => entry.name);

/** A menu of our own with Food > Mains and Drinks, items put straight in the table. */
async function menuWithItems(locationId: string) {
  const created = await createMenu(
    menuBody(locationId, {
      languages: [
        { languageId: 'en', isDefault: true },
        { languageId: 'da', isDefault: false },
      ],
      menuCategories: [
        categoryBody('Food', { subCategories: [categoryBody('Mains')] }),
        categoryBody('Drinks'),
      ],
    }),
  );
  const [food, drinks] = created.menuCategories;
  const mains = food?.subCategories[0];
  if (!food || !drinks || !mains) throw new Error('menu/create did not make the categories');
  const sidesGroup: OptionsGroup = {
    id: randomUUID(),
    locationId,
    type: 2,
    quantity: 0,
    isReusable: false,
    isDeleted: false,
    translations: [{ languageId: 'en', name: 'Sides' }],
    options: [
      {
        id: randomUUID(),
        sortOrder: 0,
        priceDifference: 1000,
        translations: [{ languageId: 'en', name: 'Salad' }],
      },
    ],
  };
  await optionsGroupStore.create(store, sidesGroup);
  const item = (menuCategoryId: string, name: string, sortOrder: number): MenuItem => ({
    id: randomUUID(),
    menuId: created.id,
    menuCategoryId,
    price: 9500,
    image: '',
    sortOrder,
    translations: [
      { languageId: 'en', name, description: `${name}, described` },
      { languageId: 'da', name: `${name} (da)`, description: '' },
    ],
    ingredients: [],
    optionsGroups: [{ optionsGroupId: sidesGroup.id, sortOrder: 0 }],
  });
  const steak = item(mains.id, 'Steak', 0);
  const soup = item(food.id, 'Soup', 0);
  const cola = { ...item(drinks.id, 'Cola', 0), optionsGroups: [] };
  await menuItemStore.putMany(store, [steak, soup, cola]);
  return { menu: created, food, mains, drinks, steak, soup, cola, sidesGroup };
}

describe('GET /api/menu/getall?locationId=', () => {
  it("lists the demo hotel's menus in sortOrder with the spec's fields, no categories", async () => {
    const menus = await expectOk<MenuView[]>(
      admin.get(`/api/menu/getall?locationId=${DEMO_IDS.location.hotel}`),
    );
    expect(menus.map((menu) => [menu.id, menu.name, menu.sortOrder])).toEqual([
      [DEMO_IDS.menu.hotelAllDay, 'All day', 0],
      [DEMO_IDS.menu.hotelBreakfast, 'Breakfast', 1],
    ]);
    expect(menus[0]).toEqual({
      id: DEMO_IDS.menu.hotelAllDay,
      name: 'All day',
      locationId: DEMO_IDS.location.hotel,
      isActive: true,
      isNameVisible: true,
      isAvailable: true,
      availableFrom: '00:00',
      availableTo: '23:59',
      ...EVERY_DAY,
      sortOrder: 0,
      currentLanguage: { id: 'en', name: 'English' },
      languages: [
        { languageId: 'en', isDefault: true, language: { id: 'en', name: 'English' } },
        { languageId: 'da', isDefault: false, language: { id: 'da', name: 'Danish' } },
      ],
      menuCategories: [],
      version: 0,
    });
    // Breakfast (06:30 to 10:30) is open or says when it opens next.
    const breakfast = menus[1];
    expect(breakfast?.isAvailable || typeof breakfast?.nextAvailable === 'string').toBe(true);
  });

  it('is 404 for an unknown location, 400 without or with a malformed locationId', async () => {
    expect(await expectError(admin.get(`/api/menu/getall?locationId=${UNKNOWN_ID}`), 404)).toEqual({
      code: 'not_found',
      message: 'Location not found',
    });
    expect((await expectError(admin.get('/api/menu/getall'), 400)).fields).toEqual({
      locationId: 'Expected an id (a UUID)',
    });
    expect((await expectError(admin.get('/api/menu/getall?locationId=nope'), 400)).fields).toEqual({
      locationId: 'Expected an id (a UUID)',
    });
  });

  it('is empty for a location without menus', async () => {
    const locationId = await newLocation();
    expect(await expectOk(admin.get(`/api/menu/getall?locationId=${locationId}`))).toEqual([]);
  });
});

describe('GET /api/menu/getnew and /api/menucategory/getnew', () => {
  it('give blank templates with the empty id', async () => {
    expect(await expectOk(admin.get('/api/menu/getnew'))).toMatchObject({
      id: EMPTY_GUID,
      name: '',
      languages: [],
      menuCategories: [],
    });
    expect(await expectOk(admin.get('/api/menucategory/getnew'))).toEqual({
      id: EMPTY_GUID,
      menuId: EMPTY_GUID,
      parentCategoryId: null,
      translations: [],
      sortOrder: 0,
      subCategories: [],
      menuItems: [],
    });
  });
});

describe('GET /api/menu/get/{menuId}[/{languageId}] (guests)', () => {
  it('gives the Danish texts for da-DK, whole tree, one translation per text', async () => {
    const menu = await getGuest(DEMO_IDS.menu.hotelAllDay, 'da-DK');
    expect(menu.currentLanguage).toEqual({ id: 'da', name: 'Danish' });
    expect(menu.menuCategories.map((category) => nameOf(category.translations))).toEqual([
      ['Småretter'],
      ['Hovedretter'],
      ['Desserter'],
      ['Drikkevarer'],
    ]);
    expect(nameOf(menu.menuCategories[1]?.subCategories[0]?.translations ?? [])).toEqual([
      'Burgere',
    ]);
    const smorrebrod = menu.menuCategories[0]?.menuItems[0];
    expect(smorrebrod).toMatchObject({
      id: DEMO_IDS.item.smorrebrod,
      menuCategoryId: DEMO_IDS.category.smallPlates,
      price: 14500,
      sortOrder: 0,
      translations: [{ languageId: 'da', name: 'Smørrebrød efter eget valg' }],
    });
    expect(
      smorrebrod?.ingredients.map((link) => nameOf(link.locationIngredient.translations)),
    ).toEqual([['Rugbrød'], ['Smør']]);
    expect(smorrebrod?.optionsGroups[0]?.optionsGroup).toMatchObject({
      id: DEMO_IDS.optionsGroup.smorrebrodToppings,
      type: 1,
      typeString: 'Required',
      quantity: 2,
      translations: [{ languageId: 'da', name: 'Vælg 2 slags pålæg' }],
    });
    expect(smorrebrod?.optionsGroups[0]?.optionsGroup.options).toHaveLength(5);
  });

  it("falls back to the menu's default (English) for fr-FR and for no language", async () => {
    for (const languageId of ['fr-FR', undefined]) {
      const menu = await getGuest(DEMO_IDS.menu.hotelAllDay, languageId);
      expect(menu.currentLanguage).toEqual({ id: 'en', name: 'English' });
      expect(menu.menuCategories.map((category) => nameOf(category.translations))).toEqual([
        ['Small plates'],
        ['Mains'],
        ['Desserts'],
        ['Drinks'],
      ]);
    }
  });

  it('is 404 for an unknown menu and for a malformed id, and needs no token', async () => {
    expect((await expectError(guest.get(`/api/menu/get/${UNKNOWN_ID}/en`), 404)).message).toBe(
      'Menu not found',
    );
    expect(await expectError(guest.get('/api/menu/get/menu-1'), 404)).toEqual({
      code: 'not_found',
      message: 'Menu not found',
    });
  });

  it('hides an inactive menu (404) and a menu of an inactive location, which be/get still shows', async () => {
    const locationId = await newLocation();
    const menu = await createMenu(menuBody(locationId, { isActive: false }));
    expect((await expectError(guest.get(`/api/menu/get/${menu.id}`), 404)).code).toBe('not_found');
    expect((await getAdmin(menu.id)).isActive).toBe(false);

    const closed = await newLocation({ isActive: false });
    const active = await createMenu(menuBody(closed));
    await expectError(guest.get(`/api/menu/get/${active.id}/en`), 404);
    expect((await getAdmin(active.id)).isActive).toBe(true);
  });
});

describe('GET /api/menu/be/get/{menuId}[/{languageId}] (back office)', () => {
  it('gives every translation and the full tree, with the language asked for as current', async () => {
    const menu = await getAdmin(DEMO_IDS.menu.hotelAllDay, 'da');
    expect(menu.currentLanguage).toEqual({ id: 'da', name: 'Danish' });
    expect(menu.menuCategories[0]?.translations).toEqual([
      { languageId: 'en', name: 'Small plates' },
      { languageId: 'da', name: 'Småretter' },
    ]);
    expect(shapeOf(menu.menuCategories).map(([name, children]) => [name, children.length])).toEqual(
      [
        ['Small plates', 0],
        ['Mains', 1],
        ['Desserts', 0],
        ['Drinks', 2],
      ],
    );
    expect(menu.menuCategories[0]?.menuItems[0]?.translations).toHaveLength(2);
  });

  it('sends each options group and ingredient once, beside the items that name them', async () => {
    const menu = await getAdmin(DEMO_IDS.menu.hotelAllDay, 'da');
    const items = itemsOf(menu.menuCategories);
    const groupLinks = items.flatMap((item) => item.optionsGroups);
    expect(groupLinks.length).toBeGreaterThan(0);
    expect(groupLinks.every((link) => link.optionsGroup === undefined)).toBe(true);
    const groupIds = menu.optionsGroups.map((group) => group.id);
    expect(new Set(groupIds).size).toBe(groupIds.length);
    expect(new Set(groupLinks.map((link) => link.optionsGroupId))).toEqual(new Set(groupIds));
    // Every translation of every text, as menu setup and the item modal edit them.
    expect(menu.optionsGroups[0]?.translations.map((entry) => entry.languageId)).toEqual([
      'en',
      'da',
    ]);
    const linking = items.find((item) => item.optionsGroups.length > 0)!;
    const expandedItem = itemsOf(expandBackOfficeMenu(menu).menuCategories).find(
      (item) => item.id === linking.id,
    );
    expect(expandedItem?.optionsGroups[0]?.optionsGroup).toEqual(
      menu.optionsGroups.find((group) => group.id === linking.optionsGroups[0]?.optionsGroupId),
    );
    expect(expandedItem?.optionsGroups[0]?.optionsGroup).toBeDefined();
  });

  it('is 401 without a token and 404 for an unknown menu', async () => {
    expect((await guest.get(`/api/menu/be/get/${DEMO_IDS.menu.hotelAllDay}`)).status).toBe(401);
    expect((await expectError(admin.get(`/api/menu/be/get/${UNKNOWN_ID}`), 404)).message).toBe(
      'Menu not found',
    );
  });
});

describe('POST /api/menu/create', () => {
  it('creates a menu last in its location, in English unless told, with its categories', async () => {
    const locationId = await newLocation();
    const first = await createMenu(menuBody(locationId, { name: 'Breakfast' }));
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Breakfast',
      locationId,
      isActive: true,
      isNameVisible: true,
      isAvailable: true,
      availableFrom: '00:00',
      availableTo: '23:59',
      ...EVERY_DAY,
      sortOrder: 0,
      currentLanguage: { id: 'en', name: 'English' },
      languages: [{ languageId: 'en', isDefault: true, language: { id: 'en', name: 'English' } }],
      menuCategories: [],
      optionsGroups: [],
      ingredients: [],
      version: 0,
    });
    expect(first.id).not.toBe(EMPTY_GUID);

    const second = await createMenu(
      menuBody(locationId, {
        name: 'Dinner',
        availableFrom: '18:00',
        availableTo: '22:00',
        languages: [
          { languageId: 'en', isDefault: false },
          { languageId: 'da', isDefault: true },
        ],
        menuCategories: [
          categoryBody('Starters', { translations: [{ languageId: 'da', name: 'Forretter' }] }),
          categoryBody('Mains', {
            translations: [{ languageId: 'da', name: 'Hovedretter' }],
            subCategories: [
              categoryBody('Fish', { translations: [{ languageId: 'da', name: 'Fisk' }] }),
            ],
          }),
        ],
      }),
    );
    expect(second).toMatchObject({ name: 'Dinner', sortOrder: 1 });
    expect(second.currentLanguage).toEqual({ id: 'da', name: 'Danish' });
    expect(second.menuCategories.map((category) => nameOf(category.translations))).toEqual([
      ['Forretter'],
      ['Hovedretter'],
    ]);
    const mains = second.menuCategories[1];
    expect(mains).toMatchObject({ menuId: second.id, parentCategoryId: null, sortOrder: 1 });
    expect(mains?.subCategories[0]).toMatchObject({
      menuId: second.id,
      parentCategoryId: mains?.id,
      sortOrder: 0,
      translations: [{ languageId: 'da', name: 'Fisk' }],
      subCategories: [],
      menuItems: [],
    });
    expect(await getAdmin(second.id)).toEqual(second);

    const third = await createMenu(menuBody(locationId, { name: 'Late', sortOrder: 7 }));
    expect(third.sortOrder).toBe(7);
    const listed = await expectOk<MenuView[]>(
      admin.get(`/api/menu/getall?locationId=${locationId}`),
    );
    expect(listed.map((menu) => [menu.name, menu.sortOrder])).toEqual([
      ['Breakfast', 0],
      ['Dinner', 1],
      ['Late', 7],
    ]);
  });

  it('is 400 with a message per missing or malformed field', async () => {
    const locationId = await newLocation();
    const { name: _name, ...nameless } = menuBody(locationId);
    expect((await expectError(admin.post('/api/menu/create', nameless), 400)).fields).toEqual({
      name: 'Name is required',
    });
    const malformed = await expectError(
      admin.post(
        '/api/menu/create',
        menuBody(locationId, { name: '  ', availableFrom: '7:00', monday: 'yes', extra: 1 }),
      ),
      400,
    );
    expect(malformed).toEqual({
      code: 'bad_request',
      message: 'Invalid body: name: Name is required',
      fields: {
        name: 'Name is required',
        availableFrom: 'Enter a time as HH:MM',
        monday: 'Invalid input: expected boolean, received string',
        body: 'Unrecognized key: "extra"',
      },
    });
    const sameTimes = await expectError(
      admin.post(
        '/api/menu/create',
        menuBody(locationId, { availableFrom: '10:00', availableTo: '10:00' }),
      ),
      400,
    );
    expect(sameTimes.fields).toEqual({
      availableTo: 'Available to must differ from Available from',
    });
  });

  it('names a blank category name deep in the tree by its path', async () => {
    const locationId = await newLocation();
    const error = await expectError(
      admin.post(
        '/api/menu/create',
        menuBody(locationId, {
          menuCategories: [
            categoryBody('Food', {
              subCategories: [categoryBody('Mains'), categoryBody('   ')],
            }),
          ],
        }),
      ),
      400,
    );
    expect(error.fields).toEqual({
      'menuCategories.0.subCategories.1.translations.0.name': 'Category name is required',
    });
    const nameless = await expectError(
      admin.post(
        '/api/menu/create',
        menuBody(locationId, {
          menuCategories: [categoryBody('Food', { translations: [] })],
        }),
      ),
      400,
    );
    expect(nameless.fields).toEqual({
      'menuCategories.0.translations': 'Category name is required',
    });
  });

  it('refuses a saved id, an unknown location and languages without one default', async () => {
    const locationId = await newLocation();
    expect(
      (
        await expectError(
          admin.post('/api/menu/create', menuBody(locationId, { id: UNKNOWN_ID })),
          400,
        )
      ).fields,
    ).toEqual({ id: 'A new menu has the empty id' });
    expect(await expectError(admin.post('/api/menu/create', menuBody(UNKNOWN_ID)), 404)).toEqual({
      code: 'not_found',
      message: 'Location not found',
    });
    const noDefault = await expectError(
      admin.post(
        '/api/menu/create',
        menuBody(locationId, { languages: [{ languageId: 'en', isDefault: false }] }),
      ),
      400,
    );
    expect(noDefault.fields).toEqual({ languages: 'A menu needs exactly one default language' });
    expect(await expectOk(admin.get(`/api/menu/getall?locationId=${locationId}`))).toEqual([]);
  });

  it('is 401 without a token', async () => {
    const response = await guest.post('/api/menu/create', menuBody(DEMO_IDS.location.hotel));
    expect(response.status).toBe(401);
  });
});

describe('POST /api/menu/update', () => {
  it("saves the form's fields and menu setup's tree, answering the whole menu", async () => {
    const locationId = await newLocation();
    const { menu, food, mains, drinks, steak, soup, cola } = await menuWithItems(locationId);
    const updated = await expectOk<MenuView>(
      admin.post(
        '/api/menu/update',
        menuBody(locationId, {
          id: menu.id,
          name: 'Lunch and dinner',
          isNameVisible: false,
          availableFrom: '11:00',
          availableTo: '22:00',
          sunday: false,
          menuCategories: [
            {
              id: drinks.id,
              translations: [{ languageId: 'da', name: 'Drikke' }],
              sortOrder: 3,
              subCategories: [],
              menuItems: [
                { id: soup.id, sortOrder: 4 },
                { id: cola.id, sortOrder: 5 },
              ],
            },
            {
              id: food.id,
              translations: [{ languageId: 'en', name: 'Food' }],
              sortOrder: 0,
              subCategories: [
                categoryBody('Starters'),
                {
                  ...categoryBody('Mains'),
                  id: mains.id,
                  menuItems: [{ id: steak.id, sortOrder: 0 }],
                },
              ],
              menuItems: [],
            },
          ],
        }),
      ),
    );
    expect(updated).toMatchObject({
      id: menu.id,
      name: 'Lunch and dinner',
      isNameVisible: false,
      availableFrom: '11:00',
      availableTo: '22:00',
      sunday: false,
      sortOrder: 0,
    });
    expect(shapeOf(updated.menuCategories)).toEqual([
      ['Drinks', [], [soup.id, cola.id]],
      [
        'Food',
        [
          ['Starters', [], []],
          ['Mains', [], [steak.id]],
        ],
        [],
      ],
    ]);
    // Danish replaced, English kept; sortOrders rewritten to list positions.
    expect(updated.menuCategories[0]).toMatchObject({
      sortOrder: 0,
      translations: [
        { languageId: 'en', name: 'Drinks' },
        { languageId: 'da', name: 'Drikke' },
      ],
    });
    expect(
      updated.menuCategories[0]?.menuItems.map((item) => [item.menuCategoryId, item.sortOrder]),
    ).toEqual([
      [drinks.id, 0],
      [drinks.id, 1],
    ]);
    const starters = updated.menuCategories[1]?.subCategories[0];
    expect(starters?.id).not.toBe(EMPTY_GUID);
    expect(starters).toMatchObject({ parentCategoryId: food.id, menuId: menu.id, sortOrder: 0 });
    expect(await getAdmin(menu.id)).toEqual(updated);
  });

  it('leaves the categories alone when menuCategories is not sent, and may drop a language', async () => {
    const locationId = await newLocation();
    const { menu, steak, soup, cola } = await menuWithItems(locationId);
    const updated = await expectOk<MenuView>(
      admin.post(
        '/api/menu/update',
        menuBody(locationId, {
          id: menu.id,
          isActive: false,
          languages: [{ languageId: 'en', isDefault: true }],
        }),
      ),
    );
    expect(updated.isActive).toBe(false);
    expect(updated.languages.map((link) => link.languageId)).toEqual(['en']);
    expect(shapeOf(updated.menuCategories)).toEqual([
      ['Food', [['Mains', [], [steak.id]]], [soup.id]],
      ['Drinks', [], [cola.id]],
    ]);
    expect(updated.menuCategories.map((category) => category.id)).toEqual(
      menu.menuCategories.map((category) => category.id),
    );
  });

  it('is 404 for an unknown menu', async () => {
    const locationId = await newLocation();
    expect(
      await expectError(
        admin.post('/api/menu/update', menuBody(locationId, { id: UNKNOWN_ID })),
        404,
      ),
    ).toEqual({ code: 'not_found', message: 'Menu not found' });
  });

  it('cannot move a menu to another location', async () => {
    const locationId = await newLocation();
    const otherId = await newLocation();
    const menu = await createMenu(menuBody(locationId));
    const error = await expectError(
      admin.post('/api/menu/update', menuBody(otherId, { id: menu.id })),
      400,
    );
    expect(error.fields).toEqual({ locationId: 'A menu cannot move to another location' });
    expect((await getAdmin(menu.id)).locationId).toBe(locationId);
  });

  it('keeps the default language and adds none', async () => {
    const locationId = await newLocation();
    const menu = await createMenu(
      menuBody(locationId, {
        languages: [
          { languageId: 'en', isDefault: true },
          { languageId: 'da', isDefault: false },
        ],
      }),
    );
    const update = (languages: unknown) =>
      expectError(
        admin.post('/api/menu/update', menuBody(locationId, { id: menu.id, languages })),
        400,
      );
    expect((await update([{ languageId: 'da', isDefault: false }])).fields).toEqual({
      languages: 'The default language cannot be removed',
    });
    expect(
      (
        await update([
          { languageId: 'en', isDefault: false },
          { languageId: 'da', isDefault: true },
        ])
      ).fields,
    ).toEqual({ languages: 'The default language cannot be removed' });
    expect(
      (
        await update([
          { languageId: 'en', isDefault: true },
          { languageId: 'de', isDefault: false },
        ])
      ).fields,
    ).toEqual({ languages: 'Add a language with addnewlanguage' });
  });

  it("cannot take another menu's categories or items, nor list one twice", async () => {
    const locationId = await newLocation();
    const mine = await menuWithItems(locationId);
    const theirs = await menuWithItems(await newLocation());
    const update = (menuCategories: unknown) =>
      expectError(
        admin.post('/api/menu/update', menuBody(locationId, { id: mine.menu.id, menuCategories })),
        400,
      );
    const error = await update([
      {
        ...categoryBody('Food'),
        id: mine.food.id,
        subCategories: [
          { ...categoryBody('Mains'), id: mine.mains.id },
          { ...categoryBody('Drinks'), id: theirs.drinks.id },
        ],
        menuItems: [{ id: theirs.steak.id, sortOrder: 0 }],
      },
    ]);
    expect(error.fields).toEqual({
      'menuCategories.0.menuItems.0.id': 'Unknown item',
      'menuCategories.0.subCategories.1.id': 'Unknown category',
    });
    const twice = await update([
      {
        ...categoryBody('Food'),
        id: mine.food.id,
        menuItems: [{ id: mine.soup.id, sortOrder: 0 }],
      },
      {
        ...categoryBody('Drinks'),
        id: mine.drinks.id,
        menuItems: [{ id: mine.soup.id, sortOrder: 0 }],
      },
      { ...categoryBody('Food'), id: mine.food.id },
    ]);
    expect(twice.fields).toEqual({
      'menuCategories.1.menuItems.0.id': 'An item appears more than once',
      'menuCategories.2.id': 'A category appears more than once',
    });
    // Nothing moved.
    expect(shapeOf((await getAdmin(theirs.menu.id)).menuCategories)).toEqual([
      ['Food', [['Mains', [], [theirs.steak.id]]], [theirs.soup.id]],
      ['Drinks', [], [theirs.cola.id]],
    ]);
  });
});

describe('POST /api/menu/updaterange', () => {
  it("rewrites the sortOrders and answers the location's menus", async () => {
    const locationId = await newLocation();
    const a = await createMenu(menuBody(locationId, { name: 'A' }));
    const b = await createMenu(menuBody(locationId, { name: 'B' }));
    const c = await createMenu(menuBody(locationId, { name: 'C' }));
    const menus = await expectOk<MenuView[]>(
      admin.post('/api/menu/updaterange', [
        { id: c.id, sortOrder: 0 },
        { id: a.id, sortOrder: 1 },
        { id: b.id, sortOrder: 2 },
      ]),
    );
    expect(menus.map((menu) => [menu.name, menu.sortOrder])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    expect(menus[0]).toMatchObject({
      currentLanguage: { id: 'en', name: 'English' },
      menuCategories: [],
    });
    expect(await expectOk(admin.get(`/api/menu/getall?locationId=${locationId}`))).toEqual(menus);
  });

  it('refuses menus of two locations (400), unknown menus (404) and malformed bodies', async () => {
    const first = await createMenu(menuBody(await newLocation()));
    const second = await createMenu(menuBody(await newLocation()));
    expect(
      await expectError(
        admin.post('/api/menu/updaterange', [
          { id: first.id, sortOrder: 1 },
          { id: second.id, sortOrder: 0 },
        ]),
        400,
      ),
    ).toEqual({
      code: 'bad_request',
      message: 'Menus of different locations cannot be sorted together',
    });
    expect((await getAdmin(first.id)).sortOrder).toBe(0);
    await expectError(
      admin.post('/api/menu/updaterange', [
        { id: first.id, sortOrder: 0 },
        { id: UNKNOWN_ID, sortOrder: 1 },
      ]),
      404,
    );
    expect((await expectError(admin.post('/api/menu/updaterange', []), 400)).fields).toEqual({
      body: 'No menus to sort',
    });
    expect(
      (
        await expectError(
          admin.post('/api/menu/updaterange', [{ id: first.id, sortOrder: -1 }]),
          400,
        )
      ).fields,
    ).toEqual({ '0.sortOrder': 'Sort order cannot be negative' });
  });
});

describe('DELETE /api/menu/delete/{id}', () => {
  it("removes the menu, its categories and items, and its items' own options groups", async () => {
    const locationId = await newLocation();
    const { menu, sidesGroup } = await menuWithItems(locationId);
    const keep = await createMenu(menuBody(locationId, { name: 'Keep' }));
    expect(await expectOk(admin.del(`/api/menu/delete/${menu.id}`))).toEqual({
      id: menu.id,
    });
    await expectError(admin.get(`/api/menu/be/get/${menu.id}`), 404);
    const listed = await expectOk<MenuView[]>(
      admin.get(`/api/menu/getall?locationId=${locationId}`),
    );
    expect(listed.map((each) => each.id)).toEqual([keep.id]);
    expect(await menuCategoryStore.listForMenu(store, menu.id)).toEqual([]);
    expect(await menuItemStore.listForMenu(store, menu.id)).toEqual([]);
    expect((await optionsGroupStore.get(store, locationId, sidesGroup.id))?.isDeleted).toBe(true);
    await expectError(admin.del(`/api/menu/delete/${menu.id}`), 404);
  });

  it('is 401 without a token and 404 for a malformed id', async () => {
    const response = await guest.del(`/api/menu/delete/${DEMO_IDS.menu.hotelAllDay}`);
    expect(response.status).toBe(401);
    expect(await expectError(admin.del('/api/menu/delete/x'), 404)).toEqual({
      code: 'not_found',
      message: 'Menu not found',
    });
    expect((await getAdmin(DEMO_IDS.menu.hotelAllDay)).id).toBe(DEMO_IDS.menu.hotelAllDay);
  });
});

describe('DELETE /api/menucategory/delete', () => {
  it('removes the category, its subcategories and their items from the tree', async () => {
    const locationId = await newLocation();
    const { menu, food, drinks, cola, sidesGroup } = await menuWithItems(locationId);
    expect(
      await expectOk(admin.del('/api/menucategory/delete', { id: food.id, menuId: menu.id })),
    ).toEqual({ id: food.id });
    const after = await getAdmin(menu.id);
    expect(shapeOf(after.menuCategories)).toEqual([['Drinks', [], [cola.id]]]);
    expect((await menuItemStore.listForMenu(store, menu.id)).map((item) => item.id)).toEqual([
      cola.id,
    ]);
    expect((await optionsGroupStore.get(store, locationId, sidesGroup.id))?.isDeleted).toBe(true);
    expect(after.menuCategories[0]?.id).toBe(drinks.id);
  });

  it('is 404 unless the category is in that menu, 400 for a malformed body', async () => {
    const locationId = await newLocation();
    const { menu } = await menuWithItems(locationId);
    const other = await menuWithItems(locationId);
    expect(
      await expectError(
        admin.del('/api/menucategory/delete', { id: other.food.id, menuId: menu.id }),
        404,
      ),
    ).toEqual({ code: 'not_found', message: 'Category not found' });
    await expectError(
      admin.del('/api/menucategory/delete', { id: other.food.id, menuId: UNKNOWN_ID }),
      404,
    );
    expect(
      (await expectError(admin.del('/api/menucategory/delete', { id: other.food.id }), 400)).fields,
    ).toEqual({ menuId: 'Expected an id (a UUID)' });
    expect(shapeOf((await getAdmin(other.menu.id)).menuCategories)).toHaveLength(2);
  });
});

describe('POST /api/menu/{menuId}/addnewlanguage/{languageId}', () => {
  it("adds the language, starting its texts from the default language's", async () => {
    const locationId = await newLocation();
    const { menu, steak, sidesGroup } = await menuWithItems(locationId);
    const added = await expectOk<MenuView>(admin.post(`/api/menu/${menu.id}/addnewlanguage/de`));
    expect(added.currentLanguage).toEqual({ id: 'de', name: 'German' });
    expect(added.languages).toEqual([
      { languageId: 'en', isDefault: true, language: { id: 'en', name: 'English' } },
      { languageId: 'da', isDefault: false, language: { id: 'da', name: 'Danish' } },
      { languageId: 'de', isDefault: false, language: { id: 'de', name: 'German' } },
    ]);
    expect(added.menuCategories[0]?.translations).toEqual([
      { languageId: 'en', name: 'Food' },
      { languageId: 'de', name: 'Food' },
    ]);
    expect(await getAdmin(menu.id, 'de')).toEqual(added);

    const guest = await getGuest(menu.id, 'de-DE');
    expect(guest.currentLanguage).toEqual({ id: 'de', name: 'German' });
    expect(guest.menuCategories.map((category) => category.translations)).toEqual([
      [{ languageId: 'de', name: 'Food' }],
      [{ languageId: 'de', name: 'Drinks' }],
    ]);
    const guestSteak = guest.menuCategories[0]?.subCategories[0]?.menuItems[0];
    expect(guestSteak?.id).toBe(steak.id);
    expect(guestSteak?.translations).toEqual([
      { languageId: 'de', name: 'Steak', description: 'Steak, described' },
    ]);
    expect(guestSteak?.optionsGroups[0]?.optionsGroup).toMatchObject({
      id: sidesGroup.id,
      translations: [{ languageId: 'de', name: 'Sides' }],
      options: [{ translations: [{ languageId: 'de', name: 'Salad' }] }],
    });
  });

  it('is 409 for a language the menu has, 404 for an unknown language or menu', async () => {
    const locationId = await newLocation();
    const menu = await createMenu(menuBody(locationId));
    expect(await expectError(admin.post(`/api/menu/${menu.id}/addnewlanguage/en`), 409)).toEqual({
      code: 'conflict',
      message: 'The menu already has this language',
    });
    await expectOk(admin.post(`/api/menu/${menu.id}/addnewlanguage/sv`));
    await expectError(admin.post(`/api/menu/${menu.id}/addnewlanguage/sv`), 409);
    expect(await expectError(admin.post(`/api/menu/${menu.id}/addnewlanguage/xx`), 404)).toEqual({
      code: 'not_found',
      message: 'Language not found',
    });
    expect(await expectError(admin.post(`/api/menu/${UNKNOWN_ID}/addnewlanguage/de`), 404)).toEqual(
      { code: 'not_found', message: 'Menu not found' },
    );
    const unauthorised = await guest.post(`/api/menu/${menu.id}/addnewlanguage/de`);
    expect(unauthorised.status).toBe(401);
  });
});

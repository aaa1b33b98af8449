import { EMPTY_GUID, OPTIONS_GROUP_TYPE_NAMES, type MenuItemView } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS, demoData } from '../../infra/local/seed/demo-data';
import {
  adminClient,
  notFound,
  OPTIONS_GROUP_VIEW_FIELDS,
  UNKNOWN_ID,
  useTestStack,
  UUID_PATTERN,
} from '../support/api';
import { itemInputOf } from '../support/menus';

// Menu items over HTTP (spec §3, §4, §5, §7): each test creates the items it changes, in the demo
// hotel's All day menu.

const { location: L, menu: M, category: K, ingredient: I, optionsGroup: G, item: T } = DEMO_IDS;

const stack = useTestStack();
const { call } = adminClient(stack);

const getItem = (id: string, languageId?: string) =>
  call<MenuItemView>('GET', `/api/menuitem/get/${id}${languageId ? `/${languageId}` : ''}`);
const createItem = (body: unknown) => call<MenuItemView>('POST', '/api/menuitem/create', body);
const updateItem = (body: unknown) => call<MenuItemView>('POST', '/api/menuitem/update', body);
const deleteItem = (id: string) => call('DELETE', '/api/menuitem/delete', { id });

/** A new item for the All day menu's small plates, as the item form sends it. */
const newItem = (changes: Record<string, unknown> = {}) => ({
  id: EMPTY_GUID,
  menuId: M.hotelAllDay,
  menuCategoryId: K.smallPlates,
  price: 9500,
  image: '',
  translations: [
    { languageId: 'en', name: 'Pickled herring', description: 'On rye bread' },
    { languageId: 'da', name: 'Marinerede sild', description: 'På rugbrød' },
  ],
  ingredients: [
    { locationIngredientId: I.ryeBread, sortOrder: 0 },
    { locationIngredientId: I.redOnion, sortOrder: 1 },
  ],
  optionsGroups: [],
  ...changes,
});

/** A group for one item alone, new. */
const ownGroup = (changes: Record<string, unknown> = {}) => ({
  id: EMPTY_GUID,
  locationId: L.hotel,
  type: 1,
  quantity: 1,
  isReusable: false,
  translations: [{ languageId: 'en', name: 'Bread' }],
  options: [
    {
      id: EMPTY_GUID,
      sortOrder: 0,
      priceDifference: 0,
      translations: [{ languageId: 'en', name: 'Rye' }],
    },
    {
      id: EMPTY_GUID,
      sortOrder: 1,
      priceDifference: 500,
      translations: [{ languageId: 'en', name: 'Sourdough' }],
    },
  ],
  ...changes,
});

/** The view the API must give for a demo item, built from the seed's records (each at version 0). */
function expectedView(itemId: string) {
  const item = demoData.items.find((entry) => entry.id === itemId);
  if (!item) throw new Error(`No demo item ${itemId}`);
  const seeded = { version: 0 };
  return {
    ...item,
    ...seeded,
    ingredients: item.ingredients.map((link) => ({
      ...link,
      locationIngredient: {
        ...demoData.ingredients.find((entry) => entry.id === link.locationIngredientId),
        ...seeded,
      },
    })),
    optionsGroups: item.optionsGroups.map((link) => {
      const group = demoData.optionsGroups.find((entry) => entry.id === link.optionsGroupId);
      if (!group) throw new Error(`No demo group ${link.optionsGroupId}`);
      return {
        ...link,
        optionsGroup: { ...group, typeString: OPTIONS_GROUP_TYPE_NAMES[group.type], ...seeded },
      };
    }),
  };
}

const ITEM_FIELDS = [
  'id',
  'menuId',
  'menuCategoryId',
  'price',
  'image',
  'sortOrder',
  'translations',
  'ingredients',
  'optionsGroups',
  'version',
].sort();

describe('GET /api/menuitem/get/{id}[/{languageId}]', () => {
  it('returns the item with every translation, its ingredients and options groups (spec §3)', async () => {
    const { status, body } = await getItem(T.nyhavnBurger);
    expect(status).toBe(200);
    expect(body).toEqual(expectedView(T.nyhavnBurger));
    expect(Object.keys(body).sort()).toEqual(ITEM_FIELDS);
    expect(body.translations.map((entry) => entry.languageId)).toEqual(['en', 'da']);
    expect(Object.keys(body.ingredients[0] ?? {}).sort()).toEqual(
      ['locationIngredientId', 'locationIngredient', 'sortOrder'].sort(),
    );
    expect(body.ingredients[0]?.locationIngredient).toEqual({
      id: I.beefPatty,
      locationId: L.hotel,
      translations: [
        { languageId: 'en', name: 'Beef patty' },
        { languageId: 'da', name: 'Hakkebøf af oksekød' },
      ],
      version: 0,
    });
    const [leaveOut, extras] = body.optionsGroups;
    expect(Object.keys(leaveOut ?? {}).sort()).toEqual(
      ['optionsGroupId', 'optionsGroup', 'sortOrder'].sort(),
    );
    expect(Object.keys(leaveOut?.optionsGroup ?? {}).sort()).toEqual(OPTIONS_GROUP_VIEW_FIELDS);
    expect(leaveOut).toMatchObject({
      optionsGroupId: G.burgerLeaveOut,
      sortOrder: 0,
      optionsGroup: { type: 3, typeString: 'Optional remove', quantity: 0, isReusable: true },
    });
    expect(extras?.optionsGroup.options[0]).toEqual({
      id: DEMO_IDS.option.bacon,
      sortOrder: 0,
      priceDifference: 1500,
      translations: [
        { languageId: 'en', name: 'Crispy bacon' },
        { languageId: 'da', name: 'Sprød bacon' },
      ],
    });
  });

  it('keeps every translation when a language is named', async () => {
    const { status, body } = await getItem(T.nyhavnBurger, 'da');
    expect(status).toBe(200);
    expect(body).toEqual(expectedView(T.nyhavnBurger));
  });

  it('is 404 for an unknown item, and for an id or language in the path that is not one', async () => {
    expect(await getItem(UNKNOWN_ID)).toEqual(notFound('Menu item not found'));
    expect(await getItem('not-an-id')).toEqual(notFound('Menu item not found'));
    expect(await getItem(EMPTY_GUID)).toEqual(notFound('Menu item not found'));
    expect(await getItem(T.nyhavnBurger, 'Danish')).toEqual(notFound('Language not found'));
  });

  it('is 401 without a token', async () => {
    const response = await stack.request(`/api/menuitem/get/${T.nyhavnBurger}`);
    expect(response.status).toBe(401);
  });
});

describe('POST /api/menuitem/create', () => {
  it("creates the item after its category's last item and returns its view", async () => {
    const { status, body } = await createItem(
      newItem({
        menuCategoryId: K.desserts,
        optionsGroups: [{ optionsGroupId: G.burgerExtras, sortOrder: 0 }],
      }),
    );
    expect(status).toBe(200);
    expect(body.id).toMatch(UUID_PATTERN);
    expect(Object.keys(body).sort()).toEqual(ITEM_FIELDS);
    expect(body).toMatchObject({
      menuId: M.hotelAllDay,
      menuCategoryId: K.desserts,
      price: 9500,
      image: '',
      // The demo desserts sit at 0 and 1.
      sortOrder: 2,
      translations: newItem().translations,
    });
    expect(body.ingredients.map((link) => [link.locationIngredientId, link.sortOrder])).toEqual([
      [I.ryeBread, 0],
      [I.redOnion, 1],
    ]);
    expect(body.ingredients[1]?.locationIngredient.translations).toEqual([
      { languageId: 'en', name: 'Red onion' },
      { languageId: 'da', name: 'Rødløg' },
    ]);
    expect(body.optionsGroups).toEqual([
      {
        optionsGroupId: G.burgerExtras,
        sortOrder: 0,
        optionsGroup: expectedView(T.chickenBurger).optionsGroups[0]?.optionsGroup,
      },
    ]);
    expect(await getItem(body.id)).toEqual({ status: 200, body });

    const next = await createItem(newItem({ menuCategoryId: K.desserts }));
    expect(next.body.sortOrder).toBe(3);
    const placed = await createItem(newItem({ menuCategoryId: K.desserts, sortOrder: 0 }));
    expect(placed.body.sortOrder).toBe(0);
  });

  it("saves a group for the item alone, which shows in that item's view", async () => {
    const { status, body } = await createItem(
      newItem({
        optionsGroups: [
          { optionsGroupId: EMPTY_GUID, sortOrder: 0, optionsGroup: ownGroup() },
          { optionsGroupId: G.burgerLeaveOut, sortOrder: 1 },
        ],
      }),
    );
    expect(status).toBe(200);
    const [own, leaveOut] = body.optionsGroups;
    expect(leaveOut?.optionsGroupId).toBe(G.burgerLeaveOut);
    expect(own?.optionsGroupId).toMatch(UUID_PATTERN);
    expect(own?.optionsGroupId).not.toBe(EMPTY_GUID);
    const [rye, sourdough] = own?.optionsGroup.options ?? [];
    expect(own?.optionsGroup).toEqual({
      id: own?.optionsGroupId,
      locationId: L.hotel,
      type: 1,
      typeString: 'Required',
      quantity: 1,
      isReusable: false,
      isDeleted: false,
      translations: [{ languageId: 'en', name: 'Bread' }],
      options: [
        {
          id: rye?.id,
          sortOrder: 0,
          priceDifference: 0,
          translations: [{ languageId: 'en', name: 'Rye' }],
        },
        {
          id: sourdough?.id,
          sortOrder: 1,
          priceDifference: 500,
          translations: [{ languageId: 'en', name: 'Sourdough' }],
        },
      ],
      version: 0,
    });
    expect(rye?.id).toMatch(UUID_PATTERN);
    expect(sourdough?.id).toMatch(UUID_PATTERN);
    expect((await getItem(body.id)).body.optionsGroups).toEqual(body.optionsGroups);
  });

  it('is 400 with a message per missing field', async () => {
    const { status, body } = await createItem({});
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        code: 'bad_request',
        fields: {
          id: 'Expected an id (a UUID)',
          menuId: 'Expected an id (a UUID)',
          menuCategoryId: 'Expected an id (a UUID)',
          price: 'Price is required',
          image: 'Image must be text',
        },
      },
    });
  });

  it.each([
    [
      'a blank name',
      { translations: [{ languageId: 'en', name: '  ', description: '' }] },
      { 'translations.0.name': 'Name is required' },
    ],
    ['no name at all', { translations: [] }, { translations: 'Name is required' }],
    ['a negative price', { price: -100 }, { price: 'Price cannot be negative' }],
    [
      'a price in kroner',
      { price: 12.5 },
      { price: 'Price must be in minor units (a whole number)' },
    ],
    ['a price as text', { price: '95' }, { price: 'Price is required' }],
    [
      'a malformed image key',
      { image: '../etc/passwd' },
      { image: 'Image must be an uploaded image key' },
    ],
    ['an unknown field', { colour: 'red' }, { body: 'Unrecognized key: "colour"' }],
  ])('is 400 for %s', async (_case, change, fields) => {
    const { status, body } = await createItem(newItem(change));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'bad_request', fields } });
  });

  it('is 400 at fields.id for a saved id', async () => {
    expect(await createItem(newItem({ id: T.fries }))).toMatchObject({
      status: 400,
      body: { error: { fields: { id: 'A new menu item must have the empty id' } } },
    });
  });

  it('is 400 for a category of another menu, an unknown ingredient and a foreign group', async () => {
    const { status, body } = await createItem(
      newItem({
        menuCategoryId: K.breakfastPlates,
        ingredients: [
          { locationIngredientId: I.ryeBread, sortOrder: 0 },
          { locationIngredientId: I.deliPastrami, sortOrder: 1 },
          { locationIngredientId: UNKNOWN_ID, sortOrder: 2 },
        ],
        optionsGroups: [
          { optionsGroupId: G.burgerExtras, sortOrder: 0 },
          { optionsGroupId: G.smorrebrodToppings, sortOrder: 1 },
          { optionsGroupId: G.deliBread, sortOrder: 2 },
        ],
      }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'bad_request',
        message: 'Invalid body: menuCategoryId: Unknown category',
        fields: {
          menuCategoryId: 'Unknown category',
          'ingredients.1.locationIngredientId': 'Unknown ingredient',
          'ingredients.2.locationIngredientId': 'Unknown ingredient',
          'optionsGroups.1.optionsGroupId': 'Unknown options group',
          'optionsGroups.2.optionsGroupId': 'Unknown options group',
        },
      },
    });
  });

  it('is 400 for a group of one item in another location, or a reusable one sent whole', async () => {
    const elsewhere = await createItem(
      newItem({
        optionsGroups: [
          {
            optionsGroupId: EMPTY_GUID,
            sortOrder: 0,
            optionsGroup: ownGroup({ locationId: L.deli }),
          },
        ],
      }),
    );
    expect(elsewhere).toMatchObject({
      status: 400,
      body: {
        error: {
          fields: {
            'optionsGroups.0.optionsGroup.locationId': "The group must be of the menu's location",
          },
        },
      },
    });
    const reusable = await createItem(
      newItem({
        optionsGroups: [
          {
            optionsGroupId: EMPTY_GUID,
            sortOrder: 0,
            optionsGroup: ownGroup({ isReusable: true }),
          },
        ],
      }),
    );
    expect(reusable).toMatchObject({
      status: 400,
      body: {
        error: {
          fields: {
            'optionsGroups.0.optionsGroup.isReusable': 'Create a reusable group on its own first',
          },
        },
      },
    });
  });

  it('is 404 for an unknown menu', async () => {
    expect(await createItem(newItem({ menuId: UNKNOWN_ID }))).toEqual(notFound('Menu not found'));
  });
});

describe('POST /api/menuitem/update', () => {
  it('saves the changes and returns the view', async () => {
    const created = (await createItem(newItem())).body;
    const { status, body } = await updateItem({
      ...itemInputOf(created),
      price: 11000,
      menuCategoryId: K.mains,
      sortOrder: 5,
      translations: [{ languageId: 'en', name: 'Herring plate', description: '' }],
      ingredients: [{ locationIngredientId: I.chives, sortOrder: 0 }],
      optionsGroups: [{ optionsGroupId: G.burgerExtras, sortOrder: 0 }],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.id,
      menuCategoryId: K.mains,
      price: 11000,
      sortOrder: 5,
      translations: [{ languageId: 'en', name: 'Herring plate', description: '' }],
    });
    expect(body.ingredients.map((link) => link.locationIngredientId)).toEqual([I.chives]);
    expect(body.optionsGroups.map((link) => link.optionsGroupId)).toEqual([G.burgerExtras]);
    expect(await getItem(created.id)).toEqual({ status: 200, body });
  });

  it('rewrites, adds and drops the groups the item alone uses', async () => {
    const created = (
      await createItem(
        newItem({
          optionsGroups: [{ optionsGroupId: EMPTY_GUID, sortOrder: 0, optionsGroup: ownGroup() }],
        }),
      )
    ).body;
    const own = created.optionsGroups[0]?.optionsGroup;
    if (!own) throw new Error('The item has no group');
    const { typeString: _typeString, isDeleted: _isDeleted, ...ownInput } = own;
    const renamed = await updateItem({
      ...itemInputOf(created),
      optionsGroups: [
        {
          optionsGroupId: own.id,
          sortOrder: 0,
          optionsGroup: {
            ...ownInput,
            translations: [{ languageId: 'en', name: 'Your bread' }],
            options: [
              ...own.options,
              {
                id: EMPTY_GUID,
                sortOrder: 2,
                priceDifference: 0,
                translations: [{ languageId: 'en', name: 'Gluten-free' }],
              },
            ],
          },
        },
      ],
    });
    expect(renamed.status).toBe(200);
    const group = renamed.body.optionsGroups[0]?.optionsGroup;
    expect(group).toMatchObject({
      id: own.id,
      translations: [{ languageId: 'en', name: 'Your bread' }],
    });
    expect(group?.options.map((option) => option.id)).toEqual([
      own.options[0]?.id,
      own.options[1]?.id,
      expect.stringMatching(UUID_PATTERN),
    ]);

    // Replaced by a new group of its own: the old one is gone from the item.
    const replaced = await updateItem({
      ...itemInputOf(renamed.body),
      optionsGroups: [
        {
          optionsGroupId: EMPTY_GUID,
          sortOrder: 0,
          optionsGroup: ownGroup({ translations: [{ languageId: 'en', name: 'Side' }] }),
        },
      ],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.optionsGroups).toHaveLength(1);
    expect(replaced.body.optionsGroups[0]?.optionsGroupId).not.toBe(own.id);
    expect(replaced.body.optionsGroups[0]?.optionsGroup.translations).toEqual([
      { languageId: 'en', name: 'Side' },
    ]);

    // The dropped group was deleted: linking it again by id is refused.
    const relink = await updateItem({
      ...itemInputOf(replaced.body),
      optionsGroups: [{ optionsGroupId: own.id, sortOrder: 0 }],
    });
    expect(relink).toMatchObject({
      status: 400,
      body: { error: { fields: { 'optionsGroups.0.optionsGroupId': 'Unknown options group' } } },
    });
  });

  it("is 400 for another item's own group", async () => {
    const created = (await createItem(newItem())).body;
    expect(
      await updateItem({
        ...itemInputOf(created),
        optionsGroups: [{ optionsGroupId: G.smorrebrodToppings, sortOrder: 0 }],
      }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { 'optionsGroups.0.optionsGroupId': 'Unknown options group' } } },
    });
  });

  it('is 400 for a move to another menu or a category of another menu', async () => {
    const created = (await createItem(newItem())).body;
    expect(
      await updateItem({
        ...itemInputOf(created),
        menuId: M.hotelBreakfast,
        menuCategoryId: K.breakfastPlates,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { menuId: 'An item cannot move to another menu' } } },
    });
    expect(
      await updateItem({ ...itemInputOf(created), menuCategoryId: K.breakfastPlates }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { menuCategoryId: 'Unknown category' } } },
    });
  });

  it('is 400 for a negative price and 404 for an unknown item', async () => {
    const created = (await createItem(newItem())).body;
    expect(await updateItem({ ...itemInputOf(created), price: -1 })).toMatchObject({
      status: 400,
      body: { error: { fields: { price: 'Price cannot be negative' } } },
    });
    expect(await updateItem({ ...itemInputOf(created), id: UNKNOWN_ID })).toEqual(
      notFound('Menu item not found'),
    );
  });
});

describe('DELETE /api/menuitem/delete', () => {
  it('deletes the item; a get is then 404', async () => {
    const created = (await createItem(newItem())).body;
    expect(await deleteItem(created.id)).toEqual({ status: 200, body: { id: created.id } });
    expect((await getItem(created.id)).status).toBe(404);
    expect(await deleteItem(created.id)).toEqual(notFound('Menu item not found'));
  });

  it('is 400 without an id', async () => {
    const { status, body } = await call('DELETE', '/api/menuitem/delete', {});
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { fields: { id: 'Expected an id (a UUID)' } } });
  });
});

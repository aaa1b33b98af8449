import {
  EMPTY_GUID,
  expandGuestMenu,
  type LocationSummary,
  type Menu,
  type MenuCategory,
  type MenuItem,
  type OptionsGroup,
} from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import {
  locationIngredientStore,
  locationStore,
  menuCategoryStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  type Store,
} from '../store';
import { useTestDependencies } from '../testing/deps';
import { withSavesMeanwhile } from '../testing/interleave';
import {
  idSeries,
  names,
  testCategory,
  testIngredient,
  testItem,
  testLocation,
  testMenu,
  testOption,
  testOptionsGroup,
} from '../testing/fixtures';
import {
  addMenuLanguage,
  createMenu,
  deleteMenu,
  deleteMenuCategory,
  getMenuForAdmin,
  getMenuForGuest,
  listMenus,
  sortMenus,
  updateMenu,
  type MenuInput,
} from './service';

const uuid = idSeries('eeeeeeee');
const HOTEL = uuid(1);
const OTHER = uuid(2);
const MENU = uuid(10);
const SECOND = uuid(11);
const FOOD = uuid(20);
const MAINS = uuid(21);
const FISH = uuid(22);
const DRINKS = uuid(23);
const FRIES = uuid(30);
const COD = uuid(31);
const COLA = uuid(32);
const SALT = uuid(40);
const OWN_GROUP = uuid(50);
const SHARED_GROUP = uuid(51);

const location = (id: string, changes: Partial<LocationSummary> = {}) =>
  testLocation({ id, name: `Location ${id.slice(-2)}`, ...changes });

const menu = (id: string, sortOrder: number, changes: Partial<Menu> = {}) =>
  testMenu({ id, name: `Menu ${sortOrder}`, locationId: HOTEL, sortOrder, ...changes });

const category = (
  id: string,
  parentCategoryId: string | null,
  sortOrder: number,
  en: string,
  da: string,
) => testCategory({ id, menuId: MENU, parentCategoryId, sortOrder, translations: names(en, da) });

const item = (
  id: string,
  menuCategoryId: string,
  sortOrder: number,
  en: string,
  optionsGroups: string[] = [],
): MenuItem =>
  testItem({
    id,
    menuId: MENU,
    menuCategoryId,
    price: 5000,
    sortOrder,
    translations: [{ languageId: 'en', name: en, description: `${en} described` }],
    ingredients: [{ locationIngredientId: SALT, sortOrder: 0 }],
    optionsGroups: optionsGroups.map((optionsGroupId, index) => ({
      optionsGroupId,
      sortOrder: index,
    })),
  });

const group = (id: string, isReusable: boolean): OptionsGroup =>
  testOptionsGroup({
    id,
    locationId: HOTEL,
    type: 2,
    quantity: 0,
    isReusable,
    translations: names(isReusable ? 'Dips' : 'Sides'),
    options: [
      testOption({
        id: uuid(60 + Number(isReusable)),
        priceDifference: 0,
        translations: names('Ketchup'),
      }),
    ],
  });

const salt = testIngredient({ id: SALT, locationId: HOTEL, translations: names('Salt') });

/** A store that counts the calls a service makes. */
function counting(store: Store) {
  const calls = { get: 0, query: 0 };
  const counted: Store = {
    ...store,
    tableName: store.tableName,
    client: store.client,
    get: (key) => ((calls.get += 1), store.get(key)),
    queryPartition: (options) => ((calls.query += 1), store.queryPartition(options)),
  };
  return { store: counted, calls };
}

const deps = useTestDependencies(async (store) => {
  await locationStore.putMany(store, [location(HOTEL), location(OTHER)]);
  await menuStore.putMany(store, [menu(MENU, 0), menu(SECOND, 1, { name: 'Breakfast' })]);
  await menuCategoryStore.putMany(store, [
    category(FOOD, null, 0, 'Food', 'Mad'),
    category(MAINS, FOOD, 0, 'Mains', 'Hovedretter'),
    category(FISH, MAINS, 0, 'Fish', 'Fisk'),
    category(DRINKS, null, 1, 'Drinks', 'Drikkevarer'),
  ]);
  await menuItemStore.putMany(store, [
    item(FRIES, FOOD, 0, 'Fries', [OWN_GROUP, SHARED_GROUP]),
    item(COD, FISH, 0, 'Cod'),
    item(COLA, DRINKS, 0, 'Cola'),
  ]);
  await optionsGroupStore.putMany(store, [group(OWN_GROUP, false), group(SHARED_GROUP, true)]);
  await locationIngredientStore.putMany(store, [salt]);
});

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, message, fields } = error as ApiError;
  return { status, message, fields };
}

/** One category of menu setup's tree, in English, with these items in this order. */
const treeNode = (id: string, name: string, itemIds: readonly string[], sortOrder = 0) => ({
  id,
  translations: [{ languageId: 'en', name }],
  sortOrder,
  subCategories: [],
  // The tree's order is the list's: the items' own sortOrders are not read.
  menuItems: itemIds.map((itemId) => ({ id: itemId, sortOrder: 0 })),
});

const input = (changes: Partial<MenuInput> = {}): MenuInput => {
  const { sortOrder: _sortOrder, languages: _languages, ...fields } = menu(EMPTY_GUID, 0);
  return { ...fields, name: 'Lunch', ...changes };
};

describe('reading menus', () => {
  it('serves the guest view with three calls, however big the menu', async () => {
    const { store: counted, calls } = counting(deps.store);
    const view = await getMenuForGuest({ ...deps, store: counted }, MENU, 'da-DK');
    expect(calls).toEqual({ get: 0, query: 3 });
    expect(view.currentLanguage).toEqual({ id: 'da', name: 'Danish' });
    expect(view.menuCategories.map((node) => node.translations)).toEqual([
      [{ languageId: 'da', name: 'Mad' }],
      [{ languageId: 'da', name: 'Drikkevarer' }],
    ]);
    // Fries has no Danish text: the default (English) stands in.
    const fries = view.menuCategories[0]?.menuItems[0];
    expect(fries?.translations).toEqual([
      { languageId: 'en', name: 'Fries', description: 'Fries described' },
    ]);
    expect(fries?.optionsGroups.map((link) => link.optionsGroupId)).toEqual([
      OWN_GROUP,
      SHARED_GROUP,
    ]);
  });

  it('hides an inactive menu and a menu of an inactive location from guests, not the back office', async () => {
    await menuStore.put(deps.store, menu(SECOND, 1, { isActive: false }));
    expect((await rejection(getMenuForGuest(deps, SECOND, undefined))).status).toBe(404);
    expect((await getMenuForAdmin(deps, SECOND, undefined)).isActive).toBe(false);
    await locationStore.put(deps.store, location(HOTEL, { isActive: false }));
    expect(await rejection(getMenuForGuest(deps, MENU, 'en'))).toEqual({
      status: 404,
      message: 'Menu not found',
      fields: undefined,
    });
  });

  it('lists a location’s menus in sortOrder without categories; 404 for an unknown location', async () => {
    const menus = await listMenus(deps, HOTEL);
    expect(menus.map((each) => [each.name, each.menuCategories])).toEqual([
      ['Menu 0', []],
      ['Breakfast', []],
    ]);
    expect(await listMenus(deps, OTHER)).toEqual([]);
    expect((await rejection(listMenus(deps, uuid(999)))).message).toBe('Location not found');
  });
});

describe('createMenu', () => {
  it('places a new menu last, in English, with its categories', async () => {
    const view = await createMenu(
      deps,
      input({
        menuCategories: [
          {
            id: EMPTY_GUID,
            translations: [{ languageId: 'en', name: 'Soups' }],
            sortOrder: 0,
            subCategories: [
              {
                id: EMPTY_GUID,
                translations: [{ languageId: 'en', name: 'Cold soups' }],
                sortOrder: 0,
                subCategories: [],
                menuItems: [],
              },
            ],
            menuItems: [],
          },
        ],
      }),
    );
    expect(view).toMatchObject({ name: 'Lunch', sortOrder: 2, locationId: HOTEL });
    expect(view.languages).toEqual([
      { languageId: 'en', isDefault: true, language: { id: 'en', name: 'English' } },
    ]);
    expect(await getMenuForAdmin(deps, view.id, undefined)).toEqual(view);
    expect(view.menuCategories[0]?.subCategories[0]?.parentCategoryId).toBe(
      view.menuCategories[0]?.id,
    );
  });

  it('refuses a saved id, an unknown location, a menu without a default and foreign items', async () => {
    expect((await rejection(createMenu(deps, input({ id: MENU })))).fields).toEqual({
      id: 'A new menu has the empty id',
    });
    expect((await rejection(createMenu(deps, input({ locationId: uuid(999) })))).status).toBe(404);
    expect(
      (
        await rejection(
          createMenu(deps, input({ languages: [{ languageId: 'da', isDefault: false }] })),
        )
      ).fields,
    ).toEqual({ languages: 'A menu needs exactly one default language' });
    const foreignItem = {
      id: EMPTY_GUID,
      translations: [{ languageId: 'en', name: 'Steal' }],
      sortOrder: 0,
      subCategories: [],
      menuItems: [{ id: FRIES, sortOrder: 0 }],
    };
    expect(
      (await rejection(createMenu(deps, input({ menuCategories: [foreignItem] })))).fields,
    ).toEqual({ 'menuCategories.0.menuItems.0.id': 'Unknown item' });
    expect(await menuStore.listForLocation(deps.store, HOTEL)).toHaveLength(2);
  });
});

describe('updateMenu', () => {
  it('writes only what changed', async () => {
    const { store } = deps;
    const writes: number[] = [];
    const watched: Store = {
      ...store,
      tableName: store.tableName,
      client: store.client,
      put: (item, options) => (writes.push(1), store.put(item, options)),
      putMany: (items) => (writes.push(items.length), store.putMany(items)),
    };
    const view = await updateMenu(
      { ...deps, store: watched },
      input({
        id: MENU,
        name: 'Menu 0',
        menuCategories: [treeNode(DRINKS, 'Drinks', [COLA, FRIES], 5)],
      }),
    );
    // The menu (as the guard), one category (DRINKS moves to 0) and one item (FRIES moves).
    expect(writes).toEqual([1, 1, 1]);
    expect(
      view.menuCategories.map((node) => [node.id, node.menuItems.map((each) => each.id)]),
    ).toEqual([
      // FOOD, left out of the tree, keeps its sortOrder 0: a tie, broken by id.
      [FOOD, []],
      [DRINKS, [COLA, FRIES]],
    ]);
    expect(view.menuCategories[1]?.translations).toEqual([
      { languageId: 'en', name: 'Drinks' },
      { languageId: 'da', name: 'Drikkevarer' },
    ]);
    expect(await getMenuForAdmin(deps, MENU, undefined)).toEqual(view);
  });

  it("keeps a menu's location and default language, and adds no language", async () => {
    expect(
      (await rejection(updateMenu(deps, input({ id: MENU, locationId: OTHER })))).fields,
    ).toEqual({
      locationId: 'A menu cannot move to another location',
    });
    const languages = (list: MenuInput['languages']) =>
      updateMenu(deps, input({ id: MENU, languages: list }));
    expect((await rejection(languages([{ languageId: 'da', isDefault: true }]))).fields).toEqual({
      languages: 'The default language cannot be removed',
    });
    expect(
      (
        await rejection(
          languages([
            { languageId: 'en', isDefault: true },
            { languageId: 'de', isDefault: false },
          ]),
        )
      ).fields,
    ).toEqual({ languages: 'Add a language with addnewlanguage' });
    expect((await languages([{ languageId: 'en', isDefault: true }])).languages).toHaveLength(1);
    expect((await rejection(updateMenu(deps, input({ id: uuid(999) })))).status).toBe(404);
  });

  it("cannot take another menu's categories or items", async () => {
    await menuItemStore.put(deps.store, { ...item(uuid(33), FOOD, 0, 'Tea'), menuId: SECOND });
    const error = await rejection(
      updateMenu(
        deps,
        input({
          id: SECOND,
          name: 'Breakfast',
          menuCategories: [
            {
              id: EMPTY_GUID,
              translations: [{ languageId: 'en', name: 'Hot' }],
              sortOrder: 0,
              subCategories: [
                {
                  id: FOOD,
                  translations: [{ languageId: 'en', name: 'Food' }],
                  sortOrder: 0,
                  subCategories: [],
                  menuItems: [],
                },
              ],
              menuItems: [
                { id: uuid(33), sortOrder: 0 },
                { id: FRIES, sortOrder: 1 },
              ],
            },
          ],
        }),
      ),
    );
    expect(error.fields).toEqual({
      'menuCategories.0.menuItems.1.id': 'Unknown item',
      'menuCategories.0.subCategories.0.id': 'Unknown category',
    });
  });
});

describe('sortMenus', () => {
  it('rewrites sortOrders and answers the location’s menus', async () => {
    const menus = await sortMenus(deps, [
      { id: SECOND, sortOrder: 0 },
      { id: MENU, sortOrder: 1 },
    ]);
    expect(menus.map((each) => [each.id, each.sortOrder])).toEqual([
      [SECOND, 0],
      [MENU, 1],
    ]);
    expect((await listMenus(deps, HOTEL)).map((each) => each.id)).toEqual([SECOND, MENU]);
  });

  it('refuses menus of two locations and unknown menus', async () => {
    await menuStore.put(deps.store, menu(uuid(12), 0, { locationId: OTHER }));
    expect(
      await rejection(
        sortMenus(deps, [
          { id: MENU, sortOrder: 0 },
          { id: uuid(12), sortOrder: 1 },
        ]),
      ),
    ).toEqual({
      status: 400,
      message: 'Menus of different locations cannot be sorted together',
      fields: undefined,
    });
    expect(
      (
        await rejection(
          sortMenus(deps, [
            { id: MENU, sortOrder: 0 },
            { id: uuid(999), sortOrder: 1 },
          ]),
        )
      ).status,
    ).toBe(404);
  });
});

describe('deleting', () => {
  it('deletes a menu with its categories and items and their own options groups', async () => {
    expect(await deleteMenu(deps, MENU)).toEqual({ id: MENU });
    expect(await menuStore.getById(deps.store, MENU)).toBeUndefined();
    expect(await menuCategoryStore.listForMenu(deps.store, MENU)).toEqual([]);
    expect(await menuItemStore.listForMenu(deps.store, MENU)).toEqual([]);
    expect((await optionsGroupStore.get(deps.store, HOTEL, OWN_GROUP))?.isDeleted).toBe(true);
    expect((await optionsGroupStore.get(deps.store, HOTEL, SHARED_GROUP))?.isDeleted).toBe(false);
    expect((await rejection(deleteMenu(deps, MENU))).status).toBe(404);
  });

  it('deletes a category with every subcategory below it and their items', async () => {
    expect(await deleteMenuCategory(deps, { id: MAINS, menuId: MENU })).toEqual({ id: MAINS });
    expect((await menuCategoryStore.listForMenu(deps.store, MENU)).map((each) => each.id)).toEqual([
      FOOD,
      DRINKS,
    ]);
    expect(
      (await menuItemStore.listForMenu(deps.store, MENU)).map((each) => each.id).sort(),
    ).toEqual([FRIES, COLA].sort());
    expect(await deleteMenuCategory(deps, { id: FOOD, menuId: MENU })).toEqual({ id: FOOD });
    expect((await optionsGroupStore.get(deps.store, HOTEL, OWN_GROUP))?.isDeleted).toBe(true);
    expect(
      (await rejection(deleteMenuCategory(deps, { id: DRINKS, menuId: SECOND }))).message,
    ).toBe('Category not found');
  });
});

describe('addMenuLanguage', () => {
  it('adds the language and copies the default texts where there are none', async () => {
    const view = await addMenuLanguage(deps, MENU, 'de');
    expect(view.currentLanguage).toEqual({ id: 'de', name: 'German' });
    expect(view.languages.map((link) => [link.languageId, link.isDefault])).toEqual([
      ['en', true],
      ['da', false],
      ['de', false],
    ]);
    const guest = expandGuestMenu(await getMenuForGuest(deps, MENU, 'de-AT'));
    const fries = guest.menuCategories[0]?.menuItems[0];
    expect(fries?.translations).toEqual([
      { languageId: 'de', name: 'Fries', description: 'Fries described' },
    ]);
    expect(fries?.ingredients[0]?.locationIngredient.translations).toEqual([
      { languageId: 'de', name: 'Salt' },
    ]);
    expect(fries?.optionsGroups[0]?.optionsGroup.options[0]?.translations).toEqual([
      { languageId: 'de', name: 'Ketchup' },
    ]);
    expect(await getMenuForAdmin(deps, MENU, 'de')).toEqual(view);
    expect(await rejection(addMenuLanguage(deps, MENU, 'de'))).toEqual({
      status: 409,
      message: 'The menu already has this language',
      fields: undefined,
    });
  });
});

// Someone's save lands between a bulk change's read and its write (withSavesMeanwhile makes it
// land there every time): both the save and the bulk change are kept.
describe('a save landing in the middle of a bulk change', () => {
  /** Menu setup's save of the menu with this tree. */
  const setupSave = (...tree: ReturnType<typeof treeNode>[]) =>
    updateMenu(deps, input({ id: MENU, name: 'Menu 0', menuCategories: tree }));

  /** Saves a record as a back-office user would meanwhile: read, changed, written one version on. */
  const savePrice = (id: string, price: number) => async () => {
    const stored = (await menuItemStore.get(deps.store, MENU, id))!;
    await menuItemStore.update(deps.store, { ...stored, price });
  };
  const saveGroup = (id: string, changes: Partial<OptionsGroup>) => async () => {
    const stored = (await optionsGroupStore.get(deps.store, HOTEL, id))!;
    await optionsGroupStore.update(deps.store, { ...stored, ...changes });
  };

  it('a drag in menu setup moves an item and keeps its price saved meanwhile', async () => {
    const view = await withSavesMeanwhile(
      deps.store,
      [[menuItemStore.toItem(item(COLA, DRINKS, 0, 'Cola')), savePrice(COLA, 6100)]],
      () => setupSave(treeNode(FOOD, 'Food', [FRIES, COLA])),
    );
    const cola = await menuItemStore.get(deps.store, MENU, COLA);
    expect(cola).toMatchObject({ menuCategoryId: FOOD, sortOrder: 1, price: 6100 });
    // Fixtures are at 1; the save made it 2 and the move 3.
    expect(cola?.version).toBe(3);
    expect(view.menuCategories[0]?.menuItems.map((each) => [each.id, each.price])).toEqual([
      [FRIES, 5000],
      [COLA, 6100],
    ]);
    expect(await getMenuForAdmin(deps, MENU, undefined)).toEqual(view);
  });

  it('a new language copies its texts onto an item, an ingredient and a group saved meanwhile', async () => {
    const renamed = [{ languageId: 'en', name: 'Sea salt' }];
    await withSavesMeanwhile(
      deps.store,
      [
        [menuItemStore.toItem(item(FRIES, FOOD, 0, 'Fries')), savePrice(FRIES, 5500)],
        [
          locationIngredientStore.toItem(salt),
          async () => {
            const stored = (await locationIngredientStore.get(deps.store, HOTEL, SALT))!;
            await locationIngredientStore.update(deps.store, { ...stored, translations: renamed });
          },
        ],
        [
          optionsGroupStore.toItem(group(SHARED_GROUP, true)),
          saveGroup(SHARED_GROUP, { quantity: 2 }),
        ],
      ],
      () => addMenuLanguage(deps, MENU, 'de'),
    );
    const fries = await menuItemStore.get(deps.store, MENU, FRIES);
    expect(fries?.price).toBe(5500);
    expect(fries?.translations.map((text) => text.languageId)).toEqual(['en', 'de']);
    // The copy is made from what was saved, not from what the language's add read.
    expect((await locationIngredientStore.get(deps.store, HOTEL, SALT))?.translations).toEqual([
      ...renamed,
      { languageId: 'de', name: 'Sea salt' },
    ]);
    const dips = await optionsGroupStore.get(deps.store, HOTEL, SHARED_GROUP);
    expect(dips?.quantity).toBe(2);
    expect(dips?.translations.map((text) => text.languageId)).toEqual(['en', 'de']);
  });

  /** A category's names as written meanwhile: the other of menu setup and a new language. */
  const saveCategoryNames =
    (id: string, names: (stored: MenuCategory) => MenuCategory['translations']) => async () => {
      const stored = (await menuCategoryStore.get(deps.store, MENU, id))!;
      await menuCategoryStore.update(deps.store, { ...stored, translations: names(stored) });
    };

  it('a new language copies its texts onto a category renamed meanwhile', async () => {
    await withSavesMeanwhile(
      deps.store,
      [
        [
          menuCategoryStore.toItem(category(FOOD, null, 0, 'Food', 'Mad')),
          saveCategoryNames(FOOD, (stored) => [
            { languageId: 'en', name: 'Meals' },
            ...stored.translations.slice(1),
          ]),
        ],
      ],
      () => addMenuLanguage(deps, MENU, 'de'),
    );
    expect((await menuCategoryStore.get(deps.store, MENU, FOOD))?.translations).toEqual([
      { languageId: 'en', name: 'Meals' },
      { languageId: 'da', name: 'Mad' },
      { languageId: 'de', name: 'Meals' },
    ]);
  });

  it("menu setup's save renames and moves a category and keeps a language's text written meanwhile", async () => {
    const view = await withSavesMeanwhile(
      deps.store,
      [
        [
          menuCategoryStore.toItem(category(DRINKS, null, 1, 'Drinks', 'Drikkevarer')),
          saveCategoryNames(DRINKS, (stored) => [
            ...stored.translations,
            { languageId: 'de', name: 'Getränke' },
          ]),
        ],
      ],
      () => setupSave(treeNode(DRINKS, 'Beverages', [COLA])),
    );
    const drinks = await menuCategoryStore.get(deps.store, MENU, DRINKS);
    expect(drinks).toMatchObject({ sortOrder: 0, parentCategoryId: null });
    expect(drinks?.translations).toEqual([
      { languageId: 'en', name: 'Beverages' },
      { languageId: 'da', name: 'Drikkevarer' },
      { languageId: 'de', name: 'Getränke' },
    ]);
    expect(await getMenuForAdmin(deps, MENU, undefined)).toEqual(view);
  });

  it('a drag in the menus list moves a menu activated meanwhile, which stays active', async () => {
    const deactivate = async () => {
      const stored = (await menuStore.get(deps.store, HOTEL, MENU))!;
      await menuStore.update(deps.store, { ...stored, isActive: false });
    };
    const sorted = await withSavesMeanwhile(
      deps.store,
      [[menuStore.toItem(menu(MENU, 0)), deactivate]],
      () =>
        sortMenus(deps, [
          { id: SECOND, sortOrder: 0 },
          { id: MENU, sortOrder: 1 },
        ]),
    );
    expect(sorted.map((each) => [each.id, each.isActive])).toEqual([
      [SECOND, true],
      [MENU, false],
    ]);
    expect(await menuStore.get(deps.store, HOTEL, MENU)).toMatchObject({
      sortOrder: 1,
      isActive: false,
    });
  });

  it('deleting a menu marks its own groups deleted and keeps a save of them meanwhile', async () => {
    await withSavesMeanwhile(
      deps.store,
      [[optionsGroupStore.toItem(group(OWN_GROUP, false)), saveGroup(OWN_GROUP, { quantity: 1 })]],
      () => deleteMenu(deps, MENU),
    );
    expect(await optionsGroupStore.get(deps.store, HOTEL, OWN_GROUP)).toMatchObject({
      isDeleted: true,
      quantity: 1,
    });
  });
});

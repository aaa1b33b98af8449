import { EMPTY_GUID, type MenuItemView } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { deleteMenu, deleteMenuCategory } from '../menus/service';
import {
  loadMenuPartition,
  menuCategoryStore,
  menuItemStore,
  optionsGroupStore,
  WriteOutcomeUnknownError,
  type Item,
  type ItemKey,
} from '../store';
import { useTestDependencies } from '../testing/deps';
import { strandedRecords } from '../testing/stranded';
import {
  deletes,
  withMeanwhile,
  withSavesMeanwhile,
  writes,
  type SaveMeanwhile,
  type StoreRequest,
} from '../testing/interleave';
import { failNextWriteOf, loseAnswersToWritesOf } from '../testing/lost-answers';
import {
  burger,
  IDS,
  sauce,
  seedCatalog,
  testCategory,
  testItem,
  UUID_PATTERN,
} from '../testing/fixtures';
import {
  createMenuItem,
  deleteMenuItem,
  getMenuItem,
  updateMenuItem,
  type MenuItemInput,
} from './service';

const deps = useTestDependencies(seedCatalog);

/** A new Fish item for Food, as the item form sends it. */
const fish = (changes: Partial<MenuItemInput> = {}): MenuItemInput => ({
  id: EMPTY_GUID,
  menuId: IDS.menu,
  menuCategoryId: IDS.food,
  price: 9900,
  image: '',
  translations: [{ languageId: 'en', name: 'Fish', description: '' }],
  ingredients: [{ locationIngredientId: IDS.garlic, sortOrder: 0 }],
  optionsGroups: [],
  ...changes,
});

/** A new group for one item alone. */
const ownGroup = (changes: Record<string, unknown> = {}) => ({
  id: EMPTY_GUID,
  locationId: IDS.hotel,
  type: 2 as const,
  quantity: 0,
  isReusable: false,
  translations: [{ languageId: 'en', name: 'Dip' }],
  options: [
    {
      id: EMPTY_GUID,
      sortOrder: 0,
      priceDifference: 0,
      translations: [{ languageId: 'en', name: 'Aioli' }],
    },
  ],
  ...changes,
});

/** The location's groups named Dip: those a refused or undone save created. */
const dips = async () =>
  (await optionsGroupStore.listForLocation(deps.store, IDS.hotel)).filter(
    (group) => group.translations[0]?.name === 'Dip',
  );

/** The burger as the item form sends it back. */
const burgerInput = (changes: Partial<MenuItemInput> = {}): MenuItemInput => ({
  id: burger.id,
  menuId: burger.menuId,
  menuCategoryId: burger.menuCategoryId,
  price: burger.price,
  image: burger.image,
  sortOrder: burger.sortOrder,
  translations: burger.translations,
  ingredients: burger.ingredients,
  optionsGroups: burger.optionsGroups,
  ...changes,
});

const sauceInput = (changes: Record<string, unknown> = {}) => ({
  id: sauce.id,
  locationId: sauce.locationId,
  type: 2 as const,
  quantity: 0,
  isReusable: false,
  translations: sauce.translations,
  options: sauce.options,
  ...changes,
});

/** The burger's form: the sauce renamed and a new group of its own. */
const renamingSave = (changes: Partial<MenuItemInput> = {}) =>
  burgerInput({
    optionsGroups: [
      ...burger.optionsGroups.filter((link) => link.optionsGroupId !== IDS.sauce),
      {
        optionsGroupId: IDS.sauce,
        sortOrder: 1,
        optionsGroup: sauceInput({ translations: [{ languageId: 'en', name: 'Sauces' }] }),
      },
      { optionsGroupId: EMPTY_GUID, sortOrder: 2, optionsGroup: ownGroup() },
    ],
    ...changes,
  });

describe('getMenuItem', () => {
  it('returns the item with every translation and its links resolved, in sortOrder', async () => {
    const view = await getMenuItem(deps, IDS.burger, 'da');
    expect(view).toMatchObject({
      id: IDS.burger,
      menuId: IDS.menu,
      menuCategoryId: IDS.food,
      price: 12500,
      image: '',
      sortOrder: 3,
      translations: burger.translations,
    });
    expect(view.ingredients).toEqual([
      {
        locationIngredientId: IDS.garlic,
        sortOrder: 0,
        locationIngredient: {
          id: IDS.garlic,
          locationId: IDS.hotel,
          translations: [
            { languageId: 'en', name: 'Garlic' },
            { languageId: 'da', name: 'Hvidløg' },
          ],
          version: 0,
        },
      },
    ]);
    expect(view.optionsGroups.map((link) => [link.optionsGroupId, link.sortOrder])).toEqual([
      [IDS.size, 0],
      [IDS.sauce, 1],
    ]);
    expect(view.optionsGroups[0]?.optionsGroup).toMatchObject({
      id: IDS.size,
      typeString: 'Required',
      isReusable: true,
      isDeleted: false,
      translations: [
        { languageId: 'en', name: 'Size' },
        { languageId: 'da', name: 'Størrelse' },
      ],
    });
  });

  it('is 404 for an unknown item', async () => {
    await expect(getMenuItem(deps, IDS.missing)).rejects.toMatchObject({
      status: 404,
      message: 'Menu item not found',
    });
  });
});

describe('createMenuItem', () => {
  it('creates the item last in its category, with a new id', async () => {
    const view = await createMenuItem(deps, fish());
    expect(view.id).toMatch(UUID_PATTERN);
    expect(view).toMatchObject({ menuId: IDS.menu, menuCategoryId: IDS.food, sortOrder: 4 });
    expect(await menuItemStore.getById(deps.store, view.id)).toEqual({
      id: view.id,
      menuId: IDS.menu,
      menuCategoryId: IDS.food,
      price: 9900,
      image: '',
      sortOrder: 4,
      translations: [{ languageId: 'en', name: 'Fish', description: '' }],
      ingredients: [{ locationIngredientId: IDS.garlic, sortOrder: 0 }],
      optionsGroups: [],
      version: 0,
    });
  });

  it('keeps a given sortOrder and starts an empty category at 0', async () => {
    expect((await createMenuItem(deps, fish({ sortOrder: 7 }))).sortOrder).toBe(7);
    expect((await createMenuItem(deps, fish({ menuCategoryId: IDS.drinks }))).sortOrder).toBe(0);
  });

  it("saves a group for the item alone in the menu's location, with new ids", async () => {
    const view = await createMenuItem(
      deps,
      fish({
        optionsGroups: [
          { optionsGroupId: IDS.size, sortOrder: 1 },
          { optionsGroupId: EMPTY_GUID, sortOrder: 0, optionsGroup: ownGroup() },
        ],
      }),
    );
    const [dip, size] = view.optionsGroups;
    expect(size?.optionsGroupId).toBe(IDS.size);
    expect(dip?.optionsGroupId).toMatch(UUID_PATTERN);
    expect(dip?.optionsGroup.options[0]?.id).toMatch(UUID_PATTERN);
    expect(dip?.optionsGroup).toMatchObject({
      locationId: IDS.hotel,
      isReusable: false,
      isDeleted: false,
      typeString: 'Optional',
    });
    const stored = await optionsGroupStore.getById(deps.store, dip?.optionsGroupId ?? '');
    expect(stored).toEqual({
      id: dip?.optionsGroupId,
      locationId: IDS.hotel,
      type: 2,
      quantity: 0,
      isReusable: false,
      isDeleted: false,
      translations: [{ languageId: 'en', name: 'Dip' }],
      options: [
        {
          id: dip?.optionsGroup.options[0]?.id,
          sortOrder: 0,
          priceDifference: 0,
          translations: [{ languageId: 'en', name: 'Aioli' }],
        },
      ],
      version: 0,
    });
  });

  it('is 400 at fields.id for a saved id', async () => {
    await expect(createMenuItem(deps, fish({ id: IDS.fries }))).rejects.toMatchObject({
      status: 400,
      fields: { id: 'A new menu item must have the empty id' },
    });
  });

  it('is 404 for an unknown menu', async () => {
    await expect(createMenuItem(deps, fish({ menuId: IDS.missing }))).rejects.toMatchObject({
      status: 404,
      message: 'Menu not found',
    });
  });

  it("names every link outside the menu's location, in one 400", async () => {
    const error = await createMenuItem(
      deps,
      fish({
        menuCategoryId: IDS.otherFood,
        ingredients: [
          { locationIngredientId: IDS.garlic, sortOrder: 0 },
          { locationIngredientId: IDS.otherGarlic, sortOrder: 1 },
          { locationIngredientId: IDS.garlic, sortOrder: 2 },
        ],
        optionsGroups: [
          { optionsGroupId: IDS.size, sortOrder: 0 },
          { optionsGroupId: IDS.sauce, sortOrder: 1 },
          { optionsGroupId: IDS.gone, sortOrder: 2 },
          { optionsGroupId: IDS.otherSize, sortOrder: 3 },
          { optionsGroupId: IDS.size, sortOrder: 4 },
          { optionsGroupId: IDS.missing, sortOrder: 5 },
        ],
      }),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid body: menuCategoryId: Unknown category',
      fields: {
        menuCategoryId: 'Unknown category',
        'ingredients.1.locationIngredientId': 'Unknown ingredient',
        'ingredients.2.locationIngredientId': 'This ingredient is already on the item',
        'optionsGroups.1.optionsGroupId': 'Unknown options group',
        'optionsGroups.2.optionsGroupId': 'Unknown options group',
        'optionsGroups.3.optionsGroupId': 'Unknown options group',
        'optionsGroups.4.optionsGroupId': 'This options group is already on the item',
        'optionsGroups.5.optionsGroupId': 'Unknown options group',
      },
    });
    expect(Object.keys((error as { fields: object }).fields)).toHaveLength(8);
  });

  it("is 400 for a new group of another location, or with another group's option", async () => {
    await expect(
      createMenuItem(
        deps,
        fish({
          optionsGroups: [
            {
              optionsGroupId: EMPTY_GUID,
              sortOrder: 0,
              optionsGroup: ownGroup({ locationId: IDS.otherHotel }),
            },
            {
              optionsGroupId: EMPTY_GUID,
              sortOrder: 1,
              optionsGroup: ownGroup({ options: sauce.options }),
            },
          ],
        }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        'optionsGroups.0.optionsGroup.locationId': "The group must be of the menu's location",
        'optionsGroups.1.optionsGroup.options.0.id': 'Unknown option',
        'optionsGroups.1.optionsGroup.options.1.id': 'Unknown option',
      },
    });
  });
});

const NOTHING_STRANDED = { categories: [], items: [] };

describe('an item written while its category is being deleted', () => {
  const burgerKey = menuItemStore.toItem(burger) as ItemKey;
  const deleteCategory = (id: string) => deleteMenuCategory(deps, { id, menuId: IDS.menu });
  /** Fish in Food with a group of its own, which goes with it. */
  const fishWithDip = () =>
    fish({
      optionsGroups: [{ optionsGroupId: EMPTY_GUID, sortOrder: 0, optionsGroup: ownGroup() }],
    });

  /** Fish, created in the moment after `remove` read the menu and before it removes Food. */
  async function createdWhileRemoving(remove: () => Promise<unknown>) {
    let created: MenuItemView | undefined;
    await withMeanwhile(
      deps.store,
      (request) => deletes(request, menuCategoryStore.toItem(testCategory()) as ItemKey),
      async () => (created = await createMenuItem(deps, fishWithDip())),
      remove,
    );
    expect(created?.id).toMatch(UUID_PATTERN);
    return created!;
  }

  it('is a new item deleted with the category when written after the delete read the items', async () => {
    const created = await createdWhileRemoving(() => deleteCategory(IDS.food));
    expect(await strandedRecords(deps.store, IDS.menu)).toEqual(NOTHING_STRANDED);
    expect(await menuItemStore.getById(deps.store, created.id)).toBeUndefined();
    expect((await dips()).map((group) => group.isDeleted)).toEqual([true]);
  });

  it('is a new item deleted with its menu when written after the delete read the menu', async () => {
    await createdWhileRemoving(() => deleteMenu(deps, IDS.menu));
    expect(await loadMenuPartition(deps.store, IDS.menu)).toEqual({ categories: [], items: [] });
    expect((await dips()).map((group) => group.isDeleted)).toEqual([true]);
  });

  it('is a 400 that leaves nothing behind when the category went before a new item was written', async () => {
    const create = withMeanwhile(
      deps.store,
      ({ command, input }) =>
        command === 'PutItemCommand' && (input['Item'] as Item)['entity'] === 'menuItem',
      () => deleteCategory(IDS.food),
      () => createMenuItem(deps, fishWithDip()),
    );
    await expect(create).rejects.toMatchObject({
      status: 400,
      fields: { menuCategoryId: 'Unknown category' },
    });
    expect(await strandedRecords(deps.store, IDS.menu)).toEqual(NOTHING_STRANDED);
    expect(await loadMenuPartition(deps.store, IDS.menu)).toMatchObject({ items: [] });
    expect((await dips()).map((group) => group.isDeleted)).toEqual([true]);
  });

  it('puts an item moved into a category deleted meanwhile back as it was, and is a 400', async () => {
    const move = withMeanwhile(
      deps.store,
      ({ input }) => writes(input, burgerKey),
      () => deleteCategory(IDS.drinks),
      () => updateMenuItem(deps, renamingSave({ menuCategoryId: IDS.drinks, price: 4200 })),
    );
    await expect(move).rejects.toMatchObject({
      status: 400,
      fields: { menuCategoryId: 'Unknown category' },
    });
    expect(await menuItemStore.getById(deps.store, IDS.burger)).toEqual({ ...burger, version: 2 });
    expect(await optionsGroupStore.getById(deps.store, IDS.sauce)).toMatchObject({
      translations: sauce.translations,
      isDeleted: false,
    });
    expect((await dips()).map((group) => group.isDeleted)).toEqual([true]);
    expect(await strandedRecords(deps.store, IDS.menu)).toEqual(NOTHING_STRANDED);
  });

  it('takes an item put back into its old category with it when that one went too, a 404', async () => {
    /** The `n`th write of the burger from now. */
    const nthWriteOfBurger = (n: number) => {
      let seen = 0;
      return (request: StoreRequest) => writes(request.input, burgerKey) && ++seen === n;
    };
    const move = withMeanwhile(
      deps.store,
      nthWriteOfBurger(1),
      () => deleteCategory(IDS.drinks),
      () =>
        withMeanwhile(
          deps.store,
          nthWriteOfBurger(2),
          // Food goes as a delete that read the menu before the burger came back would have it.
          () => menuCategoryStore.remove(deps.store, testCategory()),
          () => updateMenuItem(deps, renamingSave({ menuCategoryId: IDS.drinks })),
        ),
    );
    await expect(move).rejects.toMatchObject({ status: 404, message: 'Menu item not found' });
    expect(await menuItemStore.getById(deps.store, IDS.burger)).toBeUndefined();
    expect(await optionsGroupStore.getById(deps.store, IDS.sauce)).toMatchObject({
      isDeleted: true,
    });
  });

  it('takes an item saved in a category that went meanwhile with it, and is a 404', async () => {
    // The category goes as a delete that read the items before this save would have it.
    const save = withMeanwhile(
      deps.store,
      ({ input }) => writes(input, burgerKey),
      () => menuCategoryStore.remove(deps.store, testCategory()),
      () => updateMenuItem(deps, renamingSave()),
    );
    await expect(save).rejects.toMatchObject({ status: 404, message: 'Menu item not found' });
    expect(await menuItemStore.getById(deps.store, IDS.burger)).toBeUndefined();
    expect(await optionsGroupStore.getById(deps.store, IDS.sauce)).toMatchObject({
      isDeleted: true,
    });
    expect((await dips()).map((group) => group.isDeleted)).toEqual([true]);
  });

  it('leaves an item moved out of the category after the delete read it where it was moved', async () => {
    const deleted = await withMeanwhile(
      deps.store,
      (request) => deletes(request, burgerKey),
      () => updateMenuItem(deps, burgerInput({ menuCategoryId: IDS.drinks })),
      () => deleteCategory(IDS.food),
    );
    expect(deleted).toEqual({ id: IDS.food });
    expect(await menuItemStore.getById(deps.store, IDS.burger)).toMatchObject({
      menuCategoryId: IDS.drinks,
    });
    expect(await optionsGroupStore.getById(deps.store, IDS.sauce)).toMatchObject({
      isDeleted: false,
    });
    expect(await strandedRecords(deps.store, IDS.menu)).toEqual(NOTHING_STRANDED);
  });
});

describe('updateMenuItem', () => {
  it('rewrites the item and the group it alone uses', async () => {
    const view = await updateMenuItem(
      deps,
      burgerInput({
        price: 13000,
        optionsGroups: [
          { optionsGroupId: IDS.size, sortOrder: 0 },
          {
            optionsGroupId: IDS.sauce,
            sortOrder: 1,
            optionsGroup: sauceInput({
              translations: [{ languageId: 'en', name: 'Sauces' }],
              options: [
                sauce.options[1],
                {
                  id: EMPTY_GUID,
                  sortOrder: 2,
                  priceDifference: 300,
                  translations: [{ languageId: 'en', name: 'Chili' }],
                },
              ],
            }),
          },
        ],
      }),
    );
    expect(view.price).toBe(13000);
    const stored = await optionsGroupStore.getById(deps.store, IDS.sauce);
    expect(stored?.translations).toEqual([{ languageId: 'en', name: 'Sauces' }]);
    expect(stored?.options.map((option) => option.id)).toEqual([
      IDS.mayo,
      expect.stringMatching(UUID_PATTERN),
    ]);
    expect(view.optionsGroups[1]?.optionsGroup).toEqual({ ...stored, typeString: 'Optional' });
    expect(await menuItemStore.getById(deps.store, IDS.burger)).toMatchObject({
      price: 13000,
      sortOrder: 3,
    });
  });

  /** Someone's save of the burger at 42.00, from what is stored. */
  const burgerPriced = async () => {
    const stored = (await menuItemStore.getById(deps.store, IDS.burger))!;
    await menuItemStore.update(deps.store, { ...stored, price: 4200 });
  };

  describe('refused because of a save landing in its middle', () => {
    /** The save refused: a 409, whatever landed in its middle. */
    const refusedWith = (...saves: SaveMeanwhile[]) =>
      expect(
        withSavesMeanwhile(deps.store, saves, () => updateMenuItem(deps, renamingSave())),
      ).rejects.toMatchObject({ status: 409 });

    it('leaves its own groups as they were when another save of the item was written first', async () => {
      await refusedWith([menuItemStore.toItem(burger), burgerPriced]);
      expect(await menuItemStore.getById(deps.store, IDS.burger)).toMatchObject({
        price: 4200,
        optionsGroups: burger.optionsGroups,
      });
      const sauceNow = await optionsGroupStore.getById(deps.store, IDS.sauce);
      expect(sauceNow).toMatchObject({ translations: sauce.translations, options: sauce.options });
      expect((await dips()).map((group) => group.isDeleted)).toEqual([true]);
    });

    it('leaves nothing behind when one of its own groups changed since it was read', async () => {
      await refusedWith([
        optionsGroupStore.toItem(sauce),
        async () => {
          const stored = (await optionsGroupStore.getById(deps.store, IDS.sauce))!;
          await optionsGroupStore.update(deps.store, { ...stored, quantity: 1 });
        },
      ]);
      expect(await optionsGroupStore.getById(deps.store, IDS.sauce)).toMatchObject({
        translations: sauce.translations,
        quantity: 1,
      });
      expect((await menuItemStore.getById(deps.store, IDS.burger))?.optionsGroups).toEqual(
        burger.optionsGroups,
      );
      expect((await dips()).map((group) => group.isDeleted)).toEqual([true]);
    });
  });

  describe('when DynamoDB fails one of its writes', () => {
    const savedWith = (
      record: Item,
      when: Parameters<typeof failNextWriteOf>[2],
      meanwhile?: () => Promise<unknown>,
    ) => {
      const failing = failNextWriteOf(deps.store, record, when, meanwhile);
      return updateMenuItem(deps, renamingSave()).finally(() => failing.detach());
    };
    const expectGroupsAsBefore = async () => {
      const sauceNow = await optionsGroupStore.getById(deps.store, IDS.sauce);
      expect(sauceNow).toMatchObject({ translations: sauce.translations, version: 2 });
      expect((await dips()).map((group) => group.isDeleted)).toEqual([true]);
      expect(await menuItemStore.getById(deps.store, IDS.burger)).toMatchObject({
        optionsGroups: burger.optionsGroups,
        version: 0,
      });
    };

    it("puts its groups back when a group's write failed", async () => {
      await expect(
        savedWith(optionsGroupStore.toItem(sauce), 'before it is written'),
      ).rejects.toThrow('DynamoDB could not be reached');
      // The sauce was never written: its restore is a write all the same, of what it was.
      const sauceNow = await optionsGroupStore.getById(deps.store, IDS.sauce);
      expect(sauceNow).toMatchObject({ translations: sauce.translations });
      expect((await dips()).map((group) => group.isDeleted)).toEqual([true]);
    });

    it("puts its groups back when the item's write failed before it was written", async () => {
      await expect(savedWith(menuItemStore.toItem(burger), 'before it is written')).rejects.toThrow(
        'DynamoDB could not be reached',
      );
      await expectGroupsAsBefore();
    });

    it("is saved whole when the item's write failed after it was written", async () => {
      const view = await savedWith(menuItemStore.toItem(burger), 'after it is written');
      expect(view.optionsGroups.map((link) => link.optionsGroup?.translations[0]?.name)).toEqual([
        'Size',
        'Sauces',
        'Dip',
      ]);
      expect((await dips()).map((group) => group.isDeleted)).toEqual([false]);
      expect(await menuItemStore.getById(deps.store, IDS.burger)).toMatchObject({ version: 1 });
    });

    it('leaves its groups as written when a later save may stand on its item write', async () => {
      await expect(
        savedWith(menuItemStore.toItem(burger), 'after it is written', burgerPriced),
      ).rejects.toBeInstanceOf(WriteOutcomeUnknownError);
      // The later save kept this one's links: taking its groups back would break them.
      expect(await menuItemStore.getById(deps.store, IDS.burger)).toMatchObject({
        price: 4200,
        version: 2,
      });
      expect((await dips()).map((group) => group.isDeleted)).toEqual([false]);
      const sauceNow = await optionsGroupStore.getById(deps.store, IDS.sauce);
      expect(sauceNow?.translations).toEqual([{ languageId: 'en', name: 'Sauces' }]);
    });
  });

  it('is saved whole when the answer to its item write was lost and the SDK sent it again', async () => {
    const lostAnswer = loseAnswersToWritesOf(deps.store, menuItemStore.toItem(burger));
    const view = await updateMenuItem(
      deps,
      burgerInput({
        price: 4200,
        optionsGroups: [
          ...burger.optionsGroups,
          { optionsGroupId: EMPTY_GUID, sortOrder: 2, optionsGroup: ownGroup() },
        ],
      }),
    );
    lostAnswer.detach();
    expect(lostAnswer.lost()).toBe(1);
    const dip = view.optionsGroups[2]!;
    expect(await menuItemStore.getById(deps.store, IDS.burger)).toMatchObject({
      price: 4200,
      optionsGroups: [...burger.optionsGroups, { optionsGroupId: dip.optionsGroupId }],
    });
    // Not taken back as a refused save's: the item links it.
    expect(await optionsGroupStore.getById(deps.store, dip.optionsGroupId)).toMatchObject({
      isDeleted: false,
    });
  });

  it('marks the groups it alone used and no longer links deleted', async () => {
    const view = await updateMenuItem(
      deps,
      burgerInput({
        optionsGroups: [
          { optionsGroupId: IDS.size, sortOrder: 0 },
          { optionsGroupId: EMPTY_GUID, sortOrder: 1, optionsGroup: ownGroup() },
        ],
      }),
    );
    expect(view.optionsGroups.map((link) => link.optionsGroupId)).toEqual([
      IDS.size,
      expect.not.stringMatching(IDS.sauce),
    ]);
    expect(await optionsGroupStore.getById(deps.store, IDS.sauce)).toMatchObject({
      isDeleted: true,
    });
    expect(await optionsGroupStore.getById(deps.store, IDS.size)).toMatchObject({
      isDeleted: false,
    });
  });

  it('keeps an unchanged own group linked by id alone', async () => {
    const view = await updateMenuItem(
      deps,
      burgerInput({ translations: [{ languageId: 'en', name: 'Big burger', description: '' }] }),
    );
    expect(view.optionsGroups.map((link) => link.optionsGroupId)).toEqual([IDS.size, IDS.sauce]);
    expect(await optionsGroupStore.getById(deps.store, IDS.sauce)).toEqual({
      ...sauce,
      version: 0,
    });
  });

  it('puts an item moved to another category last there, unless given a sortOrder', async () => {
    const moved = await updateMenuItem(
      deps,
      burgerInput({ menuCategoryId: IDS.drinks, sortOrder: undefined }),
    );
    expect(moved).toMatchObject({ menuCategoryId: IDS.drinks, sortOrder: 0 });
    const back = await updateMenuItem(deps, burgerInput({ sortOrder: undefined }));
    // Last again, after Fries (1). Places are taken from a counter and never given back, so the
    // burger's old place (3) is skipped rather than reused: the order is what the rule promises.
    expect(back).toMatchObject({ menuCategoryId: IDS.food, sortOrder: 4 });
  });

  it("is 400 for another item's own group, whole or by id", async () => {
    const fries = testItem({ id: IDS.fries, sortOrder: 1 });
    const input = { ...burgerInput(), id: fries.id, sortOrder: 1 };
    await expect(
      updateMenuItem(deps, {
        ...input,
        optionsGroups: [{ optionsGroupId: IDS.sauce, sortOrder: 0, optionsGroup: sauceInput() }],
      }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { 'optionsGroups.0.optionsGroupId': 'Unknown options group' },
    });
    await expect(
      updateMenuItem(deps, {
        ...input,
        optionsGroups: [{ optionsGroupId: IDS.sauce, sortOrder: 0 }],
      }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { 'optionsGroups.0.optionsGroupId': 'Unknown options group' },
    });
  });

  it('is 400 for a reusable group sent whole', async () => {
    await expect(
      updateMenuItem(
        deps,
        burgerInput({
          optionsGroups: [
            {
              optionsGroupId: IDS.size,
              sortOrder: 0,
              optionsGroup: sauceInput({
                id: IDS.size,
                options: sauce.options.map((option) => ({ ...option, id: EMPTY_GUID })),
              }),
            },
          ],
        }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      fields: { 'optionsGroups.0.optionsGroup': 'A reusable group is changed on its own' },
    });
  });

  it('is 400 for a move to another menu, an unsaved id, and 404 for an unknown item', async () => {
    await expect(
      updateMenuItem(deps, burgerInput({ menuId: IDS.otherMenu })),
    ).rejects.toMatchObject({
      status: 400,
      fields: { menuId: 'An item cannot move to another menu' },
    });
    await expect(updateMenuItem(deps, burgerInput({ id: EMPTY_GUID }))).rejects.toMatchObject({
      status: 400,
      fields: { id: 'Save the record first' },
    });
    await expect(updateMenuItem(deps, burgerInput({ id: IDS.missing }))).rejects.toMatchObject({
      status: 404,
      message: 'Menu item not found',
    });
  });

  it('is 400 for a category of another menu', async () => {
    await expect(
      updateMenuItem(deps, burgerInput({ menuCategoryId: IDS.otherFood })),
    ).rejects.toMatchObject({ status: 400, fields: { menuCategoryId: 'Unknown category' } });
  });
});

describe('deleteMenuItem', () => {
  it('deletes the item and marks the groups it alone used deleted', async () => {
    expect(await deleteMenuItem(deps, IDS.burger)).toEqual({ id: IDS.burger });
    expect(await menuItemStore.getById(deps.store, IDS.burger)).toBeUndefined();
    expect(await optionsGroupStore.getById(deps.store, IDS.sauce)).toEqual({
      ...sauce,
      isDeleted: true,
      version: 1,
    });
    expect(await optionsGroupStore.getById(deps.store, IDS.size)).toMatchObject({
      isDeleted: false,
    });
    await expect(getMenuItem(deps, IDS.burger)).rejects.toMatchObject({ status: 404 });
  });

  it('is 404 for an unknown item', async () => {
    await expect(deleteMenuItem(deps, IDS.missing)).rejects.toMatchObject({
      status: 404,
      message: 'Menu item not found',
    });
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { EMPTY_GUID, type MenuItem } from '@inroom/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../http/errors';
import { createMenuItem, updateMenuItem, type MenuItemInput } from '../menu-items/service';
import {
  loadMenuPartition,
  menuCategoryStore,
  menuStore,
  optionsGroupStore,
  type Item,
  type ItemKey,
  type Store,
} from '../store';
import { testDependencies } from '../testing/deps';
import { useTestTable } from '../testing/dynalite';
import { burger, IDS, names, seedCatalog, testCategory } from '../testing/fixtures';
import { deletes, withMeanwhile, type StoreRequest } from '../testing/interleave';
import { durationOf, sleepTicks, typicalMs } from '../testing/race-timing';
import { RecordingLogger, type LogLine } from '../testing/logs';
import { strandedRecords } from '../testing/stranded';
import { deleteMenuCategory, updateMenu, type MenuInput } from './service';

// Deleting Food while menu setup places a subcategory under it, each at one moment in turn; then
// while items are created in it, moved out of it and saved in it, all at once, with random delays
// (fast-check, fixed seed): whatever the interleaving, nothing is left under a deleted category,
// an item moved out and answered is where it was moved, every own group is deleted exactly when no
// item links it, and each refusal is one the interleaving explains. (Each of the items' moments in
// turn: "an item written while its category is being deleted" in menu-items/service.test.ts.)

type Save = 'createInFood' | 'createInDrinks' | 'moveBurgerToDrinks' | 'saveFriesInFood';
const SAVES: readonly Save[] = [
  'createInFood',
  'createInDrinks',
  'moveBurgerToDrinks',
  'saveFriesInFood',
];

/** A new item with a group of its own, as the item form sends it. */
const newItem = (menuCategoryId: string, name: string): MenuItemInput => ({
  id: EMPTY_GUID,
  menuId: IDS.menu,
  menuCategoryId,
  price: 9900,
  image: '',
  translations: [{ languageId: 'en', name, description: '' }],
  ingredients: [],
  optionsGroups: [
    {
      optionsGroupId: EMPTY_GUID,
      sortOrder: 0,
      optionsGroup: {
        id: EMPTY_GUID,
        locationId: IDS.hotel,
        type: 2,
        quantity: 0,
        isReusable: false,
        translations: [{ languageId: 'en', name: `${name} dip` }],
        options: [
          {
            id: EMPTY_GUID,
            sortOrder: 0,
            priceDifference: 0,
            translations: [{ languageId: 'en', name: 'Aioli' }],
          },
        ],
      },
    },
  ],
});

/** An item as stored, sent back by its form with changes. */
const savedAs = (item: MenuItem, changes: Partial<MenuItemInput>): MenuItemInput => ({
  ...item,
  ...changes,
});

async function runSave(store: Store, save: Save): Promise<unknown> {
  const deps = testDependencies(store);
  switch (save) {
    case 'createInFood':
      return createMenuItem(deps, newItem(IDS.food, 'Fish'));
    case 'createInDrinks':
      return createMenuItem(deps, newItem(IDS.drinks, 'Juice'));
    case 'moveBurgerToDrinks':
      return updateMenuItem(deps, savedAs(burger, { menuCategoryId: IDS.drinks, price: 4200 }));
    case 'saveFriesInFood': {
      const { items } = await loadMenuPartition(store, IDS.menu);
      const fries = items.find((item) => item.id === IDS.fries);
      if (!fries) throw Object.assign(new Error('gone'), { status: 404 });
      return updateMenuItem(deps, savedAs(fries, { price: 3100 }));
    }
  }
}

/** Up to `most` ms before each request the store sends, drawn from `seed`: interleavings. */
function jitterRequests(store: Store, seed: number, most: number): void {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: a fixed sequence per seed, so a failing run's delays can be read back.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  store.client.middlewareStack.add(
    (nextHandler) => async (args) => {
      await sleep(Math.floor(next() * (most + 1)));
      return nextHandler(args);
    },
    { step: 'initialize', name: 'inroomJitter' },
  );
}

const table = useTestTable();

/** A store with the catalog of IDS, and the service's dependencies on it. */
async function seeded() {
  const store = await table.freshStore();
  await seedCatalog(store);
  return { store, deps: testDependencies(store) };
}

const NOTHING_STRANDED = { categories: [], items: [] };

describe('menu setup placing a subcategory under a category being deleted', () => {
  const food = menuCategoryStore.toItem(testCategory()) as ItemKey;
  const deleteFood = (store: Store) =>
    deleteMenuCategory(testDependencies(store), { id: IDS.food, menuId: IDS.menu });

  /** Menu setup's save: a new Starters under Food, holding a juice moved there from Drinks. */
  const addStarters = async (store: Store) =>
    updateMenu(testDependencies(store), await startersSave(store));

  /** What menu setup sends for addStarters, from the menu as stored. */
  async function startersSave(store: Store): Promise<MenuInput> {
    const menu = (await menuStore.getById(store, IDS.menu))!;
    const { categories, items } = await loadMenuPartition(store, IDS.menu);
    const juice = items.find((item) => item.menuCategoryId === IDS.drinks)!;
    const named = (id: string) => categories.find((category) => category.id === id)!.translations;
    return {
      ...menu,
      menuCategories: [
        {
          id: IDS.food,
          translations: named(IDS.food),
          sortOrder: 0,
          menuItems: [],
          subCategories: [
            {
              id: EMPTY_GUID,
              translations: names('Starters'),
              sortOrder: 0,
              menuItems: [{ id: juice.id, sortOrder: 0 }],
            },
          ],
        },
        {
          id: IDS.drinks,
          translations: named(IDS.drinks),
          sortOrder: 1,
          menuItems: [],
          subCategories: [],
        },
      ],
    };
  }

  /** A store with a juice in Drinks, for menu setup to move. */
  async function withJuice() {
    const { store, deps } = await seeded();
    await createMenuItem(deps, newItem(IDS.drinks, 'Juice'));
    return store;
  }

  /** The categories a BatchWriteItem puts, by their first name. */
  const categoryNamesIn = ({ command, input }: StoreRequest): string[] =>
    command === 'BatchWriteItemCommand'
      ? Object.values(input['RequestItems'] as Record<string, { PutRequest?: { Item: Item } }[]>)
          .flat()
          .flatMap(({ PutRequest }) =>
            PutRequest?.Item['entity'] === 'menuCategory'
              ? [(PutRequest.Item['translations'] as { name: string }[])[0]!.name]
              : [],
          )
      : [];
  const writesCategories = (request: StoreRequest) => categoryNamesIn(request).length > 0;

  /** Food went with all under it, Starters and the juice among them: Drinks is left, empty. */
  async function expectOnlyDrinksLeft(store: Store) {
    expect(await strandedRecords(store, IDS.menu)).toEqual(NOTHING_STRANDED);
    const { categories, items } = await loadMenuPartition(store, IDS.menu);
    expect(categories.map((category) => category.id)).toEqual([IDS.drinks]);
    expect(items).toEqual([]);
  }

  it('writes a new category before a new subcategory under it, one batch after the other', async () => {
    // So that no record ever names a category not yet written, which a delete's second look at the
    // menu would take for one deleted.
    const { store } = await seeded();
    const batches: string[][] = [];
    store.client.middlewareStack.add(
      (next, context) => async (args) => {
        const request = { command: String(context.commandName), input: args.input as Item };
        if (writesCategories(request)) batches.push(categoryNamesIn(request));
        return next(args);
      },
      { step: 'initialize', name: 'inroomCategoryBatches' },
    );
    const menu = (await menuStore.getById(store, IDS.menu))!;
    await updateMenu(testDependencies(store), {
      ...menu,
      menuCategories: [
        {
          id: EMPTY_GUID,
          translations: names('Lunch'),
          sortOrder: 0,
          menuItems: [],
          subCategories: [
            { id: EMPTY_GUID, translations: names('Starters'), sortOrder: 0, menuItems: [] },
          ],
        },
      ],
    });
    expect(batches).toEqual([['Lunch'], ['Starters']]);
  });

  it('reads the whole menu once when nothing it placed was under a deleted category', async () => {
    // The look after its writes reads the menu's categories alone: a drag in a large menu does
    // not read every item twice.
    const store = await withJuice();
    const save = await startersSave(store);
    let wholeMenuReads = 0;
    store.client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as {
          KeyConditionExpression?: string;
          ExpressionAttributeValues?: Record<string, unknown>;
        };
        if (
          context.commandName === 'QueryCommand' &&
          input.ExpressionAttributeValues?.[':pk'] === `MENU#${IDS.menu}` &&
          input.KeyConditionExpression === '#pk = :pk'
        )
          wholeMenuReads += 1;
        return next(args);
      },
      { step: 'initialize', name: 'inroomWholeMenuReads' },
    );
    const view = await updateMenu(testDependencies(store), save);
    expect(JSON.stringify(view)).toContain('Starters');
    expect(wholeMenuReads).toBe(1);
  });

  it('takes back what it placed when the category went before its writes', async () => {
    const store = await withJuice();
    const view = await withMeanwhile(
      store,
      writesCategories,
      () => deleteFood(store),
      () => addStarters(store),
    );
    await expectOnlyDrinksLeft(store);
    expect(JSON.stringify(view)).not.toContain('Starters');
  });

  it('is taken with the category by the delete when written after the delete read the menu', async () => {
    const store = await withJuice();
    const lines: LogLine[] = [];
    const logged = testDependencies(store, { logger: new RecordingLogger(lines) });
    await withMeanwhile(
      store,
      (request) => deletes(request, food),
      () => addStarters(store),
      () => deleteMenuCategory(logged, { id: IDS.food, menuId: IDS.menu }),
    );
    await expectOnlyDrinksLeft(store);
    // The delete's second look took Starters and the juice, and told the operator.
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'records under a deleted category removed',
        categories: 1,
        items: 1,
      }),
    );
  });
});

describe('deleting a category while its items are created and saved', () => {
  it('leaves no item behind it, loses no move out of it, and no group astray', async () => {
    const outcomes = new Map<string, number>();
    const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    // Delays are drawn in ticks of a twentieth of one save, timed here first, so they fall where
    // they should on a slower or busier machine too: in milliseconds, they were written for a save
    // of about 20 ms, and with the machine busy no create in Food was ever answered.
    const saveMs = await typicalMs(3, async () => {
      const { store } = await seeded();
      return durationOf(() => runSave(store, 'createInFood'));
    });
    const tickMs = saveMs / 20;
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...SAVES], { minLength: 1 }),
        // The delete starts up to 40 ticks in (two saves' time), the saves up to 10, so the delete
        // lands anywhere from before their reads to after their writes.
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: SAVES.length }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        async (saves, deleteStart, starts, seed) => {
          const { store, deps } = await seeded();
          jitterRequests(store, seed, Math.round(3 * tickMs));
          const [deleted, ...answers] = await Promise.allSettled([
            sleepTicks(deleteStart, tickMs).then(() =>
              deleteMenuCategory(deps, { id: IDS.food, menuId: IDS.menu }),
            ),
            ...saves.map((save, index) =>
              sleepTicks(starts[index]!, tickMs).then(() => runSave(store, save)),
            ),
          ]);
          expect(deleted).toEqual({ status: 'fulfilled', value: { id: IDS.food } });

          expect(await strandedRecords(store, IDS.menu)).toEqual(NOTHING_STRANDED);
          const { items } = await loadMenuPartition(store, IDS.menu);

          answers.forEach((answer, index) => {
            const save = saves[index]!;
            const reason = answer.status === 'rejected' ? (answer.reason as ApiError) : undefined;
            count(`${save} ${reason?.status ?? 200}`);
            if (save === 'createInDrinks') expect(reason).toBeUndefined();
            if (save === 'createInFood' && reason)
              expect(reason).toMatchObject({ fields: { menuCategoryId: 'Unknown category' } });
            if (save === 'moveBurgerToDrinks' || save === 'saveFriesInFood') {
              const id = save === 'moveBurgerToDrinks' ? IDS.burger : IDS.fries;
              const stored = items.find((item) => item.id === id);
              // Refused only for the delete took the item (and its own group, which a save that
              // read the item before then names: "Unknown options group").
              if (reason) expect(stored).toBeUndefined();
              if (reason) expect([400, 404, 409]).toContain(reason.status);
              if (!reason && save === 'moveBurgerToDrinks')
                expect(stored).toMatchObject({ menuCategoryId: IDS.drinks, price: 4200 });
            }
          });

          // An own group is deleted exactly when no item links it any more.
          const linked = new Set(
            items.flatMap((item) => item.optionsGroups.map((link) => link.optionsGroupId)),
          );
          const own = (await optionsGroupStore.listForLocation(store, IDS.hotel)).filter(
            (group) => !group.isReusable,
          );
          expect(
            own.map((group) => ({ name: group.translations[0]?.name, deleted: group.isDeleted })),
          ).toEqual(
            own.map((group) => ({
              name: group.translations[0]?.name,
              deleted: !linked.has(group.id),
            })),
          );
        },
      ),
      { numRuns: 60 },
    );
    // The runs met the delete on both sides of each save: a new item in Food answered (and taken
    // with Food) and one refused, a move out of Food kept and one refused.
    const seen = Object.fromEntries(outcomes);
    for (const outcome of [
      'createInFood 200',
      'createInFood 400',
      'moveBurgerToDrinks 200',
      'moveBurgerToDrinks 409',
    ])
      expect(
        seen[outcome] ?? 0,
        `${outcome} among ${JSON.stringify(seen)}, one save taking ${saveMs.toFixed(0)} ms`,
      ).toBeGreaterThan(0);
  }, 60_000);
});

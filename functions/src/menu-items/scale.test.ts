import { EMPTY_GUID } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { createMenu, deleteMenu, updateMenu } from '../menus/service';
import { loadMenuPartition, menuItemStore, menuStore, optionsGroupStore } from '../store';
import { useTestDependencies } from '../testing/deps';
import { burger, IDS, idSeries, names, seedCatalog } from '../testing/fixtures';
import {
  largeMenuItem,
  menuItemInputOf,
  seedLargeMenu,
  type LargeMenu,
} from '../testing/large-menu';
import { storeCost } from '../testing/menu-scale';
import { createMenuItem, updateMenuItem } from './service';

// Issue 14, "writes that do not grow with the menu": one item's create or update costs the same
// store calls and reads in a menu of 4 items as in one of 300, and whatever number of groups of
// their own the other items have. Calls alone would not show it (a whole-partition Query is one
// call until its page passes 1 MB), so the items read are counted too.

const deps = useTestDependencies();

/** A new item for the menu, as the item form sends it: last in a category, no sortOrder. */
const newItemOf = (menu: LargeMenu, n: number) => menuItemInputOf(largeMenuItem(menu, n));

const ownGroupId = idSeries('b1000008');

/**
 * Groups of items' own (not reusable), `count` of them, as a location holds when its items each
 * have one: kept in the location's partition beside its reusable groups.
 */
async function addOwnGroups(menu: LargeMenu, count: number): Promise<void> {
  const [template] = menu.groups;
  await optionsGroupStore.putMany(
    deps.store,
    Array.from({ length: count }, (_, n) => ({
      ...template!,
      id: ownGroupId(menu.menuNumber * 1_000 + n),
      isReusable: false,
    })),
  );
}

/** What creating an item, then changing it and moving it to another category, cost. */
async function writeCosts(items: number, menuNumber: number, ownGroups = 0) {
  const menu = await seedLargeMenu(deps.store, { items, menuNumber });
  await addOwnGroups(menu, ownGroups);
  let createdId = '';
  const create = await storeCost(deps.store, async () => {
    createdId = (await createMenuItem(deps, newItemOf(menu, items))).id;
  });
  const created = await menuItemStore.get(deps.store, menu.menu.id, createdId);
  const saved = menuItemInputOf({ ...created!, image: '' }, true);
  const update = await storeCost(deps.store, () =>
    updateMenuItem(deps, { ...saved, price: saved.price + 100 }),
  );
  const otherCategory = menu.categories.find((category) => category.id !== created!.menuCategoryId);
  const move = await storeCost(deps.store, () =>
    updateMenuItem(deps, { ...saved, menuCategoryId: otherCategory!.id, sortOrder: undefined }),
  );
  return { create, update, move };
}

describe('the cost of writing one item', () => {
  it('is the same in a menu of 4 items as in one of 300, and small', async () => {
    // The new items' numbers, 4 and 300, give both the same links: 2 groups, 2 ingredients.
    const small = await writeCosts(4, 1);
    const large = await writeCosts(300, 2);
    expect(large).toEqual(small);
    // The menu by id and the category by key, the location with its ingredients, the groups the
    // item links, a place at the end of the category, the item, then the category once more (a
    // delete meanwhile would leave the item behind).
    expect(small.create.calls).toBeLessThanOrEqual(7);
    expect(small.update.calls).toBeLessThanOrEqual(7);
    expect(small.move.calls).toBeLessThanOrEqual(8);
    // The location and its 12 ingredients, the item's 2 groups, the menu, the category and the
    // item (the category twice): never the menu's items, nor the location's other groups.
    expect(small.create.itemsRead).toBeLessThanOrEqual(19);
    expect(small.move.itemsRead).toBeLessThanOrEqual(20);
  });

  it("is the same whatever number of groups of their own the location's other items have", async () => {
    const none = await writeCosts(4, 3);
    const many = await writeCosts(4, 4, 300);
    expect(many).toEqual(none);
  });
});

describe('the place of a new item', () => {
  it('is last in its category for concurrent creates, each its own', async () => {
    const menu = await seedLargeMenu(deps.store, { items: 40, categories: 4 });
    const [category] = menu.categories;
    const before = menu.items.filter((item) => item.menuCategoryId === category!.id);
    const views = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        createMenuItem(deps, { ...newItemOf(menu, n), menuCategoryId: category!.id }),
      ),
    );
    const places = views.map((view) => view.sortOrder).sort((a, b) => a - b);
    const last = Math.max(...before.map((item) => item.sortOrder));
    expect(new Set(places).size).toBe(8);
    expect(places[0]).toBeGreaterThan(last);
  });

  it('comes after items placed at a chosen sortOrder, by the form or by menu setup', async () => {
    const menu = await seedLargeMenu(deps.store, { items: 6, categories: 2 });
    const [first, second] = menu.categories;
    const inFirst = { ...newItemOf(menu, 0), menuCategoryId: first!.id };
    await createMenuItem(deps, { ...inFirst, sortOrder: 40 });
    const afterForm = await createMenuItem(deps, inFirst);
    expect(afterForm.sortOrder).toBe(41);

    // Menu setup moves that item to the end of the second category (after its 3 items).
    const listed = [...menu.items.filter((item) => item.menuCategoryId === second!.id), afterForm];
    const stored = await menuStore.get(deps.store, menu.location.id, menu.menu.id);
    await updateMenu(deps, {
      ...stored!,
      menuCategories: menu.categories.map((category) => ({
        id: category.id,
        translations: category.translations,
        sortOrder: category.sortOrder,
        subCategories: [],
        menuItems:
          category.id === second!.id
            ? listed.map((item, sortOrder) => ({ id: item.id, sortOrder }))
            : [],
      })),
    });
    const afterSetup = await createMenuItem(deps, { ...inFirst, menuCategoryId: second!.id });
    expect(afterSetup.sortOrder).toBe(listed.length);
  });

  it('counts the items of a menu from before the record of category ends once, then never', async () => {
    await seedCatalog(deps.store);
    const input = {
      ...menuItemInputOf(burger),
      id: EMPTY_GUID,
      optionsGroups: [],
    };
    const first = await storeCost(deps.store, async () =>
      expect((await createMenuItem(deps, input)).sortOrder).toBe(burger.sortOrder + 1),
    );
    const second = await storeCost(deps.store, async () =>
      expect((await createMenuItem(deps, input)).sortOrder).toBe(burger.sortOrder + 2),
    );
    const { items } = await loadMenuPartition(deps.store, IDS.menu);
    expect(first.itemsRead).toBeGreaterThanOrEqual(second.itemsRead + items.length - 2);
    expect(second.calls).toBeLessThan(first.calls);
  });

  it('is kept from menu/create on, and goes with the menu', async () => {
    const large = await seedLargeMenu(deps.store, { items: 0 });
    const made = await createMenu(deps, {
      ...large.menu,
      id: EMPTY_GUID,
      menuCategories: [
        {
          id: EMPTY_GUID,
          translations: names('Soups'),
          sortOrder: 0,
          subCategories: [],
          menuItems: [],
        },
      ],
    });
    const input = {
      ...newItemOf(large, 0),
      menuId: made.id,
      menuCategoryId: made.menuCategories[0]!.id,
    };
    const places: number[] = [];
    const create = async () => places.push((await createMenuItem(deps, input)).sortOrder);
    // Nothing to count first: the first place costs what every later one does.
    expect(await storeCost(deps.store, create)).toEqual(await storeCost(deps.store, create));
    expect(places).toEqual([0, 1]);

    await deleteMenu(deps, made.id);
    expect(await deps.store.queryPartition({ partitionKey: `MENU#${made.id}` })).toEqual([]);
  });
});

import { performance } from 'node:perf_hooks';
import { addMenuLanguage, updateMenu, type MenuInput } from '../menus/service';
import type { CategoryTreeInput } from '../menus/tree';
import { countStoreCalls, menuItemStore, menuStore, type Store } from '../store';
import { testDependencies } from './deps';
import { startTestTable } from './dynalite';
import { seedLargeMenu, type LargeMenu } from './large-menu';

// What the bulk changes of a 500-item menu cost now that each record is written on condition of
// its version (updateEach) rather than in unconditional batches: adding a language (every item,
// ingredient and group gets texts) and a menu setup save that reverses every category's items.
// On dynalite in this process: `cd functions && npx tsx src/testing/measure-bulk-changes.ts`.
// Timings are this machine's; the store calls are exact.

/** Menu setup's tree with every category's items in reverse order: every item moves. */
async function reversedTree(store: Store, menu: LargeMenu): Promise<CategoryTreeInput[]> {
  const items = await menuItemStore.listForMenu(store, menu.menu.id);
  const placements = (categoryId: string) =>
    items
      .filter((item) => item.menuCategoryId === categoryId)
      .sort((a, b) => b.sortOrder - a.sortOrder)
      .map((item, sortOrder) => ({ id: item.id, sortOrder }));
  const node = ({ id, translations, sortOrder }: LargeMenu['categories'][number]) => ({
    id,
    translations,
    sortOrder,
    menuItems: placements(id),
  });
  return menu.categories
    .filter((category) => category.parentCategoryId === null)
    .map((category) => ({
      ...node(category),
      subCategories: menu.categories
        .filter((subcategory) => subcategory.parentCategoryId === category.id)
        .map(node),
    }));
}

async function timed(store: Store, action: () => Promise<unknown>) {
  const calls = countStoreCalls(store);
  const started = performance.now();
  try {
    await action();
    return { ms: Math.round(performance.now() - started), storeCalls: calls.total() };
  } finally {
    calls.detach();
  }
}

const table = await startTestTable();
try {
  // The first round pays for compiling; it is printed too, to be seen.
  for (let round = 0; round < 4; round += 1) {
    const store = await table.freshStore();
    const deps = testDependencies(store);
    const menu = await seedLargeMenu(store, { items: 500 });
    const addLanguage = await timed(store, () => addMenuLanguage(deps, menu.menu.id, 'de'));
    const stored = (await menuStore.getById(store, menu.menu.id))!;
    const input: MenuInput = { ...stored, menuCategories: await reversedTree(store, menu) };
    const reorder = await timed(store, () => updateMenu(deps, input));
    console.log(JSON.stringify({ round, items: 500, addLanguage, reorderEveryItem: reorder }));
  }
} finally {
  await table.stop();
}

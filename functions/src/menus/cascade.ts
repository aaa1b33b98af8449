import type { MenuCategory, MenuItem } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import {
  loadMenuPartition,
  menuCategoryStore,
  menuItemStore,
  optionsGroupStore,
  type MenuPartition,
  type Store,
} from '../store';
import { liveCategoryIds, parentsFirst } from './tree';

// How deleting a menu or a category takes what is under it, and how saves beside a delete keep
// from leaving anything under a category that is gone (docs/data.md, "Records written while their
// category is deleted").

/**
 * Marks deleted the non-reusable options groups the items link to: such a group lives only inside
 * its item, so it goes with it (spec §4). Reusable groups stay for the location's other items.
 */
async function deleteOwnGroups(store: Store, locationId: string, items: readonly MenuItem[]) {
  const linked = new Set(
    items.flatMap((item) => item.optionsGroups.map((link) => link.optionsGroupId)),
  );
  if (linked.size === 0) return;
  const groups = await optionsGroupStore.listForLocation(store, locationId);
  await optionsGroupStore.markDeleted(
    store,
    groups.filter((group) => linked.has(group.id) && !group.isReusable),
  );
}

/**
 * The items, each only while still at the version read (a save since decides), and the groups the
 * removed ones alone used: the items removed.
 */
async function removeItemsIfUnchanged(
  store: Store,
  locationId: string,
  items: readonly MenuItem[],
): Promise<MenuItem[]> {
  if (items.length === 0) return [];
  const removed = await menuItemStore.removeEachIfUnchanged(store, items);
  await deleteOwnGroups(store, locationId, removed);
  return removed;
}

/** A menu's categories and items, and the groups the items alone used. */
export async function deleteContent(store: Store, locationId: string, content: MenuPartition) {
  await deleteOwnGroups(store, locationId, content.items);
  await Promise.all([
    menuItemStore.removeMany(store, content.items),
    menuCategoryStore.removeMany(store, content.categories),
  ]);
}

/** New categories, each level after the one above it: none is written before its parent. */
export async function putParentsFirst(
  store: Store,
  categories: readonly MenuCategory[],
): Promise<MenuCategory[]> {
  const written: MenuCategory[] = [];
  for (const level of parentsFirst(categories))
    written.push(...(await menuCategoryStore.putMany(store, level)));
  return written;
}

/**
 * Removes what a category's delete stranded, and answers what is left, or undefined when nothing
 * was: categories under a category that is gone, and items whose category is gone or stranded,
 * written by a save that ran alongside the delete. Safe whenever it runs, for no save writes a
 * record before the category it names: an item's create and save find the category first, and new
 * categories are written parents first, before anything moves into them. Items go only while
 * still at the version read (with the groups they alone used), so a save meanwhile decides.
 */
export async function removeStranded(
  { store, logger }: Pick<Dependencies, 'store' | 'logger'>,
  locationId: string,
  { categories, items }: MenuPartition,
): Promise<MenuPartition | undefined> {
  const live = liveCategoryIds(categories);
  const stranded = categories.filter((category) => !live.has(category.id));
  const strandedItems = items.filter((item) => !live.has(item.menuCategoryId));
  if (stranded.length === 0 && strandedItems.length === 0) return undefined;
  const removed = await removeItemsIfUnchanged(store, locationId, strandedItems);
  await menuCategoryStore.removeMany(store, stranded);
  // Seen only when a save and a delete met: how often that happens is worth knowing.
  logger.info('records under a deleted category removed', {
    categories: stranded.length,
    items: removed.length,
  });
  return {
    categories: categories.filter((category) => live.has(category.id)),
    items: items.filter((item) => live.has(item.menuCategoryId)),
  };
}

/**
 * The items of these categories, each only while still at the version read (an item saved since,
 * moved out of them perhaps, is not taken), and the groups the removed ones alone used.
 */
export async function deleteItemsOf(
  store: Store,
  locationId: string,
  items: readonly MenuItem[],
  categoryIds: ReadonlySet<string>,
): Promise<void> {
  await removeItemsIfUnchanged(
    store,
    locationId,
    items.filter((item) => categoryIds.has(item.menuCategoryId)),
  );
}

/**
 * After menu setup's writes: removeStranded, when what it wrote may be under a category deleted
 * meanwhile. Told by the menu's categories alone (a small Query): a category of them stranded, or
 * an item it moved into a category not among them. Only then is the whole menu read again, so a
 * drag in menu setup does not read a large menu twice.
 */
export async function removeStrandedAfterPlacing(
  deps: Pick<Dependencies, 'store' | 'logger'>,
  menu: { id: string; locationId: string },
  placedItems: readonly MenuItem[],
): Promise<MenuPartition | undefined> {
  const categories = await menuCategoryStore.listForMenu(deps.store, menu.id);
  const live = liveCategoryIds(categories);
  const placedUnderLive = placedItems.every((item) => live.has(item.menuCategoryId));
  if (live.size === categories.length && placedUnderLive) return undefined;
  return removeStranded(deps, menu.locationId, await loadMenuPartition(deps.store, menu.id));
}

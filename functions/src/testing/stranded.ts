import { liveCategoryIds } from '../menus/tree';
import { loadMenuPartition, type Store } from '../store';

/**
 * What a menu holds that no view shows: categories under a category that is gone, and items whose
 * category is gone or such a category. A race between a delete and a save must leave none.
 */
export async function strandedRecords(store: Store, menuId: string) {
  const { categories, items } = await loadMenuPartition(store, menuId);
  const live = liveCategoryIds(categories);
  return {
    categories: categories.filter((category) => !live.has(category.id)),
    items: items.filter((item) => !live.has(item.menuCategoryId)),
  };
}

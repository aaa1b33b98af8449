import { compareBySortOrder, type MenuCategory, type MenuItem } from '@inroom/shared';
import type { Store } from '../store';
import { menuCategoryStore } from './menu-category';
import { menuItemStore } from './menu-item';

/** A menu's categories and items, each in sortOrder. */
export interface MenuPartition {
  categories: MenuCategory[];
  items: MenuItem[];
}

/** Every category and item of a menu in one Query of partition MENU#<id>. */
export async function loadMenuPartition(store: Store, menuId: string): Promise<MenuPartition> {
  const items = await store.queryPartition({ partitionKey: `MENU#${menuId}` });
  return {
    categories: items
      .filter(menuCategoryStore.isItem)
      .map(menuCategoryStore.fromItem)
      .sort(compareBySortOrder),
    items: items.filter(menuItemStore.isItem).map(menuItemStore.fromItem).sort(compareBySortOrder),
  };
}

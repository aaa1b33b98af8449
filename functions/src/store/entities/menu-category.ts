import { compareBySortOrder, menuCategorySchema, type MenuCategory } from '@inroom/shared';
import type { Item, Store } from '../store';
import { withoutKeys } from '../store';

// Access patterns: one category (Get MENU#<menuId>/CAT#<id>); a menu's categories and subcategories
// (Query MENU#<menuId> begins_with CAT#). The tree is built from parentCategoryId by the caller.
const PREFIX = 'CAT#';
const keys = (menuId: string, id: string) => ({ PK: `MENU#${menuId}`, SK: `${PREFIX}${id}` });

function toItem(category: MenuCategory): Item {
  return { ...keys(category.menuId, category.id), entity: 'menuCategory', ...category };
}

function fromItem(item: Item): MenuCategory {
  return menuCategorySchema.parse(withoutKeys(item));
}

export const menuCategoryStore = {
  async get(store: Store, menuId: string, id: string): Promise<MenuCategory | undefined> {
    const item = await store.get(keys(menuId, id));
    return item ? fromItem(item) : undefined;
  },
  /** Every category of a menu, subcategories included, in sortOrder. */
  async listForMenu(store: Store, menuId: string): Promise<MenuCategory[]> {
    const items = await store.queryPartition({
      partitionKey: `MENU#${menuId}`,
      sortKeyPrefix: PREFIX,
    });
    return items.map(fromItem).sort(compareBySortOrder);
  },
  async create(store: Store, category: MenuCategory): Promise<void> {
    await store.put(toItem(category), { ifNotExists: true });
  },
  /** Writes the category whether or not it exists. */
  async put(store: Store, category: MenuCategory): Promise<void> {
    await store.put(toItem(category));
  },
};

import { compareBySortOrder, menuCategorySchema, type MenuCategory } from '@inroom/shared';
import { defineEntity } from '../entity';
import type { Store } from '../store';

// Access patterns: one category (Get MENU#<menuId>/CAT#<id>); a menu's categories and subcategories
// (Query MENU#<menuId> begins_with CAT#). The tree is built from parentCategoryId by the caller.
const PREFIX = 'CAT#';
const keys = (menuId: string, id: string) => ({ PK: `MENU#${menuId}`, SK: `${PREFIX}${id}` });

const categories = defineEntity({
  entity: 'menuCategory',
  schema: menuCategorySchema,
  keys: (category: MenuCategory) => keys(category.menuId, category.id),
  versioned: true,
});

export const menuCategoryStore = {
  get: (store: Store, menuId: string, id: string) => categories.get(store, keys(menuId, id)),
  /** Every category of a menu, subcategories included, in sortOrder. */
  async listForMenu(store: Store, menuId: string): Promise<MenuCategory[]> {
    const list = await categories.list(store, {
      partitionKey: `MENU#${menuId}`,
      sortKeyPrefix: PREFIX,
    });
    return list.sort(compareBySortOrder);
  },
  create: categories.create,
  put: categories.put,
  update: categories.update,
  putMany: categories.putMany,
  updateEach: categories.updateEach,
  remove: categories.remove,
  removeMany: categories.removeMany,
  isItem: categories.isItem,
  fromItem: categories.fromItem,
  toItem: categories.toItem,
};

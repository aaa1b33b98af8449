import { compareBySortOrder, menuItemSchema, type MenuItem } from '@inroom/shared';
import { defineEntity } from '../entity';
import type { Store } from '../store';

// Access patterns: one item (Get MENU#<menuId>/ITEM#<id>); a menu's items (Query MENU#<menuId>
// begins_with ITEM#); one item by id alone, for routes that carry only the item id (Query GSI1
// ITEM#<id>). Ingredient and options group links are stored inside the item.
const PREFIX = 'ITEM#';
const keys = (menuId: string, id: string) => ({ PK: `MENU#${menuId}`, SK: `${PREFIX}${id}` });
const byIdKey = (id: string) => `${PREFIX}${id}`;

const menuItems = defineEntity({
  entity: 'menuItem',
  versioned: true,
  schema: menuItemSchema,
  keys: (menuItem: MenuItem) => ({
    ...keys(menuItem.menuId, menuItem.id),
    GSI1PK: byIdKey(menuItem.id),
    GSI1SK: 'ITEM',
  }),
});

export const menuItemStore = {
  get: (store: Store, menuId: string, id: string) => menuItems.get(store, keys(menuId, id)),
  getById: (store: Store, id: string) => menuItems.getByIndex(store, 'GSI1', byIdKey(id)),
  /** Every item of a menu, across its categories, in sortOrder. */
  async listForMenu(store: Store, menuId: string): Promise<MenuItem[]> {
    const list = await menuItems.list(store, {
      partitionKey: `MENU#${menuId}`,
      sortKeyPrefix: PREFIX,
    });
    return list.sort(compareBySortOrder);
  },
  create: menuItems.create,
  put: menuItems.put,
  update: menuItems.update,
  putMany: menuItems.putMany,
  updateEach: menuItems.updateEach,
  remove: menuItems.remove,
  removeMany: menuItems.removeMany,
  removeIfUnchanged: menuItems.removeIfUnchanged,
  removeEachIfUnchanged: menuItems.removeEachIfUnchanged,
  isItem: menuItems.isItem,
  fromItem: menuItems.fromItem,
  toItem: menuItems.toItem,
};

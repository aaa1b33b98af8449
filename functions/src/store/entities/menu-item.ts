import { compareBySortOrder, menuItemSchema, type MenuItem } from '@inroom/shared';
import type { Item, Store } from '../store';
import { withoutKeys } from '../store';

// Access patterns: one item (Get MENU#<menuId>/ITEM#<id>); a menu's items (Query MENU#<menuId>
// begins_with ITEM#); one item by id alone, for routes that carry only the item id (Query GSI1
// ITEM#<id>). Ingredient and options group links are stored inside the item.
const PREFIX = 'ITEM#';
const keys = (menuId: string, id: string) => ({ PK: `MENU#${menuId}`, SK: `${PREFIX}${id}` });
const byIdKeys = (id: string) => ({ GSI1PK: `${PREFIX}${id}`, GSI1SK: 'ITEM' });

function toItem(menuItem: MenuItem): Item {
  return {
    ...keys(menuItem.menuId, menuItem.id),
    ...byIdKeys(menuItem.id),
    entity: 'menuItem',
    ...menuItem,
  };
}

function fromItem(item: Item): MenuItem {
  return menuItemSchema.parse(withoutKeys(item));
}

export const menuItemStore = {
  async get(store: Store, menuId: string, id: string): Promise<MenuItem | undefined> {
    const item = await store.get(keys(menuId, id));
    return item ? fromItem(item) : undefined;
  },
  async getById(store: Store, id: string): Promise<MenuItem | undefined> {
    const [item] = await store.queryPartition({
      index: 'GSI1',
      partitionKey: byIdKeys(id).GSI1PK,
      limit: 1,
    });
    return item ? fromItem(item) : undefined;
  },
  /** Every item of a menu, across its categories, in sortOrder. */
  async listForMenu(store: Store, menuId: string): Promise<MenuItem[]> {
    const items = await store.queryPartition({
      partitionKey: `MENU#${menuId}`,
      sortKeyPrefix: PREFIX,
    });
    return items.map(fromItem).sort(compareBySortOrder);
  },
  async create(store: Store, menuItem: MenuItem): Promise<void> {
    await store.put(toItem(menuItem), { ifNotExists: true });
  },
  /** Writes the item whether or not it exists. */
  async put(store: Store, menuItem: MenuItem): Promise<void> {
    await store.put(toItem(menuItem));
  },
};

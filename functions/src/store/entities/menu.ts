import { compareBySortOrder, menuSchema, type Menu } from '@inroom/shared';
import type { Item, Store } from '../store';
import { withoutKeys } from '../store';

// Access patterns: one menu (Get LOC#<locationId>/MENU#<id>); a location's menus (Query
// LOC#<locationId> begins_with MENU#); one menu by id alone, for routes that carry only the menu id
// (Query GSI1 MENU#<id>). The menu's categories and items live in their own partition MENU#<id>.
const PREFIX = 'MENU#';
const keys = (locationId: string, id: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${id}`,
});
const byIdKeys = (id: string) => ({ GSI1PK: `${PREFIX}${id}`, GSI1SK: 'MENU' });

function toItem(menu: Menu): Item {
  return { ...keys(menu.locationId, menu.id), ...byIdKeys(menu.id), entity: 'menu', ...menu };
}

function fromItem(item: Item): Menu {
  return menuSchema.parse(withoutKeys(item));
}

export const menuStore = {
  async get(store: Store, locationId: string, id: string): Promise<Menu | undefined> {
    const item = await store.get(keys(locationId, id));
    return item ? fromItem(item) : undefined;
  },
  async getById(store: Store, id: string): Promise<Menu | undefined> {
    const [item] = await store.queryPartition({
      index: 'GSI1',
      partitionKey: byIdKeys(id).GSI1PK,
      limit: 1,
    });
    return item ? fromItem(item) : undefined;
  },
  /** A location's menus, in sortOrder. */
  async listForLocation(store: Store, locationId: string): Promise<Menu[]> {
    const items = await store.queryPartition({
      partitionKey: `LOC#${locationId}`,
      sortKeyPrefix: PREFIX,
    });
    return items.map(fromItem).sort(compareBySortOrder);
  },
  async create(store: Store, menu: Menu): Promise<void> {
    await store.put(toItem(menu), { ifNotExists: true });
  },
  /** Writes the menu whether or not it exists. */
  async put(store: Store, menu: Menu): Promise<void> {
    await store.put(toItem(menu));
  },
};

import { compareBySortOrder, menuSchema, type Menu } from '@inroom/shared';
import { defineEntity } from '../entity';
import type { Store } from '../store';

// Access patterns: one menu (Get LOC#<locationId>/MENU#<id>); a location's menus (Query
// LOC#<locationId> begins_with MENU#); one menu by id alone, for routes that carry only the menu id
// (Query GSI1 MENU#<id>). The menu's categories and items live in their own partition MENU#<id>.
const PREFIX = 'MENU#';
const keys = (locationId: string, id: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${id}`,
});
const byIdKey = (id: string) => `${PREFIX}${id}`;

const menus = defineEntity({
  entity: 'menu',
  versioned: true,
  schema: menuSchema,
  keys: (menu: Menu) => ({
    ...keys(menu.locationId, menu.id),
    GSI1PK: byIdKey(menu.id),
    GSI1SK: 'MENU',
  }),
});

export const menuStore = {
  get: (store: Store, locationId: string, id: string) => menus.get(store, keys(locationId, id)),
  getById: (store: Store, id: string) => menus.getByIndex(store, 'GSI1', byIdKey(id)),
  /** A location's menus, in sortOrder. */
  async listForLocation(store: Store, locationId: string): Promise<Menu[]> {
    const list = await menus.list(store, {
      partitionKey: `LOC#${locationId}`,
      sortKeyPrefix: PREFIX,
    });
    return list.sort(compareBySortOrder);
  },
  create: menus.create,
  put: menus.put,
  update: menus.update,
  putMany: menus.putMany,
  updateEach: menus.updateEach,
  remove: menus.remove,
  removeMany: menus.removeMany,
  isItem: menus.isItem,
  fromItem: menus.fromItem,
  toItem: menus.toItem,
};

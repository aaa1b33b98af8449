import { optionsGroupSchema, type OptionsGroup } from '@inroom/shared';
import { defineEntity } from '../entity';
import type { Item, Store } from '../store';

// Access patterns: one group (Get LOC#<locationId>/OPTGRP#<id>); some groups of a location by id
// (BatchGetItem of those keys); a location's groups (Query
// LOC#<locationId> begins_with OPTGRP#); one group by id alone, for routes that carry only the id
// (Query GSI1 OPTGRP#<id>). The options are stored inside their group.
const PREFIX = 'OPTGRP#';
const keys = (locationId: string, id: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${id}`,
});
const byIdKey = (id: string) => `${PREFIX}${id}`;

const groups = defineEntity({
  entity: 'optionsGroup',
  versioned: true,
  schema: optionsGroupSchema,
  keys: (group: OptionsGroup) => ({
    ...keys(group.locationId, group.id),
    GSI1PK: byIdKey(group.id),
    GSI1SK: 'OPTGRP',
  }),
});

const withSortedOptions = (group: OptionsGroup): OptionsGroup => ({
  ...group,
  options: [...group.options].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id)),
});

export const optionsGroupStore = {
  async get(store: Store, locationId: string, id: string): Promise<OptionsGroup | undefined> {
    const group = await groups.get(store, keys(locationId, id));
    return group && withSortedOptions(group);
  },
  async getById(store: Store, id: string): Promise<OptionsGroup | undefined> {
    const group = await groups.getByIndex(store, 'GSI1', byIdKey(id));
    return group && withSortedOptions(group);
  },
  /**
   * The named groups of a location that exist (deleted ones included), in no particular order: one
   * BatchGetItem, however many groups the location holds.
   */
  async getMany(store: Store, locationId: string, ids: Iterable<string>): Promise<OptionsGroup[]> {
    const items = await store.getMany([...ids].map((id) => keys(locationId, id)));
    return items.map((item) => withSortedOptions(groups.fromItem(item)));
  },
  /** A location's groups (deleted ones included; callers filter on isDeleted), in key (id) order. */
  async listForLocation(store: Store, locationId: string): Promise<OptionsGroup[]> {
    const list = await groups.list(store, {
      partitionKey: `LOC#${locationId}`,
      sortKeyPrefix: PREFIX,
    });
    return list.map(withSortedOptions);
  },
  create: groups.create,
  put: groups.put,
  update: groups.update,
  putMany: groups.putMany,
  async updateEach(
    store: Store,
    records: readonly OptionsGroup[],
    change: (current: OptionsGroup) => OptionsGroup | undefined,
  ): Promise<OptionsGroup[]> {
    return (await groups.updateEach(store, records, change)).map(withSortedOptions);
  },
  /**
   * Marks groups deleted (orders keep their copy of the names), each on condition it is at the
   * version read, or again on top of a save meanwhile: the cascade of an item's or menu's delete.
   */
  async markDeleted(store: Store, records: readonly OptionsGroup[]): Promise<OptionsGroup[]> {
    return optionsGroupStore.updateEach(store, records, (group) =>
      group.isDeleted ? undefined : { ...group, isDeleted: true },
    );
  },
  remove: groups.remove,
  removeMany: groups.removeMany,
  isItem: groups.isItem,
  fromItem: (item: Item) => withSortedOptions(groups.fromItem(item)),
  toItem: groups.toItem,
};

import { optionsGroupSchema, type OptionsGroup } from '@inroom/shared';
import type { Item, Store } from '../store';
import { withoutKeys } from '../store';

// Access patterns: one group (Get LOC#<locationId>/OPTGRP#<id>); a location's groups (Query
// LOC#<locationId> begins_with OPTGRP#); one group by id alone, for routes that carry only the id
// (Query GSI1 OPTGRP#<id>). The options are stored inside their group.
const PREFIX = 'OPTGRP#';
const keys = (locationId: string, id: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${id}`,
});
const byIdKeys = (id: string) => ({ GSI1PK: `${PREFIX}${id}`, GSI1SK: 'OPTGRP' });

function toItem(group: OptionsGroup): Item {
  return {
    ...keys(group.locationId, group.id),
    ...byIdKeys(group.id),
    entity: 'optionsGroup',
    ...group,
  };
}

function fromItem(item: Item): OptionsGroup {
  const group = optionsGroupSchema.parse(withoutKeys(item));
  return {
    ...group,
    options: [...group.options].sort(
      (a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id),
    ),
  };
}

export const optionsGroupStore = {
  async get(store: Store, locationId: string, id: string): Promise<OptionsGroup | undefined> {
    const item = await store.get(keys(locationId, id));
    return item ? fromItem(item) : undefined;
  },
  async getById(store: Store, id: string): Promise<OptionsGroup | undefined> {
    const [item] = await store.queryPartition({
      index: 'GSI1',
      partitionKey: byIdKeys(id).GSI1PK,
      limit: 1,
    });
    return item ? fromItem(item) : undefined;
  },
  /** A location's groups (deleted ones included; callers filter on isDeleted), in key (id) order. */
  async listForLocation(store: Store, locationId: string): Promise<OptionsGroup[]> {
    const items = await store.queryPartition({
      partitionKey: `LOC#${locationId}`,
      sortKeyPrefix: PREFIX,
    });
    return items.map(fromItem);
  },
  async create(store: Store, group: OptionsGroup): Promise<void> {
    await store.put(toItem(group), { ifNotExists: true });
  },
  /** Writes the group whether or not it exists. */
  async put(store: Store, group: OptionsGroup): Promise<void> {
    await store.put(toItem(group));
  },
};

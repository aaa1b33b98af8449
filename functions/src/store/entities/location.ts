import { locationSummarySchema, type LocationSummary } from '@inroom/shared';
import type { Item, Store } from '../store';
import { withoutKeys } from '../store';

// Access patterns: one location by id (Get LOC#<id>/LOC); all locations by name (Query GSI1 LOCS).
const keys = (id: string) => ({ PK: `LOC#${id}`, SK: 'LOC' });
const ALL_LOCATIONS = 'LOCS';

function toItem(location: LocationSummary): Item {
  // The country is reference data, joined on read; only its id is stored.
  const { country: _country, ...stored } = location;
  return {
    ...keys(location.id),
    GSI1PK: ALL_LOCATIONS,
    // Sorted by name, case-insensitively; the id keeps two equal names apart.
    GSI1SK: `${location.name.toLowerCase()}#${location.id}`,
    entity: 'location',
    ...stored,
  };
}

function fromItem(item: Item): LocationSummary {
  return locationSummarySchema.parse(withoutKeys(item));
}

export const locationStore = {
  async get(store: Store, id: string): Promise<LocationSummary | undefined> {
    const item = await store.get(keys(id));
    return item ? fromItem(item) : undefined;
  },
  async listByName(store: Store): Promise<LocationSummary[]> {
    const items = await store.queryPartition({ index: 'GSI1', partitionKey: ALL_LOCATIONS });
    return items.map(fromItem);
  },
  async create(store: Store, location: LocationSummary): Promise<void> {
    await store.put(toItem(location), { ifNotExists: true });
  },
};

import { locationSummarySchema, type LocationSummary } from '@inroom/shared';
import { defineEntity } from '../entity';
import type { Store } from '../store';

// Access patterns: one location by id (Get LOC#<id>/LOC); all locations by name (Query GSI1 LOCS).
const keys = (id: string) => ({ PK: `LOC#${id}`, SK: 'LOC' });
const ALL_LOCATIONS = 'LOCS';

const locations = defineEntity({
  entity: 'location',
  versioned: true,
  schema: locationSummarySchema,
  keys: (location: LocationSummary) => ({
    ...keys(location.id),
    GSI1PK: ALL_LOCATIONS,
    // Sorted by name, case-insensitively; the id keeps two equal names apart.
    GSI1SK: `${location.name.toLowerCase()}#${location.id}`,
  }),
  // The country is reference data, joined on read; only its id is stored.
  stored: ({ country: _country, ...stored }) => stored,
});

export const locationStore = {
  get: (store: Store, id: string) => locations.get(store, keys(id)),
  listByName: (store: Store) =>
    locations.list(store, { index: 'GSI1', partitionKey: ALL_LOCATIONS }),
  create: locations.create,
  put: locations.put,
  update: locations.update,
  putMany: locations.putMany,
  remove: locations.remove,
  removeMany: locations.removeMany,
  isItem: locations.isItem,
  fromItem: locations.fromItem,
  toItem: locations.toItem,
};

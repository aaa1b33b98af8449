import { locationChildLinkSchema, type LocationChildLink } from '@inroom/shared';
import type { Item, Store } from '../store';
import { withoutKeys } from '../store';

// Access patterns: one link (Get LOC#<locationId>/CHILD#<childLocationId>); a location's children
// (Query LOC#<locationId> begins_with CHILD#).
const PREFIX = 'CHILD#';
const keys = (locationId: string, childLocationId: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${childLocationId}`,
});

function toItem(link: LocationChildLink): Item {
  return { ...keys(link.locationId, link.childLocationId), entity: 'locationChildLink', ...link };
}

function fromItem(item: Item): LocationChildLink {
  return locationChildLinkSchema.parse(withoutKeys(item));
}

export const locationChildLinkStore = {
  async get(
    store: Store,
    locationId: string,
    childLocationId: string,
  ): Promise<LocationChildLink | undefined> {
    const item = await store.get(keys(locationId, childLocationId));
    return item ? fromItem(item) : undefined;
  },
  /** A location's child locations, in sortOrder. */
  async listForLocation(store: Store, locationId: string): Promise<LocationChildLink[]> {
    const items = await store.queryPartition({
      partitionKey: `LOC#${locationId}`,
      sortKeyPrefix: PREFIX,
    });
    return items
      .map(fromItem)
      .sort(
        (a, b) => a.sortOrder - b.sortOrder || a.childLocationId.localeCompare(b.childLocationId),
      );
  },
  async create(store: Store, link: LocationChildLink): Promise<void> {
    await store.put(toItem(link), { ifNotExists: true });
  },
  /** Writes the link whether or not it exists. */
  async put(store: Store, link: LocationChildLink): Promise<void> {
    await store.put(toItem(link));
  },
};

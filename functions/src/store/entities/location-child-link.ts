import { locationChildLinkSchema, type LocationChildLink } from '@inroom/shared';
import { defineEntity } from '../entity';
import type { Store } from '../store';

// Access patterns: one link (Get LOC#<locationId>/CHILD#<childLocationId>); a location's children
// (Query LOC#<locationId> begins_with CHILD#).
const PREFIX = 'CHILD#';
const keys = (locationId: string, childLocationId: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${childLocationId}`,
});

const links = defineEntity({
  entity: 'locationChildLink',
  schema: locationChildLinkSchema,
  keys: (link: LocationChildLink) => keys(link.locationId, link.childLocationId),
});

export const locationChildLinkStore = {
  get: (store: Store, locationId: string, childLocationId: string) =>
    links.get(store, keys(locationId, childLocationId)),
  /** A location's child locations, in sortOrder. */
  async listForLocation(store: Store, locationId: string): Promise<LocationChildLink[]> {
    const list = await links.list(store, {
      partitionKey: `LOC#${locationId}`,
      sortKeyPrefix: PREFIX,
    });
    return list.sort(
      (a, b) => a.sortOrder - b.sortOrder || a.childLocationId.localeCompare(b.childLocationId),
    );
  },
  create: links.create,
  put: links.put,
  update: links.update,
  putMany: links.putMany,
  remove: links.remove,
  removeMany: links.removeMany,
  isItem: links.isItem,
  fromItem: links.fromItem,
  toItem: links.toItem,
};

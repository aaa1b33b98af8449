import { compareByName, locationContactSchema, type LocationContact } from '@inroom/shared';
import type { Item, Store } from '../store';
import { withoutKeys } from '../store';

// Access patterns: one contact (Get LOC#<locationId>/CONTACT#<id>); a location's contacts (Query
// LOC#<locationId> begins_with CONTACT#).
const PREFIX = 'CONTACT#';
const keys = (locationId: string, id: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${id}`,
});

function toItem(contact: LocationContact): Item {
  return { ...keys(contact.locationId, contact.id), entity: 'locationContact', ...contact };
}

function fromItem(item: Item): LocationContact {
  return locationContactSchema.parse(withoutKeys(item));
}

export const locationContactStore = {
  async get(store: Store, locationId: string, id: string): Promise<LocationContact | undefined> {
    const item = await store.get(keys(locationId, id));
    return item ? fromItem(item) : undefined;
  },
  /** A location's contacts, by name. */
  async listForLocation(store: Store, locationId: string): Promise<LocationContact[]> {
    const items = await store.queryPartition({
      partitionKey: `LOC#${locationId}`,
      sortKeyPrefix: PREFIX,
    });
    return items.map(fromItem).sort(compareByName);
  },
  async create(store: Store, contact: LocationContact): Promise<void> {
    await store.put(toItem(contact), { ifNotExists: true });
  },
  /** Writes the contact whether or not it exists. */
  async put(store: Store, contact: LocationContact): Promise<void> {
    await store.put(toItem(contact));
  },
};

import { compareByName, locationContactSchema, type LocationContact } from '@inroom/shared';
import { defineEntity } from '../entity';
import type { Store } from '../store';

// Access patterns: one contact (Get LOC#<locationId>/CONTACT#<id>); a location's contacts (Query
// LOC#<locationId> begins_with CONTACT#).
const PREFIX = 'CONTACT#';
const keys = (locationId: string, id: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${id}`,
});

const contacts = defineEntity({
  entity: 'locationContact',
  schema: locationContactSchema,
  keys: (contact: LocationContact) => keys(contact.locationId, contact.id),
});

export const locationContactStore = {
  get: (store: Store, locationId: string, id: string) => contacts.get(store, keys(locationId, id)),
  /** A location's contacts, by name. */
  async listForLocation(store: Store, locationId: string): Promise<LocationContact[]> {
    const list = await contacts.list(store, {
      partitionKey: `LOC#${locationId}`,
      sortKeyPrefix: PREFIX,
    });
    return list.sort(compareByName);
  },
  create: contacts.create,
  put: contacts.put,
  update: contacts.update,
  putMany: contacts.putMany,
  remove: contacts.remove,
  removeMany: contacts.removeMany,
  isItem: contacts.isItem,
  fromItem: contacts.fromItem,
  toItem: contacts.toItem,
};

import { randomUUID } from 'node:crypto';
import {
  defaultTimeZoneForCountry,
  EMPTY_GUID,
  type Location,
  type LocationContact,
  type LocationSummary,
  type ValidLocationInput,
} from '@inroom/shared';
import { findCountry } from '../countries/reference';
import type { Dependencies } from '../dependencies';
import { BadRequestError, NotFoundError } from '../http/errors';
import { assertImageKey } from '../images/verify';
import {
  loadLocationPartition,
  locationChildLinkStore,
  locationContactStore,
  locationStore,
  versionToSave,
  type LocationPartition,
} from '../store';
import { leadsTo } from './child-locations';
import { locationPhoneToE164, normaliseContactPhone } from './phones';
import { getLocationForAdmin } from './views';

/** Field messages gathered over the whole form, so the user sees every problem at once. */
class FieldErrors {
  readonly fields: Record<string, string> = {};
  add(path: string, message: string) {
    this.fields[path] ??= message;
  }
  throwIfAny() {
    const first = Object.values(this.fields)[0];
    if (first) throw new BadRequestError(first, this.fields);
  }
}

/** location/create (spec §7): a new location with its contacts and child locations. */
export async function createLocation(deps: Dependencies, input: ValidLocationInput) {
  if (input.id !== EMPTY_GUID) {
    throw new BadRequestError('A new location has the empty id', {
      id: 'A new location has the empty id',
    });
  }
  return saveLocation(deps, input, undefined);
}

/** location/update (spec §7): the location, its contacts and its child locations as sent. */
export async function updateLocation(deps: Dependencies, input: ValidLocationInput) {
  const existing = await loadLocationPartition(deps.store, input.id);
  if (!existing) throw new NotFoundError('Location not found');
  // Before the checks that read more: a form older than the location is told so at once.
  versionToSave(existing.location, input.version);
  return saveLocation(deps, input, existing);
}

async function saveLocation(
  deps: Dependencies,
  input: ValidLocationInput,
  existing: LocationPartition | undefined,
): Promise<Location> {
  const { store } = deps;
  const errors = new FieldErrors();
  const id = existing?.location.id ?? randomUUID();

  const country = findCountry(input.countryId);
  if (!country) errors.add('countryId', 'Select country');
  const phone = locationPhoneToE164(input.phone, input.countryId);
  if (!phone)
    errors.add('phone', `Enter a valid phone number for ${country?.name ?? 'the country'}`);

  const knownContacts = new Set(existing?.contacts.map((contact) => contact.id));
  const contacts: LocationContact[] = input.contacts.flatMap((contact, index) => {
    if (contact.id !== EMPTY_GUID && !knownContacts.has(contact.id)) {
      errors.add(`contacts.${index}.id`, 'Unknown contact');
    }
    const normalised = normaliseContactPhone(contact.countryCode, contact.phoneNumber);
    if (!normalised) {
      errors.add(`contacts.${index}.phoneNumber`, 'Enter a valid phone number');
      return [];
    }
    return [
      {
        id: contact.id === EMPTY_GUID ? randomUUID() : contact.id,
        locationId: id,
        name: contact.name,
        countryCode: normalised.countryCode,
        phoneNumber: normalised.phoneNumber,
        isActive: contact.isActive,
      },
    ];
  });

  await checkChildLocations(deps, id, input, errors);
  errors.throwIfAny();
  await assertImageKey(deps, input.image, existing?.location.image);

  const sameCountry = existing?.location.countryId === input.countryId;
  const location: LocationSummary = {
    id,
    name: input.name,
    description: input.description,
    address: input.address,
    zip: input.zip,
    city: input.city,
    countryId: input.countryId,
    phone: phone ?? input.phone,
    email: input.email,
    image: input.image,
    isActive: input.isActive,
    timeZone:
      input.timeZone ??
      (sameCountry ? existing.location.timeZone : defaultTimeZoneForCountry(input.countryId)),
    // The location's version guards its contacts and child locations too: they are saved with it.
    ...(existing ? { version: versionToSave(existing.location, input.version) } : {}),
  };
  const links = input.childLocations.map((link) => ({ ...link, locationId: id }));

  if (existing) await locationStore.update(store, location);
  else await locationStore.create(store, location);
  const keptContacts = new Set(contacts.map((contact) => contact.id));
  const keptLinks = new Set(links.map((link) => link.childLocationId));
  await Promise.all([
    locationContactStore.removeMany(
      store,
      (existing?.contacts ?? []).filter((contact) => !keptContacts.has(contact.id)),
    ),
    locationChildLinkStore.removeMany(
      store,
      (existing?.childLinks ?? []).filter((link) => !keptLinks.has(link.childLocationId)),
    ),
    locationContactStore.putMany(store, contacts),
    locationChildLinkStore.putMany(store, links),
  ]);
  return getLocationForAdmin(deps, id, undefined);
}

/** Each child must exist, and listing it must not close a loop back to this location. */
async function checkChildLocations(
  { store }: Dependencies,
  id: string,
  input: ValidLocationInput,
  errors: FieldErrors,
): Promise<void> {
  await Promise.all(
    input.childLocations.map(async ({ childLocationId }, index) => {
      const path = `childLocations.${index}.childLocationId`;
      if (childLocationId === id) {
        errors.add(path, 'A location cannot be its own child location');
        return;
      }
      const child = await locationStore.get(store, childLocationId);
      if (!child) errors.add(path, 'Unknown location');
      else if (await leadsTo(store, childLocationId, id)) {
        errors.add(path, `${child.name} already lists this location, so it cannot be its child`);
      }
    }),
  );
}

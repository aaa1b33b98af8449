import { EMPTY_GUID, type Location, type LocationInput } from '@inroom/shared';

/**
 * A new location as `location/create` takes it: a Copenhagen hotel with no contacts, children or
 * image. Tests name what they care about in `changes`.
 */
export const locationBody = (changes: Partial<LocationInput> = {}): LocationInput => ({
  id: EMPTY_GUID,
  name: 'Test location',
  description: 'By the harbour',
  address: 'Havnegade 2',
  zip: '1058',
  city: 'København',
  countryId: 'DK',
  phone: '+4533000001',
  email: 'desk@example.com',
  image: '',
  isActive: true,
  contacts: [],
  childLocations: [],
  ...changes,
});

/**
 * A saved location as `location/update` takes it back, without its version (as an API client that
 * does not know versions sends it); tests of the version check add it.
 */
export const locationInputOf = (
  location: Location,
  changes: Partial<LocationInput> = {},
): LocationInput => ({
  id: location.id,
  name: location.name,
  description: location.description,
  address: location.address,
  zip: location.zip,
  city: location.city,
  countryId: location.countryId,
  phone: location.phone,
  email: location.email,
  image: location.image,
  isActive: location.isActive,
  timeZone: location.timeZone,
  contacts: location.contacts.map(({ locationId: _locationId, ...contact }) => contact),
  childLocations: location.childLocations.map(({ childLocationId, sortOrder }) => ({
    childLocationId,
    sortOrder,
  })),
  ...changes,
});

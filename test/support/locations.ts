import { EMPTY_GUID, type LocationInput } from '@inroom/shared';

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

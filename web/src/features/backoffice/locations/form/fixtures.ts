import { EMPTY_GUID, type Country, type Location, type LocationSummary } from '@inroom/shared';
import {
  DENMARK,
  locationFields,
  makeLocationView,
  NO_RECORDS,
} from '../../../../testing/fixtures';
import { makeMenuView } from '../../../../testing/menus';

// Test data for the location form: a few countries, a saved hotel with a contact, a child and a
// menu, and the locations the child-location modal offers.

const currency = (code: string, symbol: string) => ({ id: code, code, symbol });

export const COUNTRIES: Country[] = [
  {
    id: 'SE',
    code: 'SE',
    name: 'Sweden',
    callingCode: '46',
    defaultCurrency: currency('SEK', 'kr'),
  },
  DENMARK,
  {
    id: 'US',
    code: 'US',
    name: 'United States',
    callingCode: '1',
    defaultCurrency: currency('USD', '$'),
  },
  {
    id: 'CA',
    code: 'CA',
    name: 'Canada',
    callingCode: '1',
    defaultCurrency: currency('CAD', '$'),
  },
];

export const HOTEL_ID = '5eed0001-0000-4000-8000-000000000001';
export const DELI_ID = '5eed0001-0000-4000-8000-000000000002';
export const BAR_ID = '5eed0001-0000-4000-8000-000000000003';
export const CAFE_ID = '5eed0001-0000-4000-8000-000000000004';
export const CONTACT_ID = '5eed0002-0000-4000-8000-000000000001';
export const MENU_ID = '5eed0003-0000-4000-8000-000000000001';
export const CREATED_ID = '5eed0001-0000-4000-8000-0000000000ff';

/** The blank of location/getnew: no name, country or time zone, and not yet available. */
export const NEW_LOCATION = {
  ...locationFields(EMPTY_GUID, '', { countryId: '', timeZone: '' }),
  isAvailable: false,
  ...NO_RECORDS,
};

export const NEW_CONTACT = {
  id: EMPTY_GUID,
  name: '',
  countryCode: '',
  phoneNumber: '',
  isActive: true,
};

const summary = (overrides: Partial<LocationSummary> & { id: string; name: string }) =>
  locationFields(overrides.id, overrides.name, {
    description: `${overrides.name} description`,
    address: 'Nyhavn 1',
    zip: '1051',
    city: 'Copenhagen',
    phone: '+4533120044',
    email: 'info@example.com',
    ...overrides,
  });

/** The back-office view of the hotel (location/be/get). */
export function makeHotel(overrides: Partial<Location> = {}): Location {
  return makeLocationView({
    ...summary({ id: HOTEL_ID, name: 'Hotel Nyhavn', image: 'uploads/hotel.webp' }),
    contacts: [
      {
        id: CONTACT_ID,
        locationId: HOTEL_ID,
        name: 'Reception',
        countryCode: '45',
        phoneNumber: '33120044',
        isActive: true,
      },
    ],
    childLocations: [
      {
        childLocationId: DELI_ID,
        sortOrder: 0,
        childLocation: {
          id: DELI_ID,
          name: 'Nyhavn Deli',
          description: 'Sandwiches',
          image: '',
          isAvailable: true,
        },
      },
    ],
    menus: [
      makeMenuView({
        id: MENU_ID,
        name: 'Breakfast',
        locationId: HOTEL_ID,
        availableFrom: '07:00',
        availableTo: '10:00',
      }),
    ],
    ...overrides,
  });
}

/** Every location, as location/getall lists them for the child-location modal. */
export const ALL_LOCATIONS: LocationSummary[] = [
  summary({ id: HOTEL_ID, name: 'Hotel Nyhavn' }),
  summary({ id: DELI_ID, name: 'Nyhavn Deli' }),
  summary({ id: BAR_ID, name: 'Harbour Bar' }),
  summary({ id: CAFE_ID, name: 'Corner Cafe', city: 'Aarhus' }),
];

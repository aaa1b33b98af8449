import {
  type Country,
  type Location,
  type LocationSummary,
  type RuntimeConfig,
} from '@inroom/shared';
import type { ConfigResult } from '../app/config';

/** A test record's id: `{prefix}-0000-4000-8000-` and the number in twelve digits. */
export const fixtureId = (prefix: string, number: number): string =>
  `${prefix}-0000-4000-8000-${String(number).padStart(12, '0')}`;

/**
 * Ids for test records, numbered from 1: one count for every prefix the returned function is asked
 * for, so no two of its ids are alike.
 */
export function idSequence(defaultPrefix: string): (prefix?: string) => string {
  let sequence = 0;
  return (prefix = defaultPrefix) => {
    sequence += 1;
    return fixtureId(prefix, sequence);
  };
}

/** The Danish krone as baskets and menu items carry it. */
export const DKK = { id: 'DKK', symbol: 'kr' };

export const DENMARK: Country = {
  id: 'DK',
  code: 'DK',
  name: 'Denmark',
  callingCode: '45',
  defaultCurrency: { id: 'DKK', code: 'DKK', symbol: 'kr.' },
};

/** A location with this id and name: in Denmark, active, its other texts empty. */
export function locationFields(
  id: string,
  name: string,
  overrides: Partial<LocationSummary> = {},
): LocationSummary {
  return {
    id,
    name,
    description: '',
    address: '',
    zip: '',
    city: '',
    countryId: 'DK',
    phone: '',
    email: '',
    image: '',
    isActive: true,
    timeZone: 'Europe/Copenhagen',
    ...overrides,
  };
}

let sequence = 0;

/** A location as the locations list has it, 'Location {n}' with the next id unless overridden. */
export function makeLocation(overrides: Partial<LocationSummary> = {}): LocationSummary {
  sequence += 1;
  return locationFields(fixtureId('00000000', sequence), `Location ${sequence}`, overrides);
}

/** The lists of a whole location, all empty. */
export const NO_RECORDS = {
  contacts: [],
  childLocations: [],
  ingredients: [],
  optionsGroups: [],
  menus: [],
} satisfies Partial<Location>;

/** A whole location (the guest or the back-office view), open and holding nothing unless overridden. */
export function makeLocationView(
  overrides: Partial<Location> & Pick<Location, 'id' | 'name'>,
): Location {
  return {
    ...locationFields(overrides.id, overrides.name),
    country: DENMARK,
    isAvailable: true,
    ...NO_RECORDS,
    ...overrides,
  };
}

export const testConfig: RuntimeConfig = {
  auth: {
    region: 'eu-north-1',
    userPoolId: 'local_test',
    userPoolClientId: 'test-client',
    signInFlow: 'USER_PASSWORD_AUTH',
  },
  company: {
    name: 'Test Company ApS',
    address: 'Testvej 1, 8000 Aarhus C',
    registrationNumber: 'CVR 87654321',
    phone: '+45 11 22 33 44',
    email: 'help@test.example',
  },
};

export const testConfigResult: ConfigResult = { ok: true, config: testConfig };

import type { LocationSummary, RuntimeConfig } from '@inroom/shared';
import type { ConfigResult } from '../app/config';

let sequence = 0;

export function makeLocation(overrides: Partial<LocationSummary> = {}): LocationSummary {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Location ${sequence}`,
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

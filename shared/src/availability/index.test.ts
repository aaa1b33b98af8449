import { describe, expect, it } from 'vitest';
import * as availability from './index';

describe('the availability entry point', () => {
  it('exports the public API and nothing internal', () => {
    expect(Object.keys(availability).sort()).toEqual([
      'AVAILABILITY_TEXTS',
      'availabilityMessage',
      'availabilitySchema',
      'availabilityText',
      'defaultTimeZoneForCountry',
      'isAvailable',
      'isValidTimeZone',
      'locationAvailability',
      'menuAvailability',
      'nextAvailable',
      'timeZoneSchema',
      'withAvailabilityAt',
    ]);
  });
});

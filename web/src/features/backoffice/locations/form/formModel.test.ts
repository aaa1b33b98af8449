import { EMPTY_GUID, locationInputSchema } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, makeHotel, NEW_LOCATION } from './fixtures';
import {
  apiErrorOf,
  callingCodeOf,
  callingCodeOptions,
  countriesByName,
  formValuesOf,
  isChosenTimeZone,
  saveErrorsOf,
  timeZoneOptions,
  toLocationInput,
} from './formModel';

describe('location form model', () => {
  it('turns the back-office view into exactly the location input', () => {
    const input = toLocationInput(formValuesOf(makeHotel()));
    expect(Object.keys(input).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'address',
        'zip',
        'city',
        'countryId',
        'phone',
        'email',
        'image',
        'isActive',
        'timeZone',
        'contacts',
        'childLocations',
      ].sort(),
    );
    expect(Object.keys(input.contacts[0]!).sort()).toEqual(
      ['countryCode', 'id', 'isActive', 'name', 'phoneNumber'].sort(),
    );
    expect(input.childLocations).toEqual([
      { childLocationId: makeHotel().childLocations[0]!.childLocationId, sortOrder: 0 },
    ]);
    // The strict request schema accepts it: nothing view-only slipped through.
    expect(locationInputSchema.safeParse(input).success).toBe(true);
  });

  it('starts a new location blank and leaves an unset time zone out', () => {
    const values = formValuesOf(NEW_LOCATION);
    expect(values).toMatchObject({ id: EMPTY_GUID, countryId: '', timeZone: '', contacts: [] });
    expect('timeZone' in toLocationInput(values)).toBe(false);
  });

  it('gives each contact its own key', () => {
    const hotel = makeHotel();
    const values = formValuesOf({ ...hotel, contacts: [hotel.contacts[0]!, hotel.contacts[0]!] });
    expect(values.contacts[0]!.key).not.toBe(values.contacts[1]!.key);
  });

  it('lists countries by name and one option per calling code', () => {
    expect(countriesByName(COUNTRIES).map((country) => country.name)).toEqual([
      'Canada',
      'Denmark',
      'Sweden',
      'United States',
    ]);
    expect(callingCodeOptions(COUNTRIES)).toEqual([
      { code: '1', countryNames: 'Canada, United States' },
      { code: '45', countryNames: 'Denmark' },
      { code: '46', countryNames: 'Sweden' },
    ]);
    expect(callingCodeOf(COUNTRIES, 'SE')).toBe('46');
    expect(callingCodeOf(COUNTRIES, '')).toBe('');
  });

  it('offers every zone the browser knows plus the ones in use', () => {
    const zones = timeZoneOptions(['Mars/Olympus_Mons', '']);
    expect(zones).toContain('Europe/Copenhagen');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Mars/Olympus_Mons');
    expect(zones).not.toContain('');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
  });

  it('treats a zone as chosen only when it differs from the country’s default', () => {
    expect(isChosenTimeZone('', 'DK')).toBe(false);
    expect(isChosenTimeZone('Europe/Copenhagen', 'DK')).toBe(false);
    expect(isChosenTimeZone('UTC', 'DK')).toBe(true);
  });

  it('reads the message and fields of an API error', () => {
    const error = {
      status: 400,
      data: {
        error: {
          code: 'bad_request',
          message: 'Name is required',
          fields: { name: 'Name is required' },
        },
      },
    };
    expect(apiErrorOf(error)).toEqual({
      message: 'Name is required',
      fields: { name: 'Name is required' },
    });
    expect(apiErrorOf({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({ fields: {} });
    expect(apiErrorOf(undefined)).toEqual({ fields: {} });
  });

  it('shows a failed save its fields, or why it was refused when the record changed or went', () => {
    const answered = (status: number, message: string, fields?: Record<string, string>) => ({
      status,
      data: { error: { code: 'x', message, ...(fields ? { fields } : {}) } },
    });
    expect(saveErrorsOf(answered(400, 'Invalid body', { price: 'Too high' }))).toEqual({
      price: 'Too high',
    });
    expect(saveErrorsOf(answered(409, 'Changed by someone else'))).toEqual({
      form: 'Changed by someone else',
    });
    expect(saveErrorsOf(answered(404, 'Menu item not found'))).toEqual({
      form: 'Menu item not found',
    });
    expect(saveErrorsOf(answered(500, 'Internal error'))).toEqual({});
  });
});

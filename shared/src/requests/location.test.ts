import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../ids';
import { fieldErrorsOf } from '../schema/field-errors';
import { errorsOf } from '../testing/errors';
import { BAR_ID, HOTEL_ID, RESTAURANT_ID, idAt } from '../testing/ids';
import { contact, locationFields } from '../testing/location';
import {
  locationChildLinkInputSchema,
  locationContactInputSchema,
  locationInputSchema,
} from './location';

const child = (childLocationId = RESTAURANT_ID, sortOrder = 0) => ({ childLocationId, sortOrder });

/** Hotel Nord as the location form sends it: a local phone, an uploaded image, a contact, a child. */
const location = (changes: Record<string, unknown> = {}) => ({
  ...locationFields({
    phone: '33120044',
    image: 'uploads/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d.webp',
  }),
  contacts: [contact()],
  childLocations: [child()],
  ...changes,
});

describe('locationInputSchema', () => {
  it('parses a valid location unchanged', () => {
    expect(locationInputSchema.parse(location())).toEqual(location());
  });

  it('trims texts and normalises phone numbers and calling codes', () => {
    const typed = location({
      name: '  Hotel Nord ',
      description: ' A small hotel\n',
      address: ' Nørregade 1 ',
      zip: ' 1165 ',
      city: ' Copenhagen ',
      phone: ' 33 12 00 44 ',
      email: ' desk@hotelnord.dk ',
      contacts: [
        contact({ name: ' Reception ', countryCode: '+45', phoneNumber: ' 20 11-22 33 ' }),
      ],
    });
    expect(locationInputSchema.parse(typed)).toEqual(
      location({
        description: 'A small hotel',
        contacts: [contact({ countryCode: '45', phoneNumber: '20112233' })],
      }),
    );
  });

  it("keeps an international '+' on the location's phone", () => {
    expect(locationInputSchema.parse(location({ phone: '+45 33 12 00 44' })).phone).toBe(
      '+4533120044',
    );
  });

  it('refuses a saved contact sent twice, and takes any number of new ones', () => {
    const twice = location({ contacts: [contact(), contact({ name: 'Desk' })] });
    expect(fieldErrorsOf(locationInputSchema.safeParse(twice).error!)).toEqual({
      'contacts.1.id': 'This contact is listed twice',
    });
    const fresh = [contact({ id: EMPTY_GUID }), contact({ id: EMPTY_GUID, name: 'Desk' })];
    expect(locationInputSchema.safeParse(location({ contacts: fresh })).success).toBe(true);
  });

  it('accepts a new location with no contacts, children or image', () => {
    const fresh = location({ id: EMPTY_GUID, image: '', contacts: [], childLocations: [] });
    expect(locationInputSchema.parse(fresh)).toEqual(fresh);
  });

  it('leaves the time zone out when it is not sent', () => {
    const { timeZone: _timeZone, ...withoutZone } = location();
    const parsed = locationInputSchema.parse(withoutZone);
    expect(parsed).not.toHaveProperty('timeZone');
  });

  it('reads an empty time zone, as the getnew template has it, as one left out', () => {
    const parsed = locationInputSchema.parse(location({ timeZone: '' }));
    expect(parsed.timeZone).toBeUndefined();
  });

  it("takes back the getnew template's read-only fields, empty as the template gives them", () => {
    const template = location({
      id: EMPTY_GUID,
      timeZone: '',
      isAvailable: false,
      ingredients: [],
      optionsGroups: [],
      menus: [],
    });
    const parsed = locationInputSchema.parse(template);
    expect(parsed).toMatchObject({ id: EMPTY_GUID, name: template.name, timeZone: undefined });
  });

  it('takes the read-only lists as a location view fills them, but still checks their types', () => {
    const view = location({ menus: [{ name: 'Breakfast' }], ingredients: [{}], optionsGroups: [] });
    expect(locationInputSchema.safeParse(view).success).toBe(true);
    expect(errorsOf(locationInputSchema, location({ isAvailable: 'yes', menus: {} }))).toEqual({
      isAvailable: 'Invalid input: expected boolean, received string',
      menus: 'Invalid input: expected array, received object',
    });
  });

  it('rejects an unknown time zone', () => {
    expect(errorsOf(locationInputSchema, location({ timeZone: 'Mars/Base' }))).toEqual({
      timeZone: 'Unknown time zone',
    });
  });

  describe('unknown fields', () => {
    it('rejects an unknown field on the location', () => {
      expect(errorsOf(locationInputSchema, location({ x: 1 }))).toEqual({
        '': 'Unrecognized key: "x"',
      });
    });

    it('rejects fields the form does not send, such as the country', () => {
      expect(errorsOf(locationInputSchema, location({ country: { id: 'DK' } }))).toEqual({
        '': 'Unrecognized key: "country"',
      });
    });

    it('rejects an unknown field on a contact', () => {
      const value = location({ contacts: [contact(), contact({ id: idAt(2), x: 1 })] });
      expect(errorsOf(locationInputSchema, value)).toEqual({
        'contacts.1': 'Unrecognized key: "x"',
      });
    });

    it("rejects a contact's locationId, which the server sets", () => {
      const value = location({ contacts: [contact({ locationId: HOTEL_ID })] });
      expect(errorsOf(locationInputSchema, value)).toEqual({
        'contacts.0': 'Unrecognized key: "locationId"',
      });
    });

    it('rejects an unknown field on a child location', () => {
      const value = location({ childLocations: [{ ...child(), name: 'Restaurant' }] });
      expect(errorsOf(locationInputSchema, value)).toEqual({
        'childLocations.0': 'Unrecognized key: "name"',
      });
    });
  });

  describe('wrong types', () => {
    it.each([
      ['id', 'hotel-nord', 'Expected an id (a UUID)'],
      ['name', 5, 'Name is required'],
      ['description', null, 'Description is required'],
      ['countryId', 45, 'Select country'],
      ['phone', 33120044, 'Phone is required'],
      ['email', true, 'Email is required'],
      ['image', null, 'Image must be text'],
      ['isActive', 'yes', 'Invalid input: expected boolean, received string'],
      ['timeZone', 1, 'Invalid input: expected string, received number'],
      ['contacts', {}, 'Invalid input: expected array, received object'],
      ['childLocations', null, 'Invalid input: expected array, received null'],
    ])('rejects %s %j', (field, value, message) => {
      expect(errorsOf(locationInputSchema, location({ [field]: value }))).toEqual({
        [field]: message,
      });
    });

    it.each([
      ['isActive', 1, 'Invalid input: expected boolean, received number'],
      ['countryCode', 45, 'Country code is required'],
      ['phoneNumber', 20112233, 'Phone number is required'],
    ])("rejects a contact's %s %j", (field, value, message) => {
      const value_ = location({ contacts: [contact({ [field]: value })] });
      expect(errorsOf(locationInputSchema, value_)).toEqual({ [`contacts.0.${field}`]: message });
    });

    it.each(['id', 'name', 'countryCode', 'phoneNumber', 'isActive'])(
      'rejects a contact without its %s',
      (field) => {
        const { [field as keyof ReturnType<typeof contact>]: _dropped, ...rest } = contact();
        const errors = errorsOf(locationInputSchema, location({ contacts: [rest] }));
        expect(Object.keys(errors)).toEqual([`contacts.0.${field}`]);
      },
    );
  });

  describe('required fields', () => {
    const requiredTexts = [
      ['name', 'Name is required'],
      ['description', 'Description is required'],
      ['address', 'Address is required'],
      ['zip', 'Zip is required'],
      ['city', 'City is required'],
      ['phone', 'Phone is required'],
      ['email', 'Email is required'],
    ];

    it.each([...requiredTexts, ['countryId', 'Select country']])(
      'rejects an empty %s',
      (field, message) => {
        expect(errorsOf(locationInputSchema, location({ [field]: '' }))).toEqual({
          [field]: message,
        });
      },
    );

    it.each(requiredTexts)('rejects a whitespace-only %s', (field, message) => {
      expect(errorsOf(locationInputSchema, location({ [field]: ' \t ' }))).toEqual({
        [field]: message,
      });
    });

    it.each(['id', 'name', 'countryId', 'isActive', 'contacts', 'childLocations'])(
      'rejects a location without its %s',
      (field) => {
        const { [field as keyof ReturnType<typeof location>]: _dropped, ...rest } = location();
        expect(Object.keys(errorsOf(locationInputSchema, rest))).toEqual([field]);
      },
    );

    it.each([
      ['name', '', 'Name is required'],
      ['name', '   ', 'Name is required'],
      ['countryCode', '', 'Country code is required'],
      ['countryCode', ' + ', 'Country code is required'],
      ['phoneNumber', '', 'Phone number is required'],
      ['phoneNumber', '   ', 'Phone number is required'],
    ])("rejects a contact's %s %j", (field, value, message) => {
      const value_ = location({
        contacts: [contact(), contact({ id: idAt(2), [field]: value })],
      });
      expect(errorsOf(locationInputSchema, value_)).toEqual({ [`contacts.1.${field}`]: message });
    });
  });

  describe('formats', () => {
    it.each(['dk', 'DNK', 'D1'])('rejects the country id %j', (countryId) => {
      expect(errorsOf(locationInputSchema, location({ countryId }))).toEqual({
        countryId: 'Select country',
      });
    });

    it.each(['3312004x', '123', '1234567890123456'])('rejects the phone %j', (phone) => {
      expect(errorsOf(locationInputSchema, location({ phone }))).toEqual({
        phone: 'Phone must be a number (4 to 15 digits)',
      });
    });

    it('rejects an invalid email', () => {
      expect(errorsOf(locationInputSchema, location({ email: 'desk@' }))).toEqual({
        email: 'Enter a valid email address',
      });
    });

    it.each(['/etc/passwd', '../x.png', 'x.gif'])('rejects the image %j', (image) => {
      expect(errorsOf(locationInputSchema, location({ image }))).toEqual({
        image: 'Image must be an uploaded image key',
      });
    });

    it.each(['+4520112233', '2011223x', '123', '1234567890123456'])(
      'rejects the contact phone number %j',
      (phoneNumber) => {
        const value = location({ contacts: [contact({ phoneNumber })] });
        expect(errorsOf(locationInputSchema, value)).toEqual({
          'contacts.0.phoneNumber': 'Phone number must be digits only (4 to 15)',
        });
      },
    );

    it.each(['12345', 'DK', '+4 5'])('rejects the contact country code %j', (countryCode) => {
      const value = location({ contacts: [contact({ countryCode })] });
      expect(errorsOf(locationInputSchema, value)).toEqual({
        'contacts.0.countryCode': 'Select a country code',
      });
    });

    it('rejects a contact id that is not a UUID', () => {
      const value = location({ contacts: [contact({ id: 'reception' })] });
      expect(errorsOf(locationInputSchema, value)).toEqual({
        'contacts.0.id': 'Expected an id (a UUID)',
      });
    });
  });

  describe('text limits', () => {
    it.each([
      ['name', 'Name', 200],
      ['description', 'Description', 2000],
      ['address', 'Address', 200],
      ['zip', 'Zip', 20],
      ['city', 'City', 100],
    ])('accepts a %s of exactly %s characters and rejects one more', (field, label, max) => {
      const longest = 'a'.repeat(max);
      expect(locationInputSchema.parse(location({ [field]: longest }))).toMatchObject({
        [field]: longest,
      });
      expect(errorsOf(locationInputSchema, location({ [field]: `${longest}a` }))).toEqual({
        [field]: `${label} must be at most ${max} characters`,
      });
    });

    it('limits a contact name to 200 characters', () => {
      const longest = 'a'.repeat(200);
      const ok = location({ contacts: [contact({ name: longest })] });
      expect(locationInputSchema.parse(ok).contacts[0]?.name).toBe(longest);
      const tooLong = location({ contacts: [contact({ name: `${longest}a` })] });
      expect(errorsOf(locationInputSchema, tooLong)).toEqual({
        'contacts.0.name': 'Name must be at most 200 characters',
      });
    });

    it('limits the email to 254 characters', () => {
      const email = `${'a'.repeat(255 - '@hotelnord.dk'.length)}@hotelnord.dk`;
      expect(errorsOf(locationInputSchema, location({ email }))).toEqual({
        email: 'Email must be at most 254 characters',
      });
    });

    it('accepts 20 contacts and rejects 21', () => {
      const contacts = Array.from({ length: 20 }, (_, index) => contact({ id: idAt(index + 1) }));
      expect(locationInputSchema.parse(location({ contacts })).contacts).toHaveLength(20);
      expect(
        errorsOf(
          locationInputSchema,
          location({ contacts: [...contacts, contact({ id: idAt(21) })] }),
        ),
      ).toEqual({ contacts: 'At most 20 contacts' });
    });

    // Each of these is reformatted or looked up before its pattern is checked; the cap comes first.
    it.each([
      ['timeZone', 'Time zone must be at most 64 characters'],
      ['phone', 'Phone must be at most 30 characters'],
    ])('refuses a megabyte of %s by its length alone', (field, message) => {
      const huge = 'Europe/'.padEnd(1024 * 1024, '1');
      expect(errorsOf(locationInputSchema, location({ [field]: huge }))).toEqual({
        [field]: message,
      });
    });

    it.each([
      ['countryCode', 'Country code must be at most 10 characters'],
      ['phoneNumber', 'Phone number must be at most 30 characters'],
    ])("refuses a megabyte of a contact's %s by its length alone", (field, message) => {
      const value = location({ contacts: [contact({ [field]: '1'.repeat(1024 * 1024) })] });
      expect(errorsOf(locationInputSchema, value)).toEqual({ [`contacts.0.${field}`]: message });
    });

    it('accepts a typed phone of 30 characters', () => {
      const typed = '+45 (33) 12-00-44'.padEnd(30, ' ');
      expect(locationInputSchema.parse(location({ phone: typed })).phone).toBe('+4533120044');
    });

    it('accepts 100 child locations and rejects 101', () => {
      const links = Array.from({ length: 101 }, (_, index) => child(idAt(index), index));
      expect(
        locationInputSchema.parse(location({ childLocations: links.slice(0, 100) })).childLocations,
      ).toHaveLength(100);
      expect(errorsOf(locationInputSchema, location({ childLocations: links }))).toEqual({
        childLocations: 'At most 100 locations',
      });
    });
  });

  describe('child locations', () => {
    it('accepts several distinct children', () => {
      const childLocations = [child(RESTAURANT_ID, 0), child(BAR_ID, 1)];
      expect(locationInputSchema.parse(location({ childLocations })).childLocations).toEqual(
        childLocations,
      );
    });

    it('rejects the location itself as a child', () => {
      const value = location({ childLocations: [child(RESTAURANT_ID), child(HOTEL_ID, 1)] });
      expect(errorsOf(locationInputSchema, value)).toEqual({
        'childLocations.1.childLocationId': 'A location cannot be its own child location',
      });
    });

    it('rejects a child listed twice, at the second listing', () => {
      const value = location({
        childLocations: [child(RESTAURANT_ID, 0), child(BAR_ID, 1), child(RESTAURANT_ID, 2)],
      });
      expect(errorsOf(locationInputSchema, value)).toEqual({
        'childLocations.2.childLocationId': 'This location is already listed',
      });
    });

    it('reports the own-child message first when the location is listed twice as its own child', () => {
      const value = location({ childLocations: [child(HOTEL_ID, 0), child(HOTEL_ID, 1)] });
      const result = locationInputSchema.safeParse(value);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['childLocations.0.childLocationId', 'A location cannot be its own child location'],
        ['childLocations.1.childLocationId', 'A location cannot be its own child location'],
        ['childLocations.1.childLocationId', 'This location is already listed'],
      ]);
      expect(fieldErrorsOf(result.error!)).toEqual({
        'childLocations.0.childLocationId': 'A location cannot be its own child location',
        'childLocations.1.childLocationId': 'A location cannot be its own child location',
      });
    });

    it('rejects an unsaved child', () => {
      const value = location({ childLocations: [child(EMPTY_GUID)] });
      expect(errorsOf(locationInputSchema, value)).toEqual({
        'childLocations.0.childLocationId': 'Save the record first',
      });
    });

    it.each([
      [-1, 'Sort order cannot be negative'],
      [0.5, 'Sort order must be a whole number'],
      ['1', 'Sort order must be a number'],
    ])('rejects the sort order %j', (sortOrder, message) => {
      const value = location({ childLocations: [{ childLocationId: RESTAURANT_ID, sortOrder }] });
      expect(errorsOf(locationInputSchema, value)).toEqual({
        'childLocations.0.sortOrder': message,
      });
    });
  });

  it('reports every failing field at once', () => {
    const value = location({
      name: '',
      email: 'x',
      contacts: [contact({ phoneNumber: 'abc' })],
      x: 1,
    });
    expect(errorsOf(locationInputSchema, value)).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
      'contacts.0.phoneNumber': 'Phone number must be digits only (4 to 15)',
      '': 'Unrecognized key: "x"',
    });
  });
});

describe('locationContactInputSchema', () => {
  it('parses a contact on its own, normalised', () => {
    expect(
      locationContactInputSchema.parse(
        contact({ countryCode: ' +45', phoneNumber: '20 11 22 33' }),
      ),
    ).toEqual(contact());
  });

  it('rejects an unknown field at the root', () => {
    expect(errorsOf(locationContactInputSchema, contact({ x: 1 }))).toEqual({
      '': 'Unrecognized key: "x"',
    });
  });
});

describe('locationChildLinkInputSchema', () => {
  it('parses a link on its own', () => {
    expect(locationChildLinkInputSchema.parse(child(BAR_ID, 3))).toEqual(child(BAR_ID, 3));
  });

  it('rejects a missing child id', () => {
    expect(errorsOf(locationChildLinkInputSchema, { sortOrder: 0 })).toEqual({
      childLocationId: 'Expected an id (a UUID)',
    });
  });
});

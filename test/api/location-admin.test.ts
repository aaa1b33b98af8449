import { EMPTY_GUID, locationSchema, type Location, type LocationInput } from '@inroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let token: string;
beforeAll(async () => {
  stack = await startTestStack();
  token = await stack.adminToken();
});
afterAll(async () => {
  await stack?.close();
});

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  stack.request(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

async function ok<T>(response: Promise<Response>): Promise<T> {
  const settled = await response;
  const body = await settled.json();
  expect(settled.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

async function fieldsOf(response: Promise<Response>): Promise<Record<string, string>> {
  const settled = await response;
  expect(settled.status).toBe(400);
  const body = (await settled.json()) as {
    error: { code: string; fields: Record<string, string> };
  };
  expect(body.error.code).toBe('bad_request');
  return body.error.fields;
}

const newLocation = (changes: Partial<LocationInput> = {}): LocationInput => ({
  id: EMPTY_GUID,
  name: 'Hotel Skagen',
  description: 'By the beach at the top of Jutland.',
  address: 'Strandvejen 1',
  zip: '9990',
  city: 'Skagen',
  countryId: 'DK',
  phone: '98 44 11 22',
  email: 'desk@skagen.example',
  image: '',
  isActive: true,
  contacts: [
    {
      id: EMPTY_GUID,
      name: 'Desk',
      countryCode: '+45',
      phoneNumber: '20 11 22 33',
      isActive: true,
    },
  ],
  childLocations: [],
  ...changes,
});

/** The location as location/update takes it back. */
const asInput = (location: Location, changes: Partial<LocationInput> = {}): LocationInput => ({
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

describe('POST /api/location/create', () => {
  it('creates a location with its contacts, phones in E.164 and the country’s time zone', async () => {
    const created = await ok<Location>(admin('/api/location/create', { body: newLocation() }));
    expect(locationSchema.parse(created)).toEqual(created);
    expect(created).toMatchObject({
      name: 'Hotel Skagen',
      phone: '+4598441122',
      timeZone: 'Europe/Copenhagen',
      country: { code: 'DK', defaultCurrency: { id: 'DKK' } },
      isAvailable: false,
      menus: [],
      childLocations: [],
    });
    expect(created.id).not.toBe(EMPTY_GUID);
    expect(created.contacts).toEqual([
      {
        id: expect.not.stringMatching(EMPTY_GUID),
        locationId: created.id,
        name: 'Desk',
        countryCode: '45',
        phoneNumber: '20112233',
        isActive: true,
      },
    ]);
    expect(await ok(admin(`/api/location/be/get/${created.id}`))).toEqual(created);
    const listed = await ok<{ id: string }[]>(stack.request('/api/location/getall'));
    expect(listed.map((location) => location.id)).toContain(created.id);
  });

  it('says what is wrong with each field', async () => {
    const fields = await fieldsOf(
      admin('/api/location/create', {
        body: newLocation({
          name: ' ',
          email: 'desk@',
          zip: '',
          contacts: [
            { id: EMPTY_GUID, name: '', countryCode: '45', phoneNumber: '2011x', isActive: true },
          ],
        }),
      }),
    );
    expect(fields).toEqual({
      name: 'Name is required',
      zip: 'Zip is required',
      email: 'Enter a valid email address',
      'contacts.0.name': 'Name is required',
      'contacts.0.phoneNumber': 'Phone number must be digits only (4 to 15)',
    });
  });

  it('refuses numbers that are not real phone numbers of the country, and unknown countries', async () => {
    expect(
      await fieldsOf(
        admin('/api/location/create', {
          body: newLocation({
            phone: '1234',
            contacts: [
              {
                id: EMPTY_GUID,
                name: 'Desk',
                countryCode: '45',
                phoneNumber: '1234',
                isActive: true,
              },
            ],
          }),
        }),
      ),
    ).toEqual({
      phone: 'Enter a valid phone number for Denmark',
      'contacts.0.phoneNumber': 'Enter a valid phone number',
    });
    expect(
      await fieldsOf(admin('/api/location/create', { body: newLocation({ countryId: 'XX' }) })),
    ).toMatchObject({
      countryId: 'Select country',
    });
  });

  it('refuses an id, unknown fields and unknown child locations', async () => {
    expect(
      await fieldsOf(
        admin('/api/location/create', { body: newLocation({ id: DEMO_IDS.location.hotel }) }),
      ),
    ).toEqual({ id: 'A new location has the empty id' });
    expect(
      await fieldsOf(admin('/api/location/create', { body: { ...newLocation(), rating: 5 } })),
    ).toEqual({ body: 'Unrecognized key: "rating"' });
    expect(
      await fieldsOf(
        admin('/api/location/create', {
          body: newLocation({
            childLocations: [
              { childLocationId: '4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d', sortOrder: 0 },
            ],
          }),
        }),
      ),
    ).toEqual({ 'childLocations.0.childLocationId': 'Unknown location' });
  });
});

describe('POST /api/location/update', () => {
  it('replaces contacts and child locations as sent, keeping contact ids', async () => {
    const created = await ok<Location>(admin('/api/location/create', { body: newLocation() }));
    const [desk] = created.contacts;
    const updated = await ok<Location>(
      admin('/api/location/update', {
        body: asInput(created, {
          name: 'Hotel Skagen Strand',
          contacts: [
            {
              id: desk!.id,
              name: 'Front desk',
              countryCode: desk!.countryCode,
              phoneNumber: desk!.phoneNumber,
              isActive: false,
            },
            {
              id: EMPTY_GUID,
              name: 'Kitchen',
              countryCode: '45',
              phoneNumber: '30445566',
              isActive: true,
            },
          ],
          childLocations: [{ childLocationId: DEMO_IDS.location.deli, sortOrder: 0 }],
        }),
      }),
    );
    expect(updated.name).toBe('Hotel Skagen Strand');
    expect(
      updated.contacts.map((contact) => [contact.id === desk!.id, contact.name, contact.isActive]),
    ).toEqual([
      [true, 'Front desk', false],
      [false, 'Kitchen', true],
    ]);
    expect(updated.childLocations).toEqual([
      {
        childLocationId: DEMO_IDS.location.deli,
        sortOrder: 0,
        childLocation: expect.objectContaining({
          id: DEMO_IDS.location.deli,
          name: 'Kajens Deli',
          isAvailable: true,
        }),
      },
    ]);

    const trimmed = await ok<Location>(
      admin('/api/location/update', {
        body: asInput(updated, { contacts: [], childLocations: [] }),
      }),
    );
    expect(trimmed.contacts).toEqual([]);
    expect(trimmed.childLocations).toEqual([]);
  });

  it('refuses a location as its own child, a loop of children and contacts of other locations', async () => {
    const created = await ok<Location>(admin('/api/location/create', { body: newLocation() }));
    expect(
      await fieldsOf(
        admin('/api/location/update', {
          body: asInput(created, {
            childLocations: [{ childLocationId: created.id, sortOrder: 0 }],
          }),
        }),
      ),
    ).toEqual({
      'childLocations.0.childLocationId': 'A location cannot be its own child location',
    });

    // Skagen lists the hotel, which lists the deli: the deli may not list Skagen.
    await ok(
      admin('/api/location/update', {
        body: asInput(created, {
          childLocations: [{ childLocationId: DEMO_IDS.location.hotel, sortOrder: 0 }],
        }),
      }),
    );
    const deli = await ok<Location>(admin(`/api/location/be/get/${DEMO_IDS.location.deli}`));
    expect(
      await fieldsOf(
        admin('/api/location/update', {
          body: asInput(deli, { childLocations: [{ childLocationId: created.id, sortOrder: 0 }] }),
        }),
      ),
    ).toEqual({
      'childLocations.0.childLocationId':
        'Hotel Skagen already lists this location, so it cannot be its child',
    });

    expect(
      await fieldsOf(
        admin('/api/location/update', {
          body: asInput(created, {
            contacts: [
              {
                id: DEMO_IDS.contact.deli,
                name: 'Deli',
                countryCode: '45',
                phoneNumber: '40778899',
                isActive: true,
              },
            ],
          }),
        }),
      ),
    ).toEqual({ 'contacts.0.id': 'Unknown contact' });
  });

  it('is 404 for a location that does not exist', async () => {
    const response = await admin('/api/location/update', {
      body: newLocation({ id: '4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { code: 'not_found', message: 'Location not found' },
    });
  });
});

describe('GET /api/location/be/get/{id}[/{languageId}]', () => {
  it('gives the back office everything the location holds', async () => {
    const hotel = await ok<Location>(admin(`/api/location/be/get/${DEMO_IDS.location.hotel}/da`));
    expect(locationSchema.parse(hotel)).toEqual(hotel);
    expect(hotel.contacts.map((contact) => contact.id).sort()).toEqual(
      [DEMO_IDS.contact.hotelReception, DEMO_IDS.contact.hotelRoomService].sort(),
    );
    expect(hotel.ingredients.length).toBeGreaterThan(3);
    expect(hotel.optionsGroups.every((group) => group.isReusable && !group.isDeleted)).toBe(true);
    expect(hotel.menus.map((menu) => menu.id)).toEqual([
      DEMO_IDS.menu.hotelAllDay,
      DEMO_IDS.menu.hotelBreakfast,
    ]);
    expect(hotel.menus[0]).toMatchObject({ currentLanguage: { id: 'da' }, menuCategories: [] });
  });

  it('is 404 for an unknown location and 400 for a malformed id', async () => {
    expect((await admin('/api/location/be/get/4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d')).status).toBe(
      404,
    );
    expect(await fieldsOf(admin('/api/location/be/get/nope'))).toEqual({
      id: 'Expected an id (a UUID)',
    });
  });
});

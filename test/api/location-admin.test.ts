import { EMPTY_GUID, locationSchema, type Location, type LocationInput } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import {
  adminClient,
  expectError,
  expectFields,
  expectOk,
  UNKNOWN_ID,
  useTestStack,
} from '../support/api';
import { locationInputOf } from '../support/locations';

const stack = useTestStack();
const admin = adminClient(stack);

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

describe('POST /api/location/create', () => {
  it('creates a location with its contacts, phones in E.164 and the country’s time zone', async () => {
    const created = await expectOk<Location>(admin.post('/api/location/create', newLocation()));
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
    expect(await expectOk(admin.get(`/api/location/be/get/${created.id}`))).toEqual(created);
    const listed = await expectOk<{ id: string }[]>(stack.request('/api/location/getall'));
    expect(listed.map((location) => location.id)).toContain(created.id);
  });

  it('says what is wrong with each field', async () => {
    const fields = await expectFields(
      admin.post(
        '/api/location/create',
        newLocation({
          name: ' ',
          email: 'desk@',
          zip: '',
          contacts: [
            { id: EMPTY_GUID, name: '', countryCode: '45', phoneNumber: '2011x', isActive: true },
          ],
        }),
      ),
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
      await expectFields(
        admin.post(
          '/api/location/create',
          newLocation({
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
        ),
      ),
    ).toEqual({
      phone: 'Enter a valid phone number for Denmark',
      'contacts.0.phoneNumber': 'Enter a valid phone number',
    });
    expect(
      await expectFields(admin.post('/api/location/create', newLocation({ countryId: 'XX' }))),
    ).toMatchObject({
      countryId: 'Select country',
    });
  });

  it('refuses an id, unknown fields and unknown child locations', async () => {
    expect(
      await expectFields(
        admin.post('/api/location/create', newLocation({ id: DEMO_IDS.location.hotel })),
      ),
    ).toEqual({ id: 'A new location has the empty id' });
    expect(
      await expectFields(admin.post('/api/location/create', { ...newLocation(), rating: 5 })),
    ).toEqual({ body: 'Unrecognized key: "rating"' });
    expect(
      await expectFields(
        admin.post(
          '/api/location/create',
          newLocation({
            childLocations: [{ childLocationId: UNKNOWN_ID, sortOrder: 0 }],
          }),
        ),
      ),
    ).toEqual({ 'childLocations.0.childLocationId': 'Unknown location' });
  });
});

describe('POST /api/location/update', () => {
  it('replaces contacts and child locations as sent, keeping contact ids', async () => {
    const created = await expectOk<Location>(admin.post('/api/location/create', newLocation()));
    const [desk] = created.contacts;
    const updated = await expectOk<Location>(
      admin.post(
        '/api/location/update',
        locationInputOf(created, {
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
      ),
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

    const trimmed = await expectOk<Location>(
      admin.post(
        '/api/location/update',
        locationInputOf(updated, { contacts: [], childLocations: [] }),
      ),
    );
    expect(trimmed.contacts).toEqual([]);
    expect(trimmed.childLocations).toEqual([]);
  });

  it('refuses a location as its own child, a loop of children and contacts of other locations', async () => {
    const created = await expectOk<Location>(admin.post('/api/location/create', newLocation()));
    expect(
      await expectFields(
        admin.post(
          '/api/location/update',
          locationInputOf(created, {
            childLocations: [{ childLocationId: created.id, sortOrder: 0 }],
          }),
        ),
      ),
    ).toEqual({
      'childLocations.0.childLocationId': 'A location cannot be its own child location',
    });

    // Skagen lists the hotel, which lists the deli: the deli may not list Skagen.
    await expectOk(
      admin.post(
        '/api/location/update',
        locationInputOf(created, {
          childLocations: [{ childLocationId: DEMO_IDS.location.hotel, sortOrder: 0 }],
        }),
      ),
    );
    const deli = await expectOk<Location>(
      admin.get(`/api/location/be/get/${DEMO_IDS.location.deli}`),
    );
    expect(
      await expectFields(
        admin.post(
          '/api/location/update',
          locationInputOf(deli, {
            childLocations: [{ childLocationId: created.id, sortOrder: 0 }],
          }),
        ),
      ),
    ).toEqual({
      'childLocations.0.childLocationId':
        'Hotel Skagen already lists this location, so it cannot be its child',
    });

    expect(
      await expectFields(
        admin.post(
          '/api/location/update',
          locationInputOf(created, {
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
        ),
      ),
    ).toEqual({ 'contacts.0.id': 'Unknown contact' });
  });

  it('is 404 for a location that does not exist', async () => {
    expect(
      await expectError(admin.post('/api/location/update', newLocation({ id: UNKNOWN_ID })), 404),
    ).toMatchObject({ code: 'not_found', message: 'Location not found' });
  });
});

describe('GET /api/location/be/get/{id}[/{languageId}]', () => {
  it('gives the back office everything the location holds', async () => {
    const hotel = await expectOk<Location>(
      admin.get(`/api/location/be/get/${DEMO_IDS.location.hotel}/da`),
    );
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

  it('is 404 for an unknown location and for an id that is not one', async () => {
    expect((await admin.get(`/api/location/be/get/${UNKNOWN_ID}`)).status).toBe(404);
    expect(await expectError(admin.get('/api/location/be/get/nope'), 404)).toEqual({
      code: 'not_found',
      message: 'Location not found',
    });
  });
});

import {
  availabilitySchema,
  compareByName,
  EMPTY_GUID,
  type Location,
  type LocationSummary,
} from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { adminClient, expectOk, useTestStack } from '../support/api';

const stack = useTestStack();
const admin = adminClient(stack);

const getLocations = (path = '/api/location/getall') =>
  expectOk<LocationSummary[]>(stack.request(path));

describe('GET /api/location/getall', () => {
  it('lists the demo hotel in Copenhagen and its restaurants, sorted by name, with their country', async () => {
    const locations = await getLocations();
    expect(locations.length).toBeGreaterThanOrEqual(3);
    const hotel = locations.find((location) => location.id === DEMO_IDS.location.hotel);
    expect(hotel).toMatchObject({ name: 'Hotel Nyhavn', timeZone: 'Europe/Copenhagen' });
    expect(hotel?.country).toMatchObject({ code: 'DK', defaultCurrency: { code: 'DKK' } });
    expect(locations).toEqual([...locations].sort(compareByName));
  });

  it('answers the GetAll spelling too', async () => {
    expect(await getLocations('/api/location/GetAll')).toEqual(await getLocations());
  });
});

/**
 * A client that follows spec §3: ask for the blank location and the blank contact, fill in the
 * fields a person types, and post the template back with everything else as it came.
 */
async function createFromTemplate(
  fields: Record<string, unknown>,
): Promise<{ template: Record<string, unknown>; created: Location }> {
  const template = await expectOk<Record<string, unknown>>(admin.get('/api/location/getnew'));
  const contact = await expectOk<Record<string, unknown>>(admin.get('/api/locationcontact/getnew'));
  const body = {
    ...template,
    name: 'Hotel Skagen',
    description: 'By the harbour',
    address: 'Havnevej 1',
    zip: '9990',
    city: 'Skagen',
    countryId: 'DK',
    phone: '98 44 11 22',
    email: 'desk@hotelskagen.dk',
    contacts: [{ ...contact, name: 'Desk', countryCode: '45', phoneNumber: '20112233' }],
    ...fields,
  };
  return { template, created: await expectOk<Location>(admin.post('/api/location/create', body)) };
}

describe('GET /api/location/getnew, then POST /api/location/create', () => {
  it("creates the filled-in template, read-only fields and all, with the country's time zone", async () => {
    const { template, created } = await createFromTemplate({});
    // The template's own fields go back as they came: these used to be refused as unknown keys.
    expect(template).toMatchObject({
      id: EMPTY_GUID,
      timeZone: '',
      isAvailable: false,
      menus: [],
      ingredients: [],
      optionsGroups: [],
    });
    expect(created.id).not.toBe(EMPTY_GUID);
    expect(created).toMatchObject({
      name: 'Hotel Skagen',
      timeZone: 'Europe/Copenhagen',
      country: { code: 'DK' },
      isAvailable: false,
      menus: [],
      contacts: [{ name: 'Desk', countryCode: '45', phoneNumber: '20112233' }],
    });
  });

  it('takes the time zone from whichever country is chosen', async () => {
    const { created } = await createFromTemplate({
      name: 'Hotel Bergen',
      countryId: 'NO',
      phone: '55 55 20 00',
      contacts: [],
    });
    expect(created).toMatchObject({ timeZone: 'Europe/Oslo', country: { code: 'NO' } });
  });

  it('keeps a time zone the client does choose', async () => {
    const { created } = await createFromTemplate({
      name: 'Hotel Ilulissat',
      timeZone: 'America/Nuuk',
    });
    expect(created.timeZone).toBe('America/Nuuk');
  });

  it('ignores the read-only fields: no menu is made and availability is worked out', async () => {
    const { created } = await createFromTemplate({
      name: 'Hotel Hirtshals',
      isAvailable: true,
      menus: [{ name: 'Breakfast' }],
      contacts: [],
    });
    expect(created).toMatchObject({ name: 'Hotel Hirtshals', isAvailable: false, menus: [] });
  });

  it('still refuses keys the template does not have', async () => {
    const template = await expectOk<Record<string, unknown>>(admin.get('/api/location/getnew'));
    const response = await admin.call<{ error: { code: string; fields?: Record<string, string> } }>(
      'POST',
      '/api/location/create',
      { ...template, rating: 5 },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect(JSON.stringify(response.body.error)).toContain('rating');
  });

  it('lists numbered names in number order', async () => {
    for (const name of ['Café 11', 'Café 2', 'Café 10', 'Café 1'])
      await createFromTemplate({ name, contacts: [] });
    const names = (await getLocations())
      .map((location) => location.name)
      .filter((name) => name.startsWith('Café'));
    expect(names).toEqual(['Café 1', 'Café 2', 'Café 10', 'Café 11']);
  });
});

/** Restaurant Ankeret's only menu opens at 18:00 Copenhagen time every day (infra/local/seed). */
const ANKERET_OPENS = '18:00';

describe('GET /api/location/get/{id}/{browserLanguage}', () => {
  it('returns one location for guests', async () => {
    const [first] = await getLocations();
    const response = await stack.request(`/api/location/get/${first?.id}/da-DK`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: first?.id, name: first?.name });
  });

  it('says whether the location is open now, from its menus in its own time zone', async () => {
    const hotel = await stack.request(`/api/location/get/${DEMO_IDS.location.hotel}/en`);
    // The hotel has an all-day, every-day menu.
    expect(await hotel.json()).toMatchObject({ isAvailable: true });

    const before = Date.now();
    const ankeret = availabilitySchema.parse(
      await (await stack.request(`/api/location/get/${DEMO_IDS.location.ankeret}/en`)).json(),
    );
    if (ankeret.isAvailable) {
      expect(ankeret.nextAvailable).toBeUndefined();
    } else {
      // Closed: it opens at the start of its evening window, Copenhagen wall-clock, within a week.
      const opens = new Date(ankeret.nextAvailable ?? '');
      expect(opens.getTime()).toBeGreaterThan(before);
      expect(opens.getTime() - before).toBeLessThanOrEqual(7 * 24 * 3600_000);
      const wallClock = opens.toLocaleTimeString('en-GB', {
        timeZone: 'Europe/Copenhagen',
        hour: '2-digit',
        minute: '2-digit',
      });
      expect(wallClock).toBe(ANKERET_OPENS);
    }
  });

  it('is 404 for an unknown id and for a malformed one', async () => {
    const unknown = await stack.request(
      '/api/location/get/4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d/en',
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    const malformed = await stack.request('/api/location/get/not-an-id/en');
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({
      error: { code: 'not_found', message: 'Location not found' },
    });
  });
});

describe('images', () => {
  it('serves the seeded hotel image from the bucket with a long cache lifetime', async () => {
    const locations = await getLocations();
    const hotel = locations.find((location) => location.id === DEMO_IDS.location.hotel);
    expect(hotel?.image).toBeTruthy();
    const response = await stack.request(`/images/${hotel?.image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  });

  it('is 404 for a missing image', async () => {
    expect((await stack.request('/images/demo/missing.png')).status).toBe(404);
  });
});

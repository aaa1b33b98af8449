import { availabilitySchema, type LocationSummary } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { expectOk, useTestStack } from '../support/api';

const stack = useTestStack();

const getLocations = (path = '/api/location/getall') =>
  expectOk<LocationSummary[]>(stack.request(path));

describe('GET /api/location/getall', () => {
  it('lists the demo hotel in Copenhagen and its restaurants, sorted by name, with their country', async () => {
    const locations = await getLocations();
    expect(locations.length).toBeGreaterThanOrEqual(3);
    const hotel = locations.find((location) => location.id === DEMO_IDS.location.hotel);
    expect(hotel).toMatchObject({ name: 'Hotel Nyhavn', timeZone: 'Europe/Copenhagen' });
    expect(hotel?.country).toMatchObject({ code: 'DK', defaultCurrency: { code: 'DKK' } });
    const names = locations.map((location) => location.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers the GetAll spelling too', async () => {
    expect(await getLocations('/api/location/GetAll')).toEqual(await getLocations());
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

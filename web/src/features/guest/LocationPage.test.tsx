import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../testing/fetch';
import { makeLocation } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { LocationPage } from './LocationPage';

const NOW = new Date('2026-11-21T12:00:00Z');
const hotel = makeLocation({
  name: 'Harbour Hotel',
  address: 'Nyhavn 1',
  zip: '1051',
  city: 'København',
});

function serveLocation(body: object | null) {
  return mockFetch((request) =>
    pathOf(request).startsWith(`/api/location/get/${hotel.id}/`) && body
      ? jsonResponse(body)
      : notFoundResponse(),
  );
}

const openPage = () =>
  renderRoutes([{ path: '/location/:id', Component: LocationPage }], {
    initialEntries: [`/location/${hotel.id}`],
  });

/** The hour the viewer's clock shows for an instant, as the page formats it (24-hour HH:MM). */
const wallClock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

beforeEach(() => {
  // Only Date is faked: RTK Query's timers must still run.
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('guest location page', () => {
  it('shows the location with no availability text while it is open', async () => {
    serveLocation({ ...hotel, isAvailable: true });
    openPage();
    expect(await screen.findByRole('heading', { name: 'Harbour Hotel' })).toBeDefined();
    expect(screen.getByText(/Nyhavn 1/).textContent).toBe('Nyhavn 11051 København');
    expect(screen.queryByText(/Available|Next available/)).toBeNull();
  });

  it('says when a closed location opens again, in the viewer’s clock (spec §4)', async () => {
    const opens = '2026-11-21T13:00:00.000Z';
    serveLocation({ ...hotel, isAvailable: false, nextAvailable: opens });
    openPage();
    expect(await screen.findByText(`Available today at ${wallClock(opens)}`)).toBeDefined();
  });

  it('shows NotFound when the location cannot be loaded', async () => {
    serveLocation(null);
    openPage();
    expect(await screen.findByText('Page not found')).toBeDefined();
  });
});

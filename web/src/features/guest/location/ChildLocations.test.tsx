import type { Location } from '@inroom/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../../app/RootLayout';
import type { RootState } from '../../../app/store';
import { initialUiState } from '../../../app/uiSlice';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../../testing/fetch';
import { renderRoutes } from '../../../testing/render';
import { LocationPage } from '../LocationPage';
import { asChild, basketLine, basketOf, guestLocation } from './fixtures';

// Issue 15: opening a restaurant under ORDER IN starts a basket for it, so a guest with items in the
// hotel's basket is asked first, as Back asks on the way out.

const pizzeria = guestLocation({ name: 'Pizzeria Roma' });
const hotel = guestLocation({ name: 'Harbour Hotel', childLocations: [asChild(pizzeria)] });

function serve(...locations: Location[]) {
  mockFetch((request) => {
    const match = /^\/api\/location\/get\/([^/]+)\/[^/]+$/.exec(pathOf(request));
    const found = locations.find((location) => location.id === match?.[1]);
    return Promise.resolve(found ? jsonResponse(found) : notFoundResponse());
  });
}

function openHotel(preloadedState: Partial<RootState> = {}, parent = hotel) {
  serve(parent, pizzeria);
  return renderRoutes(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [{ path: 'location/:id', Component: LocationPage }],
      },
    ],
    {
      initialEntries: [`/location/${parent.id}`],
      preloadedState: { ui: { ...initialUiState, isLoading: false }, ...preloadedState },
    },
  );
}

const restaurantLink = () => screen.findByRole('link', { name: /Pizzeria Roma/ });
const question = () => screen.queryByRole('dialog', { name: 'Open Pizzeria Roma?' });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('opening a restaurant under ORDER IN', () => {
  it('asks first when the hotel’s basket has items, naming where they came from', async () => {
    const { router } = openHotel({ basket: basketOf(hotel, [basketLine('Club sandwich', 2)]) });
    fireEvent.click(await restaurantLink());

    const dialog = question();
    expect(dialog).not.toBeNull();
    expect(
      within(dialog!).getByText('Your basket from Harbour Hotel will be emptied.'),
    ).toBeDefined();
    expect(router.state.location.pathname).toBe(`/location/${hotel.id}`);
  });

  it('keeps the basket and stays when the guest keeps it', async () => {
    const basket = basketOf(hotel, [basketLine('Club sandwich', 2)]);
    const { store, router } = openHotel({ basket });
    fireEvent.click(await restaurantLink());
    fireEvent.click(screen.getByRole('button', { name: 'Keep basket' }));

    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe(`/location/${hotel.id}`);
    expect(store.getState().basket).toEqual(basket);
    expect(store.getState().parentLocation.parentLocation).toBeNull();
    expect(screen.getByRole('button', { name: '2 Items in your basket' })).toBeDefined();
  });

  it('empties the basket and opens the restaurant when the guest agrees', async () => {
    const { store, router } = openHotel({
      basket: basketOf(hotel, [basketLine('Club sandwich', 2)]),
    });
    fireEvent.click(await restaurantLink());
    fireEvent.click(screen.getByRole('button', { name: 'Empty basket' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pizzeria Roma' })).toBeDefined();
    expect(router.state.location.pathname).toBe(`/location/${pizzeria.id}`);
    expect(store.getState().parentLocation.parentLocation).toEqual({
      id: hotel.id,
      name: 'Harbour Hotel',
    });
    await waitFor(() => expect(store.getState().basket.locationId).toBe(pizzeria.id));
    expect(store.getState().basket.items).toEqual([]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDefined();
  });

  it('opens the restaurant at once with an empty basket', async () => {
    const { router } = openHotel();
    fireEvent.click(await restaurantLink());

    expect(question()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizzeria Roma' })).toBeDefined();
    expect(router.state.location.pathname).toBe(`/location/${pizzeria.id}`);
  });
});

describe('a closed restaurant under ORDER IN', () => {
  it("says when it opens in the screens' language and clock: Danish for a Danish browser", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z'), toFake: ['Date'] });
    vi.stubGlobal('navigator', { ...navigator, language: 'da-DK' });
    // Four days on, so the text names the day: the same in every viewer's zone.
    const opens = new Date('2026-11-25T12:00:00Z');
    const closed = guestLocation({
      ...pizzeria,
      isAvailable: false,
      nextAvailable: opens.toISOString(),
    });
    openHotel({}, { ...hotel, childLocations: [asChild(closed)] });
    const link = await restaurantLink();
    const dayAndTime = new Intl.DateTimeFormat('da', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(opens);
    await waitFor(() =>
      expect(link.querySelector('.child-location__availability')?.textContent).toBe(
        `Kan bestilles fra ${dayAndTime}`,
      ),
    );
    expect(dayAndTime).toMatch(/^ons\. 25\. nov\./);
  });
});

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

function openHotel(preloadedState: Partial<RootState> = {}) {
  serve(hotel, pizzeria);
  return renderRoutes(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [{ path: 'location/:id', Component: LocationPage }],
      },
    ],
    {
      initialEntries: [`/location/${hotel.id}`],
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

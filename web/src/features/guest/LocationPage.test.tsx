import { availabilityText, type Basket, type Location } from '@inroom/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../app/RootLayout';
import type { RootState } from '../../app/store';
import { initialUiState } from '../../app/uiSlice';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../testing/fetch';
import { renderRoutes } from '../../testing/render';
import { itemAdded } from '../basket/basketSlice';
import { asChild, basketLine, basketOf, dinnerMenu, guestLocation } from './location/fixtures';
import { LocationPage } from './LocationPage';

const NOW = new Date('2026-11-21T12:00:00Z');

const pizzeria = guestLocation({
  name: 'Pizzeria Roma',
  description: 'Wood-fired pizza',
  image: 'roma.jpg',
});
const closedBar = guestLocation({
  name: 'Night Bar',
  description: 'Cocktails',
  isAvailable: false,
  nextAvailable: '2026-11-21T18:00:00.000Z',
});
const hotel = guestLocation({
  name: 'Harbour Hotel',
  address: 'Nyhavn 1',
  zip: '1051',
  city: 'København',
  childLocations: [asChild(pizzeria, 0), asChild(closedBar, 1)],
});

/** The fake server: the guest view of each location, a record of every request. */
function serve(...locations: Location[]) {
  const requests: { path: string; body?: unknown }[] = [];
  const translated: Basket = {
    ...basketOf(pizzeria, [basketLine('Fiskefrikadeller', 2)]),
    languageId: 'da',
  };
  const fetchMock = mockFetch(async (request) => {
    const path = pathOf(request);
    const body = request.method === 'POST' ? await request.json() : undefined;
    requests.push({ path, body });
    const locationMatch = /^\/api\/location\/get\/([^/]+)\/([^/]+)$/.exec(path);
    if (locationMatch) {
      const [, id, language] = locationMatch;
      const found = locations.find((location) => location.id === id);
      if (!found) return notFoundResponse();
      if (language !== 'da') return jsonResponse(found);
      const danish = { id: 'da', name: 'Dansk' };
      return jsonResponse({
        ...found,
        menus: found.menus.map((menu) => ({ ...menu, currentLanguage: danish })),
      });
    }
    if (path === '/api/order/translate/da') return jsonResponse(translated);
    return notFoundResponse();
  });
  return { requests, translated, fetchMock };
}

function openPage(location: Location, preloadedState: Partial<RootState> = {}) {
  return renderRoutes(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { path: 'location/:id', Component: LocationPage },
          { path: 'basket', element: <p>Basket page</p> },
        ],
      },
    ],
    {
      initialEntries: [`/location/${location.id}`],
      preloadedState: { ui: { ...initialUiState, isLoading: false }, ...preloadedState },
    },
  );
}

const parentRemembered = (parent: Location): Partial<RootState> => ({
  parentLocation: {
    parentLocation: { id: parent.id, name: parent.name },
    parentLocationUrl: `/location/${parent.id}`,
  },
});

/**
 * The location with its menus open 14:00-22:00 in Copenhagen only, so closed at NOW: the page
 * recomputes availability from the windows, which must agree with the flags the test sends.
 */
const eveningsOnly = (location: Location): Location => ({
  ...location,
  menus: location.menus.map((menu) => ({
    ...menu,
    availableFrom: '14:00',
    availableTo: '22:00',
    isAvailable: false,
    nextAvailable: '2026-11-21T13:00:00.000Z',
  })),
});

/** The hour the viewer's clock shows for an instant, as the page formats it (24-hour HH:MM). */
const wallClock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

const routedContent = (container: HTMLElement) =>
  container.querySelector('.route-transition') as HTMLElement;

beforeEach(() => {
  // Only Date is faked: RTK Query's timers must still run.
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // jsdom has no scrolling; ScrollRestoration in RootLayout calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('guest location page', () => {
  it('shows the location, its menus and its restaurants', async () => {
    serve(hotel);
    const { container } = openPage(hotel);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Hotel' })).toBeDefined();
    expect(screen.getByText('Rooms by the water')).toBeDefined();
    expect(screen.getByText(/Nyhavn 1/).textContent).toBe('Nyhavn 11051 København');
    const image = container.querySelector('.location__image') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/images/hotel.jpg');
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
    expect(image.getAttribute('loading')).toBeNull();
    // The menu, by the menu engineer's MenuSection.
    expect(screen.getByRole('heading', { name: 'Dinner' })).toBeDefined();
    expect(screen.getByText('Fish and chips')).toBeDefined();
    // ORDER IN.
    const orderIn = screen.getByRole('region', { name: 'ORDER IN' });
    expect(
      within(orderIn).getByText(
        'The local establishments below are recommended by Harbour Hotel and approved to deliver to the hotel.',
      ),
    ).toBeDefined();
    const roma = within(orderIn).getByRole('link', { name: /Pizzeria Roma/ });
    expect(roma.getAttribute('href')).toBe(`/location/${pizzeria.id}`);
    expect(within(roma).getByText('Wood-fired pizza')).toBeDefined();
    const romaImage = roma.querySelector('img') as HTMLImageElement;
    expect(romaImage.getAttribute('src')).toBe('/images/roma.jpg');
    expect(romaImage.getAttribute('loading')).toBe('lazy');
    expect(romaImage.getAttribute('width')).toBeTruthy();
    const bar = within(orderIn).getByRole('link', { name: /Night Bar/ });
    expect(
      within(bar).getByText(`Available today at ${wallClock('2026-11-21T18:00:00.000Z')}`),
    ).toBeDefined();
    expect(within(roma).queryByText(/Available|Next available/)).toBeNull();
  });

  it('shows no availability text while the location is open', async () => {
    serve(pizzeria);
    openPage(pizzeria);
    await screen.findByRole('heading', { level: 1, name: 'Pizzeria Roma' });
    expect(screen.queryByText(/Available|Next available/)).toBeNull();
  });

  it('says when a closed location opens again, in the viewer’s clock (spec §4)', async () => {
    const opens = '2026-11-21T13:00:00.000Z';
    const closed = eveningsOnly(guestLocation({ isAvailable: false, nextAvailable: opens }));
    serve(closed);
    const { container } = openPage(closed);
    await screen.findByRole('heading', { level: 1, name: closed.name });
    expect(container.querySelector('.location__availability')?.textContent).toBe(
      `Available today at ${wallClock(opens)}`,
    );
  });

  it('works out "available now" from the menus’ windows, not from a cached answer', async () => {
    // Cached while the breakfast menu was open; by NOW (13:00 in Copenhagen) it has closed.
    const base = guestLocation({ name: 'Breakfast Club' });
    const cached = {
      ...base,
      menus: [dinnerMenu(base.id, { availableFrom: '07:00', availableTo: '11:00' })],
    };
    expect(cached.isAvailable).toBe(true);
    serve(cached);
    const { container } = openPage(cached);
    await screen.findByRole('heading', { level: 1, name: 'Breakfast Club' });
    // 07:00 tomorrow in Copenhagen, shown in the viewer's clock as the page shows it.
    const text = availabilityText(
      '2026-11-22T06:00:00.000Z',
      NOW,
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(container.querySelector('.location__availability')?.textContent).toBe(text);
    expect(container.querySelector('.menu')?.classList).toContain('menu--unavailable');
    expect(screen.queryByRole('button', { name: 'Add Fish and chips' })).toBeNull();
  });

  it('shows NotFound when the location cannot be loaded, and logs why (spec §8)', async () => {
    serve();
    openPage(hotel);
    expect(await screen.findByText('Page not found')).toBeDefined();
    expect(console.error).toHaveBeenCalledWith('Failed to fetch location', expect.anything());
  });
});

describe('the basket when a location opens (spec §4)', () => {
  it('starts a new basket for a different location with menus', async () => {
    serve(pizzeria);
    const { store } = openPage(pizzeria, {
      basket: basketOf(hotel, [basketLine('Club sandwich', 1)]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Pizzeria Roma' });
    await waitFor(() => expect(store.getState().basket.locationId).toBe(pizzeria.id));
    expect(store.getState().basket).toMatchObject({
      locationName: 'Pizzeria Roma',
      parentLocationId: null,
      parentLocationName: '',
      currencyId: 'DKK',
      currency: { id: 'DKK', symbol: 'kr' },
      languageId: 'en',
      items: [],
    });
  });

  it('keeps the basket of the same location', async () => {
    serve(pizzeria);
    const basket = basketOf(pizzeria, [basketLine('Margherita', 2)]);
    const { store } = openPage(pizzeria, { basket });
    expect(await screen.findByRole('button', { name: '2 Items in your basket' })).toBeDefined();
    expect(store.getState().basket).toEqual(basket);
  });

  it('records the hotel as the parent when the restaurant was opened from it', async () => {
    serve(pizzeria);
    const { store } = openPage(pizzeria, parentRemembered(hotel));
    await waitFor(() => expect(store.getState().basket.locationId).toBe(pizzeria.id));
    expect(store.getState().basket).toMatchObject({
      parentLocationId: hotel.id,
      parentLocationName: 'Harbour Hotel',
    });
  });

  it('leaves the basket alone for a location without menus', async () => {
    const lobby = guestLocation({ name: 'Lobby', menus: [] });
    serve(lobby);
    const basket = basketOf(hotel, [basketLine('Club sandwich', 1)]);
    const { store } = openPage(lobby, { basket });
    await screen.findByRole('heading', { level: 1, name: 'Lobby' });
    expect(store.getState().basket).toEqual(basket);
    expect(screen.queryByRole('button', { name: /basket/ })).toBeNull();
  });
});

describe('the language picker', () => {
  it('is not shown when the menus have one language', async () => {
    const english = guestLocation({ name: 'English only' });
    english.menus = english.menus.map((menu) => ({
      ...menu,
      languages: [{ languageId: 'en', isDefault: true, language: { id: 'en', name: 'English' } }],
    }));
    serve(english);
    openPage(english);
    await screen.findByRole('heading', { level: 1, name: 'English only' });
    expect(screen.queryByLabelText('Language')).toBeNull();
  });

  it('reloads the menus in Danish and translates a non-empty basket', async () => {
    const { requests, translated } = serve(pizzeria);
    const basket = basketOf(pizzeria, [basketLine('Fishcakes', 2)]);
    const { store } = openPage(pizzeria, { basket });
    const picker = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    expect(picker.value).toBe('en');
    expect([...picker.options].map((option) => option.text)).toEqual(['Dansk', 'English']);

    fireEvent.change(picker, { target: { value: 'da' } });

    expect(store.getState().ui.menuLanguageId).toBe('da');
    await waitFor(() => expect(store.getState().basket).toEqual(translated));
    const translation = requests.find((request) => request.path === '/api/order/translate/da');
    expect(translation?.body).toEqual(basket);
    expect(requests.some((request) => request.path === `/api/location/get/${pizzeria.id}/da`)).toBe(
      true,
    );
    // The screen's own texts follow the chosen menu language (issue 15), the picker's label too.
    await waitFor(() =>
      expect((screen.getByLabelText('Sprog') as HTMLSelectElement).value).toBe('da'),
    );
    expect(screen.getByRole('button', { name: '2 varer i din kurv' })).toBeTruthy();
  });

  it('does not translate an empty basket', async () => {
    const { requests } = serve(pizzeria);
    openPage(pizzeria);
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'da' } });
    await waitFor(() =>
      expect(
        requests.some((request) => request.path === `/api/location/get/${pizzeria.id}/da`),
      ).toBe(true),
    );
    expect(requests.some((request) => request.path.startsWith('/api/order/translate'))).toBe(false);
  });

  it('only logs a failed translation (spec §8)', async () => {
    const { fetchMock } = serve(pizzeria);
    const basket = basketOf(pizzeria, [basketLine('Fishcakes', 2)]);
    const { store } = openPage(pizzeria, { basket });
    const picker = await screen.findByLabelText('Language');
    const serveLocation = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (pathOf(request).startsWith('/api/order/translate/')) return jsonResponse({}, 500);
      return serveLocation!(input, init);
    });

    fireEvent.change(picker, { target: { value: 'da' } });

    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Failed to fetch basket translation',
        expect.anything(),
      ),
    );
    expect(store.getState().basket).toEqual(basket);
  });
});

describe('child locations', () => {
  it('remembers the hotel and slides forwards to the restaurant', async () => {
    serve(hotel, pizzeria);
    const { store, router, container } = openPage(hotel);
    fireEvent.click(await screen.findByRole('link', { name: /Pizzeria Roma/ }));

    expect(store.getState().parentLocation).toEqual({
      parentLocation: { id: hotel.id, name: 'Harbour Hotel' },
      parentLocationUrl: `/location/${hotel.id}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizzeria Roma' })).toBeDefined();
    expect(router.state.location.pathname).toBe(`/location/${pizzeria.id}`);
    expect(routedContent(container).classList).toContain('route-transition--fadeslideforwards');
    // The restaurant's page offers the way back.
    expect(screen.getByRole('button', { name: 'Back' })).toBeDefined();
  });
});

describe('the basket bar', () => {
  it('says the basket is empty, and then does nothing', async () => {
    serve(pizzeria);
    const { router } = openPage(pizzeria);
    const button = await screen.findByRole('button', { name: 'Your basket is empty' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(router.state.location.pathname).toBe(`/location/${pizzeria.id}`);
    expect(screen.queryByText('Basket page')).toBeNull();
  });

  it('counts the items and opens the basket, sliding forwards', async () => {
    serve(pizzeria);
    const { router, container } = openPage(pizzeria, {
      basket: basketOf(pizzeria, [basketLine('Margherita', 1), basketLine('Calzone', 1)]),
    });
    const button = await screen.findByRole('button', { name: '2 Items in your basket' });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByText('Basket page')).toBeDefined();
    expect(router.state.location.pathname).toBe('/basket');
    expect(routedContent(container).classList).toContain('route-transition--fadeslideforwards');
  });

  it('shakes the basket icon when an item is added', async () => {
    serve(pizzeria);
    const { store, container } = openPage(pizzeria);
    await screen.findByRole('button', { name: 'Your basket is empty' });
    const icon = container.querySelector('.basket-bar__icon') as HTMLElement;
    expect(icon.classList).not.toContain('basket-bar__icon--shake');

    act(() => {
      store.dispatch(itemAdded(basketLine('Margherita', 1)));
    });

    expect(await screen.findByRole('button', { name: '1 Items in your basket' })).toBeDefined();
    expect(icon.classList).toContain('basket-bar__icon--shake');
  });

  it('is hidden on a closed hotel that lists restaurants', async () => {
    const closedHotel = eveningsOnly({ ...hotel, isAvailable: false });
    serve(closedHotel);
    openPage(closedHotel);
    await screen.findByRole('heading', { level: 1, name: 'Harbour Hotel' });
    expect(screen.queryByRole('button', { name: 'Your basket is empty' })).toBeNull();
  });

  it('is shown on an open hotel that lists restaurants, without Back', async () => {
    serve(hotel);
    // Even with a parent remembered, a hotel's page has no Back.
    openPage(hotel, parentRemembered(guestLocation({ name: 'Elsewhere' })));
    expect(await screen.findByRole('button', { name: 'Your basket is empty' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('has no Back on a page not opened from a hotel', async () => {
    serve(pizzeria);
    openPage(pizzeria);
    await screen.findByRole('button', { name: 'Your basket is empty' });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('asks before going back with items, then clears the basket and returns to the hotel', async () => {
    serve(hotel, pizzeria);
    const { store, router, container } = openPage(pizzeria, {
      ...parentRemembered(hotel),
      basket: basketOf(pizzeria, [basketLine('Margherita', 2)]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));

    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to go back?' });
    expect(within(dialog).getByText('All items in your basket will be removed.')).toBeDefined();
    expect(router.state.location.pathname).toBe(`/location/${pizzeria.id}`);

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Hotel' })).toBeDefined();
    expect(router.state.location.pathname).toBe(`/location/${hotel.id}`);
    expect(store.getState().parentLocation.parentLocation).toBeNull();
    expect(store.getState().basket.items).toEqual([]);
    expect(routedContent(container).classList).toContain('route-transition--fadeslidebackwards');
  });

  it('stays put when going back is cancelled', async () => {
    serve(hotel, pizzeria);
    const basket = basketOf(pizzeria, [basketLine('Margherita', 2)]);
    const { store, router } = openPage(pizzeria, { ...parentRemembered(hotel), basket });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(`/location/${pizzeria.id}`);
    expect(store.getState().basket).toEqual(basket);
  });

  it('goes straight back to the hotel with an empty basket', async () => {
    serve(hotel, pizzeria);
    const { store, router } = openPage(pizzeria, parentRemembered(hotel));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Hotel' })).toBeDefined();
    expect(router.state.location.pathname).toBe(`/location/${hotel.id}`);
    expect(store.getState().parentLocation).toEqual({
      parentLocation: null,
      parentLocationUrl: null,
    });
  });
});

describe('route transitions', () => {
  it('fades on a navigation nobody named, and plays nothing on the first page', async () => {
    serve(hotel, pizzeria);
    const { router, container, store } = openPage(hotel);
    await screen.findByRole('heading', { level: 1, name: 'Harbour Hotel' });
    expect(routedContent(container).className).toBe('route-transition');

    await act(() => router.navigate(`/location/${pizzeria.id}`));

    expect(routedContent(container).classList).toContain('route-transition--fade');
    expect(store.getState().ui.transitionName).toBe('fade');
  });
});

import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../testing/fetch';
import { makeBasket, makeItem } from '../features/guest/basket-page/basketFixture';
import { guestLocation } from '../features/guest/location/fixtures';
import { guestLanguage, guestLocationPath } from '../features/guest/location-request';
import { testConfig } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { routes } from './router';

// Amplify is replaced by a mock of our thin wrapper: the back office configures sign-in on render.
vi.mock('../features/auth/cognito', () => ({
  configureCognito: vi.fn(),
  signInWithPassword: vi.fn(),
  confirmNewPassword: vi.fn(),
  signedInUser: vi.fn(),
  currentAccessToken: vi.fn(),
  signOutOfCognito: vi.fn(),
}));

const hotel = guestLocation({
  name: 'Harbour Hotel',
  description: 'Rooms by the water',
  address: 'Kajen 2',
  zip: '8000',
  city: 'Aarhus C',
});
/** A basket with something in it, so the delivery page shows instead of sending back to the basket. */
const withBasket = {
  basket: makeBasket([makeItem()], { locationId: hotel.id, locationName: 'Harbour Hotel' }),
};
/** The hotel's guest view, asked for as the page asks for it: in the browser's language. */
const hotelViewPath = `/api/${guestLocationPath(hotel.id, guestLanguage(null, navigator.language))}`;
/** A back-office user restored from storage. */
const signedIn = { user: { id: 'sub-1', userName: 'admin' } };

beforeEach(() => {
  // ScrollRestoration scrolls on navigation; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch((request) => {
    switch (pathOf(request)) {
      case hotelViewPath:
        return jsonResponse(hotel);
      case '/api/location/getall':
        return jsonResponse([hotel]);
      default:
        return notFoundResponse();
    }
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('shows NotFound, in the guest layout, for an unknown path when signed out', async () => {
    renderRoutes(routes, { initialEntries: ['/no/such/page'] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(testConfig.company.name);
    expect(footer.textContent).toContain(testConfig.company.registrationNumber);
    const terms = within(footer).getByRole('link', { name: 'Terms' });
    expect(terms.getAttribute('href')).toBe('/termsandconditions');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });

  it("shows a guest location's name, description and address", async () => {
    const { store } = renderRoutes(routes, { initialEntries: [`/location/${hotel.id}`] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Harbour Hotel');
    expect(screen.getByText('Rooms by the water')).toBeTruthy();
    expect(document.querySelector('address.location__address')?.textContent).toBe(
      'Kajen 28000 Aarhus C',
    );
    expect(store.getState().ui.isLoading).toBe(false);
  });

  it('shows NotFound when the guest location does not exist', async () => {
    renderRoutes(routes, { initialEntries: ['/location/unknown-id'] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(console.error).toHaveBeenCalledWith('Failed to fetch location', expect.anything());
  });

  it('routes /delivery to its page when the basket holds something, else to the basket', async () => {
    renderRoutes(routes, { initialEntries: ['/delivery'], preloadedState: withBasket });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Your order from Harbour Hotel',
    );
    cleanup();
    renderRoutes(routes, { initialEntries: ['/delivery'] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your basket');
  });

  it.each([
    ['/basket', 'Your basket'],
    // The order page's own chunk: an order the server does not know is not found.
    ['/order/o-1', 'No order was found'],
    ['/order/o-1/4512345678?t=token', 'No order was found'],
    ['/termsandconditions', 'Terms and conditions'],
    ['/login', 'Log in'],
  ])('routes %s to its page', async (path, heading) => {
    renderRoutes(routes, { initialEntries: [path] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
  });

  const backOffice = [
    ['/be/locations', 'Locations'],
    ['/be/location/create', 'Create location'],
    ['/be/location/l-1/edit', 'Edit location'],
    ['/be/menu', 'Menus'],
    ['/be/menu/l-1', 'Menus'],
    ['/be/menu/m-1/setup', 'Menu setup'],
  ] as const;

  it.each(backOffice)('routes %s to its page for a signed-in user', async (path, heading) => {
    renderRoutes(routes, { initialEntries: [path], preloadedState: signedIn });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeTruthy();
  });

  it.each(backOffice)(
    'sends a signed-out visitor of %s to login with it as redirect',
    async (path) => {
      const { router } = renderRoutes(routes, { initialEntries: [`${path}?tab=2`] });
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Log in');
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(`${path}?tab=2`)}`);
    },
  );

  it('sends a signed-in user opening /login to /be/locations', async () => {
    const { router } = renderRoutes(routes, {
      initialEntries: ['/login'],
      preloadedState: signedIn,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Locations');
    expect(router.state.location.pathname).toBe('/be/locations');
  });

  it('shows NotFound in the back-office layout for a signed-in user', async () => {
    renderRoutes(routes, { initialEntries: ['/no/such/page'], preloadedState: signedIn });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows NotFound for an unknown back-office path, in the layout that fits', async () => {
    renderRoutes(routes, { initialEntries: ['/be/nothing'], preloadedState: signedIn });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeTruthy();
    cleanup();
    renderRoutes(routes, { initialEntries: ['/be/nothing'] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('records the route being left on every navigation', async () => {
    const { router, store } = renderRoutes(routes, {
      initialEntries: ['/basket'],
      preloadedState: withBasket,
    });
    await screen.findByRole('heading', { name: 'Your basket' });
    expect(store.getState().ui.previousRoute).toBeNull();

    await act(() => router.navigate(`/location/${hotel.id}`));
    await screen.findByRole('heading', { name: 'Harbour Hotel' });
    expect(store.getState().ui.previousRoute).toEqual({ pathname: '/basket', params: {} });

    await act(() => router.navigate('/delivery'));
    await screen.findByRole('heading', { name: 'Your order from Harbour Hotel' });
    expect(store.getState().ui.previousRoute).toEqual({
      pathname: `/location/${hotel.id}`,
      params: { id: hotel.id },
    });
  });
});

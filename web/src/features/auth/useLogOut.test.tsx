import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { BackofficeLayout } from '../backoffice/BackofficeLayout';
import * as persist from '../../app/persist';
import * as cognito from './cognito';
import { RequireSignIn } from './RequireSignIn';

vi.mock('./cognito', () => ({
  configureCognito: vi.fn(),
  signInWithPassword: vi.fn(),
  confirmNewPassword: vi.fn(),
  signedInUser: vi.fn(),
  currentAccessToken: vi.fn(),
  signOutOfCognito: vi.fn(),
}));

const signedIn = { user: { id: 'sub-1', userName: 'admin' } };

const routes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <h1>Login</h1> },
  {
    element: <RequireSignIn />,
    children: [
      {
        element: <BackofficeLayout />,
        children: [
          { path: '/be/locations', element: <h1>Locations</h1> },
          { path: '/be/menu', element: <h1>Menus</h1> },
        ],
      },
    ],
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'Back office' }));
}

describe('the back-office layout', () => {
  it('has the sidebar toggle, Locations and Menus links, Log out and the routed content', async () => {
    const { store } = renderRoutes(routes, {
      initialEntries: ['/be/menu'],
      preloadedState: signedIn,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Menus');
    expect(sidebar().getByRole('link', { name: 'Locations' }).getAttribute('href')).toBe(
      '/be/locations',
    );
    expect(sidebar().getByRole('link', { name: 'Menus' }).getAttribute('href')).toBe('/be/menu');
    expect(sidebar().getByRole('button', { name: 'Log out' })).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(store.getState().ui.sidebarShown).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('configures sign-in before the pages render', async () => {
    // A configuration of its own: sign-in is configured once per configuration.
    const auth = { ...testConfig.auth, userPoolClientId: 'layout-test-client' };
    renderRoutes(routes, {
      initialEntries: ['/be/menu'],
      preloadedState: signedIn,
      config: { ok: true, config: { ...testConfig, auth } },
    });
    await screen.findByRole('heading', { name: 'Menus' });
    expect(cognito.configureCognito).toHaveBeenCalledWith(auth);
  });

  it('shows why sign-in cannot work instead of the page when the configuration is broken', async () => {
    renderRoutes(routes, {
      initialEntries: ['/be/menu'],
      preloadedState: signedIn,
      config: { ok: false, error: '/config.json answered HTTP 500' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in is unavailable: the configuration is invalid (auth)',
    );
    expect(screen.queryByRole('heading', { name: 'Menus' })).toBeNull();
  });

  it('logs out: Cognito session ended, user cleared, back on /', async () => {
    vi.mocked(cognito.signOutOfCognito).mockResolvedValue(undefined);
    const { router, store } = renderRoutes(routes, {
      initialEntries: ['/be/menu'],
      preloadedState: signedIn,
    });
    await screen.findByRole('heading', { name: 'Menus' });
    // The cleared user is written to storage at once, not on redux-persist's timer.
    let userWhenFlushed: unknown;
    const flush = vi.spyOn(persist, 'flushPersistedState').mockImplementation(async () => {
      userWhenFlushed = store.getState().user;
    });
    fireEvent.click(sidebar().getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Home' });
    expect(cognito.signOutOfCognito).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    // Cleared and stored as the home page shows, not some time later.
    expect(store.getState().user).toEqual({ id: null, userName: '' });
    expect(flush).toHaveBeenCalledTimes(1);
    expect(userWhenFlushed).toEqual({ id: null, userName: '' });
    // Not sent to login on the way out.
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out to a home page whose code loads lazily, without a stop at login', async () => {
    vi.mocked(cognito.signOutOfCognito).mockResolvedValue(undefined);
    vi.spyOn(persist, 'flushPersistedState').mockResolvedValue(undefined);
    const lazyHome = {
      path: '/',
      lazy: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { Component: () => <h1>Home</h1> };
      },
    };
    const { router, store } = renderRoutes([lazyHome, ...routes.slice(1)], {
      initialEntries: ['/be/menu'],
      preloadedState: signedIn,
    });
    await screen.findByRole('heading', { name: 'Menus' });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    fireEvent.click(sidebar().getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(store.getState().user).toEqual({ id: null, userName: '' }));
    expect(visited).not.toContain('/login');
    expect(router.state.location.pathname).toBe('/');
  });

  it("throws 'Logout failed' when Cognito fails, showing nothing and staying put", async () => {
    vi.mocked(cognito.signOutOfCognito).mockRejectedValue(new Error('network'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, store } = renderRoutes(routes, {
      initialEntries: ['/be/menu'],
      preloadedState: signedIn,
    });
    await screen.findByRole('heading', { name: 'Menus' });
    fireEvent.click(sidebar().getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    const error = logged.mock.calls[0]![0] as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Logout failed');
    expect(router.state.location.pathname).toBe('/be/menu');
    expect(store.getState().user).toEqual(signedIn.user);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

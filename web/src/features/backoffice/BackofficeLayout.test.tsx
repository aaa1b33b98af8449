import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUiState } from '../../app/uiSlice';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../testing/fetch';
import { CURRENT_USER_PATH, managerUser, ownerUser, signedInState } from '../auth/access-fixtures';
import { stubScreen } from '../../testing/match-media';
import { renderRoutes } from '../../testing/render';
import { BackofficeLayout, WIDE_SIDEBAR_QUERY } from './BackofficeLayout';

// The sidebar on phones (issue 15, item 7): closed at first and opened over the content only on
// request; on wide screens shown or hidden as persisted.

vi.mock('../auth/cognito', () => ({
  configureCognito: vi.fn(),
  signInWithPassword: vi.fn(),
  confirmNewPassword: vi.fn(),
  signedInUser: vi.fn(),
  currentAccessToken: vi.fn(),
  signOutOfCognito: vi.fn(),
}));

const routes = [
  {
    element: <BackofficeLayout />,
    children: [
      { path: '/be/locations', element: <h1>Locations</h1> },
      { path: '/be/menu', element: <h1>Menus</h1> },
    ],
  },
];

function renderLayout(sidebarShown = true) {
  return renderRoutes(routes, {
    initialEntries: ['/be/menu'],
    preloadedState: {
      ...signedInState,
      ui: { ...initialUiState, sidebarShown },
    },
  });
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });
/** The sidebar the toggle controls, found even while hidden (a hidden element has no name). */
function sidebar(): HTMLElement {
  const found = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
  if (found?.tagName !== 'NAV') throw new Error('The toggle controls no sidebar');
  return found;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the back-office sidebar on a phone', () => {
  it('starts closed even when it was left shown on a wide screen', async () => {
    stubScreen(WIDE_SIDEBAR_QUERY, false);
    const { container } = renderLayout(true);
    await screen.findByRole('heading', { name: 'Menus' });
    expect(sidebar().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(sidebar().getAttribute('aria-label')).toBe('Back office');
    expect(container.querySelector('.backoffice-layout--narrow')).not.toBeNull();
  });

  it('opens on the toggle without touching the persisted choice, and closes on it again', async () => {
    stubScreen(WIDE_SIDEBAR_QUERY, false);
    const { store } = renderLayout(false);
    await screen.findByRole('heading', { name: 'Menus' });
    fireEvent.click(toggle());
    expect(sidebar().hidden).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(store.getState().ui.sidebarShown).toBe(false);
    fireEvent.click(toggle());
    expect(sidebar().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is followed', async () => {
    stubScreen(WIDE_SIDEBAR_QUERY, false);
    const { router } = renderLayout();
    await screen.findByRole('heading', { name: 'Menus' });
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'Locations' }));
    await screen.findByRole('heading', { name: 'Locations' });
    expect(router.state.location.pathname).toBe('/be/locations');
    expect(sidebar().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    stubScreen(WIDE_SIDEBAR_QUERY, false);
    renderLayout();
    await screen.findByRole('heading', { name: 'Menus' });
    fireEvent.click(toggle());
    const link = screen.getByRole('link', { name: 'Locations' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(sidebar().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a tap outside it, but not on a tap inside it', async () => {
    stubScreen(WIDE_SIDEBAR_QUERY, false);
    renderLayout();
    const heading = await screen.findByRole('heading', { name: 'Menus' });
    fireEvent.click(toggle());
    fireEvent.pointerDown(sidebar());
    expect(sidebar().hidden).toBe(false);
    fireEvent.pointerDown(heading);
    expect(sidebar().hidden).toBe(true);
  });
});

describe('the back-office sidebar on a wide screen', () => {
  it('is shown or hidden as persisted, and the toggle changes the persisted choice', async () => {
    stubScreen(WIDE_SIDEBAR_QUERY, true);
    const { store, container } = renderLayout(true);
    await screen.findByRole('heading', { name: 'Menus' });
    expect(sidebar().hidden).toBe(false);
    expect(container.querySelector('.backoffice-layout--narrow')).toBeNull();
    // Escape is for the phone overlay; here the sidebar is part of the layout.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(sidebar().hidden).toBe(false);
    fireEvent.click(toggle());
    expect(store.getState().ui.sidebarShown).toBe(false);
    expect(sidebar().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone overlay when the window narrows, and goes back to the persisted choice when it widens', async () => {
    const screenSize = stubScreen(WIDE_SIDEBAR_QUERY, true);
    renderLayout(true);
    await screen.findByRole('heading', { name: 'Menus' });
    screenSize.resize(false);
    expect(sidebar().hidden).toBe(true);
    screenSize.resize(true);
    expect(sidebar().hidden).toBe(false);
  });
});

describe('the Users link (issue 18)', () => {
  function serveCurrentUser(user: unknown) {
    mockFetch((request) =>
      pathOf(request) === CURRENT_USER_PATH ? jsonResponse(user) : notFoundResponse(),
    );
  }

  it('is shown to an owner', async () => {
    stubScreen(WIDE_SIDEBAR_QUERY, true);
    serveCurrentUser(ownerUser);
    renderLayout();
    const link = await screen.findByRole('link', { name: 'Users' });
    expect(link.getAttribute('href')).toBe('/be/users');
  });

  it('is not shown to a manager', async () => {
    stubScreen(WIDE_SIDEBAR_QUERY, true);
    serveCurrentUser(managerUser('l-1'));
    const { store } = renderLayout();
    await screen.findByRole('heading', { name: 'Menus' });
    await vi.waitFor(() =>
      expect(store.getState().api.queries['getCurrentUser(undefined)']?.status).toBe('fulfilled'),
    );
    expect(screen.getByRole('link', { name: 'Locations' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  });
});

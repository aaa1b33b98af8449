import type { CurrentUser } from '@inroom/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_PATH, managerUser, ownerUser, signedInState } from '../auth/access-fixtures';
import { jsonResponse, mockFetch, notFoundResponse, pathOf } from '../../testing/fetch';
import { makeLocation } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { LocationCreatePage, OWNER_ONLY_CREATE } from './LocationCreatePage';
import { LocationEditPage } from './LocationEditPage';
import { LocationsPage } from './LocationsPage';
import { MenuPage } from './MenuPage';

// Issue 18: the back office hides from a manager what only an owner may do, lists only the
// manager's locations, and says so when the API refuses a location (403).

const hotel = makeLocation({ name: 'Hotel Nyhavn' });
const deli = makeLocation({ name: 'Kajens Deli' });

let requests: string[];

/** `user/getcurrent` answers `user`; the back-office list is the user's; anything else as given. */
function serve(user: CurrentUser, other: Record<string, () => Response> = {}) {
  mockFetch((request) => {
    const path = pathOf(request);
    requests.push(path);
    if (path === CURRENT_USER_PATH) return jsonResponse(user);
    if (path === '/api/location/be/getall') {
      const all = [hotel, deli];
      return jsonResponse(
        user.role === 'owner' ? all : all.filter(({ id }) => user.locationIds?.includes(id)),
      );
    }
    return other[path]?.() ?? notFoundResponse();
  });
}

function open(path: string) {
  return renderRoutes(
    [
      { path: '/be/locations', Component: LocationsPage },
      { path: '/be/location/create', Component: LocationCreatePage },
      { path: '/be/location/:id/edit', Component: LocationEditPage },
      { path: '/be/menu/:locationId?', Component: MenuPage },
    ],
    { initialEntries: [path], preloadedState: signedInState },
  );
}

beforeEach(() => {
  requests = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the locations list', () => {
  it("lists a manager's own locations from location/be/getall, without Add location", async () => {
    serve(managerUser(deli.id));
    open('/be/locations');
    expect(await screen.findByRole('rowheader', { name: 'Kajens Deli' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Hotel Nyhavn' })).toBeNull();
    await waitFor(() => expect(requests).toContain(CURRENT_USER_PATH));
    expect(screen.queryByRole('link', { name: 'Add location' })).toBeNull();
    expect(requests).not.toContain('/api/location/getall');
  });

  it('says why to a user the server has given no access yet (403), without Retry', async () => {
    const message = 'Your account has no access yet; ask an owner to give you access';
    mockFetch((request) => {
      requests.push(pathOf(request));
      return jsonResponse({ error: { code: 'forbidden', message } }, 403);
    });
    open('/be/locations');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows Add location to an owner', async () => {
    serve(ownerUser);
    open('/be/locations');
    expect(await screen.findByRole('link', { name: 'Add location' })).toBeTruthy();
  });
});

describe('the create page', () => {
  it('tells a manager that only an owner adds locations, and loads no form', async () => {
    serve(managerUser(deli.id));
    open('/be/location/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Create location' })).toBeTruthy();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(OWNER_ONLY_CREATE);
    expect(screen.getByRole('link', { name: 'Back to Locations' }).getAttribute('href')).toBe(
      '/be/locations',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(requests).not.toContain('/api/location/getnew');
  });
});

describe('the edit page', () => {
  it('says the user has no access to a location the API refuses with 403', async () => {
    serve(managerUser(deli.id), {
      [`/api/location/be/get/${hotel.id}`]: () =>
        jsonResponse(
          { error: { code: 'forbidden', message: 'You do not have access to this location' } },
          403,
        ),
    });
    open(`/be/location/${hotel.id}/edit`);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('You do not have access to this location.');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit location' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Locations' }).getAttribute('href')).toBe(
      '/be/locations',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('keeps NotFound for an unknown location (404)', async () => {
    serve(ownerUser);
    open('/be/location/no-such-id/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('You do not have access to this location.')).toBeNull();
  });
});

describe('a location-picked page (menus, orders)', () => {
  it("opens a manager's only location at once", async () => {
    serve(managerUser(deli.id), {
      [`/api/menu/getall?locationId=${deli.id}`]: () => jsonResponse([]),
    });
    const { router } = open('/be/menu');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/be/menu/${encodeURIComponent(deli.id)}`),
    );
  });

  it('shows NotFound, not Retry, for an address whose location id cannot be one (400)', async () => {
    serve(ownerUser, {
      '/api/menu/getall?locationId=x': () =>
        jsonResponse({ error: { code: 'bad_request', message: 'Invalid query' } }, 400),
    });
    open('/be/menu/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("tells a manager who opens another location's menus that it is not theirs", async () => {
    serve(managerUser(deli.id));
    open(`/be/menu/${hotel.id}`);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('You do not have access to this location.');
    expect(requests).not.toContain(`/api/menu/getall?locationId=${hotel.id}`);
  });
});

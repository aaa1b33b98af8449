import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, pathOf, requestedPaths } from '../../testing/fetch';
import { makeLocation } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { HomePage } from './HomePage';

function LocationProbe() {
  return <p>Location page for {useParams().id}</p>;
}

const routes = [
  { path: '/', Component: HomePage },
  { path: '/location/:id', Component: LocationProbe },
  { path: '/login', element: <p>Login page</p> },
];

const harbour = makeLocation({ name: 'Harbour Hotel' });
const alpine = makeLocation({ name: 'Alpine Lodge' });
const city = makeLocation({ name: 'City Bistro' });

function serveLocations(...responses: (() => Response)[]) {
  const queue = [...responses];
  return mockFetch((request) => {
    if (pathOf(request) !== '/api/location/getall')
      return new Response('unexpected', { status: 500 });
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (!next) throw new Error('no response queued');
    return next();
  });
}

const locationSelect = () => screen.getByLabelText<HTMLSelectElement>('Location');
const goButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Go' });

beforeEach(() => {
  // The spec logs failed fetches; keep the test output clean and let tests check the message.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows the product title, the Log in button and the build version', async () => {
    serveLocations(() => jsonResponse([harbour]));
    renderRoutes(routes);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inroom');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText(/^Version /).textContent).toBe('Version dev');
    await screen.findByLabelText('Location');
  });

  it('reads Danish to a Danish browser, marked as Danish, and English to anyone else', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'da-DK' });
    serveLocations(() => jsonResponse([harbour]));
    renderRoutes(routes);
    await screen.findByRole('button', { name: 'Log ind' });
    expect(screen.getByRole('main').getAttribute('lang')).toBe('da');
    await screen.findByLabelText('Sted');
    expect(screen.getByRole('option', { name: 'Vælg sted' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gå' })).toBeTruthy();
    cleanup();

    vi.stubGlobal('navigator', { ...navigator, language: 'en-US' });
    renderRoutes(routes);
    expect(screen.getByRole('main').getAttribute('lang')).toBe('en');
    await screen.findByLabelText('Location');
  });

  it('lists the locations from location/getall, sorted by name, after a placeholder', async () => {
    const fetch = serveLocations(() => jsonResponse([harbour, alpine, city]));
    renderRoutes(routes);
    const select = await screen.findByLabelText<HTMLSelectElement>('Location');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Select location',
      'Alpine Lodge',
      'City Bistro',
      'Harbour Hotel',
    ]);
    expect(select.value).toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('clears the start-up loading flag once the locations arrive', async () => {
    serveLocations(() => jsonResponse([harbour]));
    const { store } = renderRoutes(routes);
    expect(store.getState().ui.isLoading).toBe(true);
    await screen.findByLabelText('Location');
    expect(store.getState().ui.isLoading).toBe(false);
  });

  it('keeps Go disabled until a location is chosen', async () => {
    serveLocations(() => jsonResponse([harbour, alpine]));
    renderRoutes(routes);
    await screen.findByLabelText('Location');
    expect(goButton().disabled).toBe(true);
    fireEvent.change(locationSelect(), { target: { value: alpine.id } });
    expect(goButton().disabled).toBe(false);
  });

  it('goes to the chosen location on Go', async () => {
    serveLocations(() => jsonResponse([harbour, alpine]));
    const { router } = renderRoutes(routes);
    await screen.findByLabelText('Location');
    fireEvent.change(locationSelect(), { target: { value: harbour.id } });
    fireEvent.click(goButton());
    await screen.findByText(`Location page for ${harbour.id}`);
    expect(router.state.location.pathname).toBe(`/location/${harbour.id}`);
  });

  it('goes to /login on Log in', async () => {
    serveLocations(() => jsonResponse([]));
    const { router } = renderRoutes(routes);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Login page');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says so when there are no locations', async () => {
    serveLocations(() => jsonResponse([]));
    renderRoutes(routes);
    await screen.findByText('There are no locations yet.');
    expect(screen.queryByLabelText('Location')).toBeNull();
  });

  it('shows an error with Retry when the locations fail to load, and recovers', async () => {
    const fetch = serveLocations(
      () => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
      () => jsonResponse([alpine]),
    );
    const { store } = renderRoutes(routes);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load locations');
    expect(store.getState().ui.isLoading).toBe(false);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to fetch locations'));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    const select = await screen.findByLabelText<HTMLSelectElement>('Location');
    expect([...select.options].map((option) => option.textContent)).toContain('Alpine Lodge');
    expect(screen.queryByText('Could not load locations')).toBeNull();
    // Once on opening, once on Retry; a third call names its path here (seen once in a clean
    // clone's run, 2026-11-29, as a bare count).
    expect(requestedPaths(fetch)).toEqual(['/api/location/getall', '/api/location/getall']);
  });
});

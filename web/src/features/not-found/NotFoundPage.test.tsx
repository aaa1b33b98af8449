import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialUiState, type RecordedRoute } from '../../app/uiSlice';
import { renderRoutes } from '../../testing/render';
import { NotFoundPage } from './NotFoundPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/about', element: <p>About page</p> },
  { path: '/location/:id', element: <p>Location page</p> },
  { path: '*', Component: NotFoundPage },
];

function renderNotFound(initialEntries: string[], previousRoute: RecordedRoute | null) {
  return renderRoutes(routes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
    preloadedState: { ui: { ...initialUiState, previousRoute } },
  });
}

describe('NotFoundPage', () => {
  it('shows 404, Page not found and Go back', () => {
    renderNotFound(['/missing'], null);
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('reads Danish to a Danish browser, marked as Danish', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'da-DK' });
    renderNotFound(['/missing'], null);
    await screen.findByRole('heading', { level: 1, name: 'Siden blev ikke fundet' });
    expect(screen.getByRole('main').getAttribute('lang')).toBe('da');
    expect(screen.getByRole('button', { name: 'Gå tilbage' })).toBeTruthy();
  });

  it('is marked English when it reads English', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-GB' });
    renderNotFound(['/missing'], null);
    expect(screen.getByRole('main').getAttribute('lang')).toBe('en');
  });

  it('ends the start-up loading overlay, having nothing to fetch', () => {
    const { store } = renderNotFound(['/missing'], null);
    expect(store.getState().ui.isLoading).toBe(false);
  });

  it('steps back one page when the previous route had no id', async () => {
    const { router } = renderNotFound(['/', '/about', '/missing'], {
      pathname: '/about',
      params: {},
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await screen.findByText('About page');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('steps back two pages when the previous route had an id', async () => {
    const { router } = renderNotFound(['/about', '/location/x', '/missing'], {
      pathname: '/location/x',
      params: { id: 'x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await screen.findByText('About page');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('goes home when the visit started here', async () => {
    const { router } = renderNotFound(['/missing'], null);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
  });
});

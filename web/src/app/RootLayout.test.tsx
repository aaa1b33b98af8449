import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render';
import { RootLayout } from './RootLayout';

// A page's code loads on its first visit; while it does, the old page stays and a bar shows.

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A route whose code arrives when the test says so. */
function lazyPage() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return {
    route: {
      path: 'next',
      lazy: async () => {
        await arrived;
        return { Component: () => <h1>Next page</h1> };
      },
    },
    arrive: () => arrive(),
  };
}

const progressBar = () => document.querySelector('.navigation-progress');
const routedContent = () => document.querySelector('.route-transition');

describe('the root layout while the next page loads', () => {
  it("shows the bar and marks the page busy until the page's code has arrived", async () => {
    const next = lazyPage();
    const { router } = renderRoutes([
      {
        path: '/',
        Component: RootLayout,
        children: [{ index: true, element: <Link to="/next">Onwards</Link> }, next.route],
      },
    ]);
    expect(progressBar()).toBeNull();
    expect(routedContent()?.getAttribute('aria-busy')).toBeNull();

    fireEvent.click(await screen.findByRole('link', { name: 'Onwards' }));
    await vi.waitFor(() => expect(progressBar()).not.toBeNull());
    expect(progressBar()?.getAttribute('aria-hidden')).toBe('true');
    expect(routedContent()?.getAttribute('aria-busy')).toBe('true');
    // The old page stays until the new one can show.
    expect(screen.getByRole('link', { name: 'Onwards' })).toBeTruthy();

    next.arrive();
    await screen.findByRole('heading', { name: 'Next page' });
    expect(router.state.location.pathname).toBe('/next');
    expect(progressBar()).toBeNull();
    expect(routedContent()?.getAttribute('aria-busy')).toBeNull();
  });
});

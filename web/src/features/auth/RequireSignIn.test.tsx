import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { jsonResponse, mockFetch, pathOf } from '../../testing/fetch';
import { renderRoutes } from '../../testing/render';
import { authApi } from './api';
import { RequireSignIn } from './RequireSignIn';
import { userCleared } from './userSlice';

const signedIn = { user: { id: 'sub-1', userName: 'admin' } };

function AdminPage() {
  const { pathname } = useLocation();
  // Any admin call will do: this one is always there.
  const { data } = authApi.useGetCurrentUserQuery();
  return (
    <main>
      <h1>Admin {pathname}</h1>
      <p>{data?.userName}</p>
    </main>
  );
}

function LoginProbe() {
  const { search } = useLocation();
  return <h1>Login {search}</h1>;
}

const routes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <LoginProbe /> },
  { element: <RequireSignIn />, children: [{ path: '/be/*', element: <AdminPage /> }] },
];

let status = 200;
beforeEach(() => {
  status = 200;
  mockFetch((request) =>
    pathOf(request) === '/api/user/getcurrent' && status === 200
      ? jsonResponse({ id: 'sub-1', userName: 'admin' })
      : jsonResponse({ error: { code: 'unauthorized', message: 'Sign-in required' } }, status),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the back-office guard', () => {
  it('sends a signed-out visitor to login with the wanted path and query as redirect', async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/be/menu/x?tab=2'] });
    await screen.findByRole('heading', { name: /^Login/ });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fbe%2Fmenu%2Fx%3Ftab%3D2');
    // Replaced, not pushed: Back does not return to the guarded page only to bounce again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders the page for a signed-in user', async () => {
    const { router } = renderRoutes(routes, {
      initialEntries: ['/be/menu/x'],
      preloadedState: signedIn,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Admin /be/menu/x');
    expect(await screen.findByText('admin')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/be/menu/x');
  });

  it('sends the user to login with the redirect once an admin call answers 401', async () => {
    status = 401;
    const { router, store } = renderRoutes(routes, {
      initialEntries: ['/be/menu/x?tab=2'],
      preloadedState: signedIn,
    });
    await screen.findByRole('heading', { name: /^Login/ });
    expect(store.getState().user).toEqual({ id: null, userName: '' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fbe%2Fmenu%2Fx%3Ftab%3D2');
  });

  it('leaves guest pages alone when the user is cleared', async () => {
    const { router, store } = renderRoutes(routes, {
      initialEntries: ['/'],
      preloadedState: signedIn,
    });
    await screen.findByRole('heading', { name: 'Home' });
    act(() => {
      store.dispatch(userCleared());
    });
    expect(router.state.location.pathname).toBe('/');
  });
});

import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { jsonResponse, mockFetch, pathOf } from '../../testing/fetch';
import { testConfig } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import * as cognito from './cognito';
import { checkCurrentUser } from './currentUser';
import { StartupUserCheck } from './StartupUserCheck';

vi.mock('./cognito', () => ({
  configureCognito: vi.fn(),
  signInWithPassword: vi.fn(),
  confirmNewPassword: vi.fn(),
  signedInUser: vi.fn(),
  currentAccessToken: vi.fn(),
  signOutOfCognito: vi.fn(),
}));

const restored = { user: { id: 'sub-1', userName: 'old name' } };
const signedOut = { id: null, userName: '' };

let answer: () => Response | Promise<Response>;
let seen: Request[];
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(cognito.currentAccessToken).mockResolvedValue('access-token');
  seen = [];
  answer = () => jsonResponse({ id: 'sub-1', userName: 'admin' });
  mockFetch((request) => {
    seen.push(request);
    return pathOf(request) === '/api/user/getcurrent'
      ? answer()
      : jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('checkCurrentUser', () => {
  it('asks the API with the bearer token and refreshes the stored user', async () => {
    const store = makeStore(restored);
    await checkCurrentUser(store.dispatch, testConfig.auth);
    expect(seen.map(pathOf)).toEqual(['/api/user/getcurrent']);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer access-token');
    expect(store.getState().user).toEqual({ id: 'sub-1', userName: 'admin' });
  });

  it.each([
    ['a 401', () => jsonResponse({ error: { code: 'unauthorized', message: 'No' } }, 401)],
    ['a server error', () => jsonResponse({ error: { code: 'internal', message: 'No' } }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer without an id', () => jsonResponse({ id: null, userName: '' })],
  ])('clears the user silently on %s', async (_case, response) => {
    answer = response;
    const store = makeStore(restored);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await checkCurrentUser(store.dispatch, testConfig.auth);
    expect(store.getState().user).toEqual(signedOut);
  });

  it('clears the user without calling the API when sign-in is not configured', async () => {
    const store = makeStore(restored);
    await checkCurrentUser(store.dispatch, { region: 'eu-north-1' });
    expect(seen).toEqual([]);
    expect(store.getState().user).toEqual(signedOut);
  });
});

describe('StartupUserCheck', () => {
  it('checks a restored user at start', async () => {
    const { store } = renderWithProviders(<StartupUserCheck />, { preloadedState: restored });
    await waitFor(() => expect(store.getState().user.userName).toBe('admin'));
    expect(seen.map(pathOf)).toEqual(['/api/user/getcurrent']);
  });

  it('clears a restored user whose session the API refuses', async () => {
    answer = () => jsonResponse({ error: { code: 'unauthorized', message: 'No' } }, 401);
    const { store } = renderWithProviders(<StartupUserCheck />, { preloadedState: restored });
    await waitFor(() => expect(store.getState().user).toEqual(signedOut));
  });

  it('does nothing for a guest', async () => {
    renderWithProviders(<StartupUserCheck />);
    // Give a stray import or request the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    expect(cognito.configureCognito).not.toHaveBeenCalled();
  });
});

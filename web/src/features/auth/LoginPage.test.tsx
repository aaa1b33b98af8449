import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { testConfig } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import * as cognito from './cognito';
import { LoginPage } from './LoginPage';

// Amplify itself is replaced by our thin wrapper's mock: these tests are about the page.
vi.mock('./cognito', () => ({
  configureCognito: vi.fn(),
  signInWithPassword: vi.fn(),
  confirmNewPassword: vi.fn(),
  signedInUser: vi.fn(),
  currentAccessToken: vi.fn(),
  signOutOfCognito: vi.fn(),
  requestPasswordReset: vi.fn(),
  confirmPasswordReset: vi.fn(),
}));

const signIn = vi.mocked(cognito.signInWithPassword);
const confirm = vi.mocked(cognito.confirmNewPassword);

function Landing() {
  const { pathname, search } = useLocation();
  return <h1>Landed on {pathname + search}</h1>;
}

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '*', Component: Landing },
];

function renderLogin(entry = '/login', options: Parameters<typeof renderRoutes>[1] = {}) {
  return renderRoutes(routes, { initialEntries: [entry], ...options });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

async function signInAs(userName = 'admin', password = 'Secret-1') {
  fill('Username', userName);
  fill('Password', password);
  submit();
  return screen.findByRole('heading', { name: /^Landed on/ });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  signIn.mockResolvedValue('done');
  vi.mocked(cognito.signedInUser).mockResolvedValue({ id: 'sub-1', userName: 'admin' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LoginPage', () => {
  it('has Username and Password, both required, and a Login button', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in');
    expect((screen.getByLabelText('Username') as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('marks the form validated and sends nothing while a required field is empty', () => {
    renderLogin();
    submit();
    const form = screen.getByRole('button', { name: 'Login' }).closest('form');
    expect(form?.classList.contains('was-validated')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));

    fill('Username', 'admin');
    submit();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.queryByText('Login failed')).toBeNull();
  });

  it("shows the spinner while signing in, then 'Login failed' without it when Cognito says no", async () => {
    let reject: (error: Error) => void = () => undefined;
    signIn.mockReturnValue(new Promise((_resolve, fail) => (reject = fail)));
    const { store } = renderLogin();
    fill('Username', 'admin');
    fill('Password', 'wrong');
    submit();
    const button = screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
    await waitFor(() => expect(screen.getByTestId('login-spinner')).toBeTruthy());
    expect(button.disabled).toBe(true);

    reject(
      Object.assign(new Error('Incorrect username or password.'), {
        name: 'NotAuthorizedException',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
    expect(screen.queryByTestId('login-spinner')).toBeNull();
    expect(button.disabled).toBe(false);
    expect(signIn).toHaveBeenCalledWith('admin', 'wrong', testConfig.auth.signInFlow);
    expect(store.getState().user.id).toBeNull();
  });

  it('stores the user and goes to /be/locations without a redirect', async () => {
    const { store, router } = renderLogin();
    await signInAs();
    expect(store.getState().user).toEqual({ id: 'sub-1', userName: 'admin' });
    expect(router.state.location.pathname).toBe('/be/locations');
  });

  it('goes to the redirect path after signing in', async () => {
    const { router } = renderLogin('/login?redirect=%2Fbe%2Fmenu%2Fx%3Ftab%3D2');
    await signInAs();
    expect(router.state.location.pathname + router.state.location.search).toBe('/be/menu/x?tab=2');
    // The login page is replaced, so Back does not return to it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    'https://evil.example/be/menu',
    '//evil.example/be/menu',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('ignores the unsafe redirect %s', async (redirect) => {
    const { router } = renderLogin(`/login?redirect=${encodeURIComponent(redirect)}`);
    await signInAs();
    expect(router.state.location.pathname).toBe('/be/locations');
    expect(router.state.location.search).toBe('');
  });

  it('sends a signed-in user opening /login to /be/locations', async () => {
    const { router } = renderLogin('/login', {
      preloadedState: { user: { id: 'sub-1', userName: 'admin' } },
    });
    await screen.findByRole('heading', { name: 'Landed on /be/locations' });
    expect(router.state.location.pathname).toBe('/be/locations');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('asks for a new password when the account needs one, then signs in with it', async () => {
    signIn.mockResolvedValue('newPasswordRequired');
    confirm.mockResolvedValue('done');
    const { store, router } = renderLogin('/login?redirect=%2Fbe%2Fmenu');
    fill('Username', 'newcomer');
    fill('Password', 'Temporary-1');
    submit();
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(store.getState().user.id).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(confirm).not.toHaveBeenCalled();

    fill('New password', 'Fresh-Password-1');
    fill('Confirm new password', 'Fresh-Password-2');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByRole('alert').textContent).toBe('The passwords do not match');
    expect(confirm).not.toHaveBeenCalled();

    fill('Confirm new password', 'Fresh-Password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await screen.findByRole('heading', { name: 'Landed on /be/menu' });
    expect(confirm).toHaveBeenCalledWith('Fresh-Password-1');
    expect(store.getState().user).toEqual({ id: 'sub-1', userName: 'admin' });
    expect(router.state.location.pathname).toBe('/be/menu');
  });

  it("says what Cognito's password policy wants when the new password is refused", async () => {
    signIn.mockResolvedValue('newPasswordRequired');
    confirm.mockRejectedValue(
      Object.assign(new Error('Password does not conform to policy: too short'), {
        name: 'InvalidPasswordException',
      }),
    );
    renderLogin();
    fill('Username', 'newcomer');
    fill('Password', 'Temporary-1');
    submit();
    await screen.findByRole('heading', { name: 'Choose a new password' });
    fill('New password', 'x');
    fill('Confirm new password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password does not conform to policy: too short',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('explains a broken sign-in configuration and does not try to sign in', () => {
    const { userPoolId: _missing, ...auth } = testConfig.auth;
    renderLogin('/login', { config: { ok: true, config: { ...testConfig, auth: auth as never } } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Sign-in is unavailable: the configuration is invalid (auth.userPoolId)',
    );
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(cognito.configureCognito).not.toHaveBeenCalled();
  });

  it('resets a forgotten password with the e-mailed code, then asks to log in with it', async () => {
    vi.mocked(cognito.requestPasswordReset).mockResolvedValue(undefined);
    vi.mocked(cognito.confirmPasswordReset).mockResolvedValue(undefined);
    renderLogin();
    fill('Username', 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('admin');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(cognito.requestPasswordReset).toHaveBeenCalledWith('admin');
    // The test configuration is the AWS one: no hint about the local outbox.
    expect(screen.queryByRole('link', { name: 'outbox page' })).toBeNull();
    fill('Code', '654321');
    fill('New password', 'New-password-2027');
    fill('Confirm new password', 'New-password-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    const notice = await screen.findByText(
      'Your password has been changed. Log in with the new one.',
    );
    expect(notice.getAttribute('role')).toBe('status');
    expect(cognito.confirmPasswordReset).toHaveBeenCalledWith(
      'admin',
      '654321',
      'New-password-2027',
    );
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('admin');
    expect(signIn).not.toHaveBeenCalled();
    await signInAs('admin', 'New-password-2027');
    expect(signIn).toHaveBeenCalledWith('admin', 'New-password-2027', testConfig.auth.signInFlow);
  });

  it('goes back from the reset form to login without sending anything', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(cognito.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('explains a missing configuration', () => {
    renderLogin('/login', { config: { ok: false, error: '/config.json answered HTTP 404' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Sign-in is unavailable: the configuration is invalid (auth)',
    );
  });
});

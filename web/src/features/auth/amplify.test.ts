import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../testing/fixtures';

vi.mock('./cognito', () => ({
  configureCognito: vi.fn(),
  currentAccessToken: vi.fn(),
}));

// setUpAuth remembers what it configured: each test starts from fresh modules.
async function load() {
  vi.resetModules();
  const [setup, cognito, api] = await Promise.all([
    import('./amplify'),
    import('./cognito'),
    import('../../app/api'),
  ]);
  return { ...setup, cognito, api };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('setUpAuth', () => {
  it('configures Amplify once per configuration and registers the token provider', async () => {
    const { setUpAuth, cognito, api } = await load();
    const register = vi.spyOn(api, 'setAccessTokenProvider');
    const local = { ...testConfig.auth, userPoolEndpoint: 'http://localhost:3000/local/cognito' };
    expect(setUpAuth(local)).toEqual({ ok: true, settings: local });
    expect(setUpAuth({ ...local })).toEqual({ ok: true, settings: local });
    expect(cognito.configureCognito).toHaveBeenCalledTimes(1);
    expect(cognito.configureCognito).toHaveBeenCalledWith(local);
    expect(register).toHaveBeenCalledWith(cognito.currentAccessToken);

    setUpAuth({ ...local, signInFlow: 'USER_SRP_AUTH' });
    expect(cognito.configureCognito).toHaveBeenCalledTimes(2);
  });

  it('names the invalid fields and configures nothing', async () => {
    const { setUpAuth, cognito, AUTH_CONFIG_ERROR } = await load();
    const result = setUpAuth({
      ...testConfig.auth,
      userPoolClientId: '',
      userPoolEndpoint: 'not a url',
      signInFlow: 'CUSTOM_AUTH',
    });
    expect(result).toEqual({
      ok: false,
      error: `${AUTH_CONFIG_ERROR} (auth.userPoolClientId, auth.userPoolEndpoint, auth.signInFlow)`,
    });
    expect(setUpAuth(undefined)).toEqual({ ok: false, error: `${AUTH_CONFIG_ERROR} (auth)` });
    expect(cognito.configureCognito).not.toHaveBeenCalled();
  });
});

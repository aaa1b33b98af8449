import { runtimeConfigSchema } from '@inroom/shared';
import { setAccessTokenProvider } from '../../app/api';
import { configureCognito, currentAccessToken, type AuthSettings } from './cognito';

export type AuthSetup = { ok: true; settings: AuthSettings } | { ok: false; error: string };

/** Spelt out on the login page (and in the back office) when sign-in cannot be set up. */
export const AUTH_CONFIG_ERROR = 'Sign-in is unavailable: the configuration is invalid';

// The configuration Amplify was last given, so repeated calls (every render of the login page or
// the back-office layout, the start-up check) configure it once.
let configuredWith: string | undefined;

/**
 * Validates `config.auth` (the browser does not validate /config.json as a whole, to keep zod out
 * of the guest's download), configures Amplify with it and registers the access-token provider of
 * admin calls. Synchronous, so a component calling it while rendering has the token in place before
 * any child's query starts.
 */
export function setUpAuth(auth: unknown): AuthSetup {
  const parsed = runtimeConfigSchema.shape.auth.safeParse(auth);
  if (!parsed.success) {
    const where = parsed.error.issues
      .map((issue) => ['auth', ...issue.path].join('.'))
      .filter((path, index, all) => all.indexOf(path) === index)
      .join(', ');
    return { ok: false, error: `${AUTH_CONFIG_ERROR} (${where || 'auth'})` };
  }
  const key = JSON.stringify(parsed.data);
  if (configuredWith !== key) {
    configureCognito(parsed.data);
    setAccessTokenProvider(currentAccessToken);
    configuredWith = key;
  }
  return { ok: true, settings: parsed.data };
}

import { useMemo, type ReactNode } from 'react';
import { useRuntimeConfig } from '../../app/ConfigContext';
import { setUpAuth } from './amplify';

/**
 * Puts sign-in in place (Amplify configured, the access-token provider registered) before the
 * back office's pages render, so their first admin call already carries the bearer token. Set up
 * while rendering, not in an effect: children's effects (their queries) run before a parent's.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const auth = useRuntimeConfig()?.auth;
  const setup = useMemo(() => setUpAuth(auth), [auth]);
  if (!setup.ok) {
    return (
      <main className="page">
        <p className="notice notice--error" role="alert">
          {setup.error}
        </p>
      </main>
    );
  }
  return children;
}

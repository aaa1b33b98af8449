import { useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

interface PersistedStateGateProps {
  persistor: Persistor;
  /** Shown until the stored state is back in the store. */
  loading: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children once redux-persist has put the stored state back in the store, as its
 * PersistGate does, but knows it at the first render. PersistGate always renders `loading` first
 * and lifts itself in componentDidMount, an update React renders synchronously: the whole first
 * page was rendered in one task however main.tsx started it (63 ms of a 124 ms task on the staff
 * link's page with the CPU slowed 4x, as Lighthouse's phone is; docs/performance.md).
 */
export function PersistedStateGate({ persistor, loading, children }: PersistedStateGateProps) {
  const restored = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
  );
  return restored ? children : loading;
}

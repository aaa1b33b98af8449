import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/**
 * Whether the page is visible: a board on a screen nobody can see (a background tab, a minimised
 * window) asks the API nothing. Unlike window focus, a board on a second screen while someone types
 * elsewhere is still visible, and keeps refreshing.
 */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

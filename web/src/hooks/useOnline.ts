import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it has a network: false as soon as a phone drops off the Wi-Fi. True
 * says less (a hotel's Wi-Fi can be joined yet reach nothing), so a page that must know whether
 * it is up to date also looks at its own requests (useOrderPolling).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | null {
  // jsdom (and very old browsers) have no matchMedia: treat the query as not matching.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(() => mediaQueryList(query)?.matches ?? false, [query]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** Spec §9: the back-office locations table shows 15 a page, or 4 when the window is 1000 px wide or less. */
export const LOCATIONS_PAGE_SIZE = 15;
export const LOCATIONS_PAGE_SIZE_NARROW = 4;
export const NARROW_WINDOW_QUERY = '(max-width: 1000px)';

export function useLocationsPageSize(): number {
  return useMediaQuery(NARROW_WINDOW_QUERY) ? LOCATIONS_PAGE_SIZE_NARROW : LOCATIONS_PAGE_SIZE;
}

import { withAvailabilityAt, type Location } from '@inroom/shared';
import { useMemo, useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
/** Past the minute by this much, so the check surely reads the new one. */
const AFTER_MINUTE_MS = 250;

/**
 * The location at `now`; as sent when the rules cannot run here (a browser whose Intl does not know
 * the location's zone), the server's answer being the best there is then.
 */
function availableAt(location: Location, now: Date): Location {
  try {
    return withAvailabilityAt(location, now);
  } catch {
    return location;
  }
}

/**
 * One location's availability as an external store: the snapshot is the location recomputed for
 * the clock. Windows open and close on whole minutes (zone offsets are whole minutes too), so it
 * looks again just after each minute starts; the snapshot is a new object, and the page renders
 * again, only when something opened or closed. A page in the background or a phone asleep holds
 * the timer back; it catches up within a minute of coming back.
 */
function availabilityStore(sent: Location | undefined) {
  let current: Location | undefined;
  return {
    getSnapshot: () => sent && (current ??= availableAt(sent, new Date())),
    subscribe(notify: () => void): () => void {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const check = () => {
        const now = new Date();
        const fresh = sent && availableAt(current ?? sent, now);
        if (fresh !== current) {
          current = fresh;
          notify();
        }
        timer = setTimeout(check, MINUTE_MS - (now.getTime() % MINUTE_MS) + AFTER_MINUTE_MS);
      };
      // A minute may have turned between the render and the subscription.
      if (sent) check();
      return () => clearTimeout(timer);
    },
  };
}

/**
 * The guest location with its menus' and its own "available now" recomputed from the menus'
 * windows with the server's rules (spec §3), at render and again whenever a window opens or closes
 * while the page is open: an answer from CloudFront's cache may be up to a minute old, and a page
 * may stay open for hours. The object stays the same until something changes. Child locations are
 * shown as sent, the view having no windows of theirs (docs/architecture.md, Caching).
 */
export function useAvailableNow(location: Location | undefined): Location | undefined {
  const store = useMemo(() => availabilityStore(location), [location]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

import { useCallback, useEffect, useState } from 'react';
import { useAppStore } from '../../app/hooks';
import { firstRenderReadyAt } from '../../boot/first-render';
import { bootRequestWaiting } from '../../boot/requests';
import { activeOrdersReady } from './active-orders-code';
import { useActiveOrdersShown } from './ActiveOrdersSlot';
import { ACTIVE_ORDERS_PATH, BANNER_WAIT_MS } from './banner-boot';

/**
 * When the page's wait for the banner starts. At load, while the banner's list the boot script
 * asked for is still on its way to the app, when the app could first render: its first render has
 * waited for that answer since, up to FIRST_RENDER_WAIT_MS (main.tsx), and that wait counts. Else
 * now, as the banner asks (later in the visit, or the answer already taken).
 */
function bannerWaitStart(): number {
  const readyAt = firstRenderReadyAt();
  const bootAsked = bootRequestWaiting(`${window.location.origin}/api/${ACTIVE_ORDERS_PATH}`);
  return bootAsked && readyAt !== undefined ? readyAt : performance.now();
}

/**
 * The active orders banner (spec §2) sits above the page, and for a guest who has ordered here it
 * arrives after the page's own data (its chunk and its request; the location view may even come
 * from the edge's cache). Arriving, it pushed the whole page down: a layout shift of 0.149 on a
 * phone, just as the guest reached for the menu. So a page opened with a banner to come stays
 * hidden until the banner has its answer, for at most BANNER_WAIT_MS from bannerWaitStart (from
 * this render, an answer that never came held the guest 3 s on a loading state: the first render's
 * wait, then this one); the boot script has asked for both at once, and the app starts the
 * banner's query as its code arrives, so the wait is seldom needed, and seldom seen when it is.
 * Only at load: a banner that appears later in the visit (after ordering) comes with a navigation
 * the guest made. `shown`: whether the banner shows here.
 */
export function useBannerWait(): { shown: boolean; waiting: boolean; settled: () => void } {
  const shown = useActiveOrdersShown();
  const store = useAppStore();
  // When the page stops waiting, if it waits at all. Usually the banner is ready by the page's
  // first render (first-page-queries): it shows in that render, with the page, and waiting would
  // only cost one more render before the page shows.
  const [waitUntil] = useState(() => {
    if (!shown || activeOrdersReady(store.getState())) return undefined;
    const until = bannerWaitStart() + BANNER_WAIT_MS;
    return until > performance.now() ? until : undefined;
  });
  const [isSettled, setSettled] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const waiting = waitUntil !== undefined && !isSettled && !gaveUp;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setGaveUp(true), (waitUntil ?? 0) - performance.now());
    return () => clearTimeout(timer);
  }, [waiting, waitUntil]);
  const settled = useCallback(() => setSettled(true), []);
  return { shown, waiting, settled };
}

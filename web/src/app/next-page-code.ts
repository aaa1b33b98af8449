import { useEffect } from 'react';

// On slow hotel Wi-Fi a page's code (its lazy chunk) takes a round trip or more to arrive, and the
// guest waits under the progress bar after the tap. Where the next page is all but certain (the
// basket once something is in it, the order page after paying) the page asks for that code while
// the guest is still reading, so the tap opens the next page at once.

/** The longest a page waits for the browser to be idle before asking anyway. */
export const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari): a pause long enough for the page's own work to be done. */
export const FALLBACK_DELAY_MS = 1000;

/** navigator.connection, where the browser has it (Chromium): the guest may ask to save data. */
interface NetworkInformation {
  saveData?: boolean;
}

/**
 * Starts `load` once the browser is idle, unless the guest's browser asks to save data. A failure
 * is left for the tap, whose own load tries again. Answers a cancel, for an effect's clean-up.
 */
export function loadWhenIdle(load: () => Promise<unknown>): () => void {
  const { connection } = navigator as Navigator & { connection?: NetworkInformation };
  if (connection?.saveData) return () => undefined;
  const start = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(start, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(handle);
}

/** Asks for the next page's code (one of pageChunks) once idle, while `likely` holds. */
export function useNextPageCode(load: () => Promise<unknown>, likely = true): void {
  useEffect(() => (likely ? loadWhenIdle(load) : undefined), [load, likely]);
}

import type { ComponentType } from 'react';
import type { RootState } from '../../app/store';
import type * as ActiveOrdersChunk from './active-orders-chunk';

// The active orders banner's code, apart from its slot (in the guest chunk) so the app's entry can
// ask for it at start when the first page shows the banner (app/first-page-queries.ts).

export type BannerComponent = ComponentType<{ onSettled?: () => void }>;

let loaded: typeof ActiveOrdersChunk | undefined;

/**
 * The banner's chunk: its list, its endpoint and its styles. Once it has arrived, a slot mounted
 * after renders the banner at once (loadedActiveOrdersBanner) instead of suspending on it.
 */
export function loadActiveOrdersChunk(): Promise<typeof ActiveOrdersChunk> {
  return import('./active-orders-chunk').then((chunk) => {
    loaded = chunk;
    return chunk;
  });
}

/** The banner, if its chunk has arrived. */
export const loadedActiveOrdersBanner = (): BannerComponent | undefined =>
  loaded?.ActiveOrdersBanner;

/**
 * Whether the banner could show now, as it will be: its code is here and the server has answered
 * its list (or failed to). A page opened then need not wait for it (useBannerWait).
 */
export function activeOrdersReady(state: RootState): boolean {
  return loaded?.activeOrdersAnswered(state) ?? false;
}

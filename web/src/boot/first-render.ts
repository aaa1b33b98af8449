import type { FirstPageRequests } from './first-page';

// What the app's start (main.tsx) takes from the boot script for the first render, apart from
// first-page.ts: the entry imports only this, so the boot script's helpers stay out of its chunk.

declare global {
  interface Window {
    /** The boot script's decision (first-page.ts), for the app; absent if it did not run. */
    __inroomFirstPage?: FirstPageRequests;
  }
}

/**
 * The longest the app's first render waits for the first page's queries (main.tsx), counted once
 * the config is here. The boot markup's loading line shows meanwhile, as the page's own would.
 */
export const FIRST_RENDER_WAIT_MS = 1000;

let readyAt: number | undefined;

/** Notes that the app could render its first page now, before it waits for its answers. */
export function firstRenderReady(): void {
  readyAt = performance.now();
}

/**
 * When the app could have rendered its first page (performance.now()), had it not waited for its
 * answers; undefined before, and where main.tsx does not run (component tests).
 */
export const firstRenderReadyAt = (): number | undefined => readyAt;

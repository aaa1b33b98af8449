import { lazy, type ComponentType } from 'react';
import { READ_RETRY_DELAYS_MS } from './api';

// Code loaded on first use (a lazy chunk: a page's, the active orders banner's, the terms' text) is
// tried again after the same pauses as an API read when it fails: hotel Wi-Fi drops requests now
// and then, and a guest saw 'Something went wrong' (or lost the whole page, for the banner's chunk)
// for one lost request. Browsers fetch a failed module again on the next import() (Chromium does);
// one that remembers the failure fails again, and the error page's Reload is the way out, as for a
// chunk a newer deployment removed.

/**
 * A page's stylesheet that failed to load: Vite's loader keeps the failed <link>, and on the next try
 * takes the stylesheet for done (it remembers every address it has asked for), so the page would
 * show unstyled. A new <link> in its place asks for it again.
 */
function askAgainForFailedStylesheet(error: unknown): void {
  const href =
    error instanceof Error
      ? /^Unable to preload CSS for (.+)$/.exec(error.message)?.[1]
      : undefined;
  if (!href) return;
  for (const failed of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (failed.href !== href) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    failed.replaceWith(link);
  }
}

/** `load()`, tried again after each of `delaysMs` while it fails. */
export async function loadRetrying<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = READ_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw error;
      askAgainForFailedStylesheet(error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * A chunk's loader for the router, retrying as loadRetrying does. One load at a time: the routes of
 * a chunk (a layout and its page) ask for it together and share it.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= loadRetrying(load).finally(() => {
      loading = undefined;
    });
    return loading;
  };
}

/**
 * A component whose code loads on first render (React.lazy), the load tried again as loadRetrying
 * does. `pick` takes the component out of its module.
 */
export function lazyRetrying<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => ({ default: pick(await loadRetrying(load)) }));
}

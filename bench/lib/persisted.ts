// What a guest's browser has kept before a measured page load: the app's persisted state, written
// as the web's own tests write it (web/src/testing/persisted.ts).
import type { BrowserContext } from 'playwright-core';
import { PERSISTED_STATE_KEY, persistedStateText } from '../../web/src/testing/persisted';

/** A path of the same origin that loads no script: the app's files stay out of the cache. */
export const NO_SCRIPT_PATH = '/local/health';

/** The localStorage entries redux-persist keeps for these slices of the app's state. */
export function persisted(slices: Record<string, unknown>): Record<string, string> {
  return { [PERSISTED_STATE_KEY]: persistedStateText(slices) };
}

/** What the browser holds before the page loads. */
export interface PageStorage {
  /**
   * A path of the same origin that loads no script, where `entries` are put in localStorage: so
   * nothing of the app is in the cache before the measured load.
   */
  path: string;
  entries: Record<string, string>;
  /** A guest's cookies (`name=value`), as the API set them. */
  cookies?: string[];
}

/** Puts `storage` in the context's browser for `origin`, before the page's own load. */
export async function applyStorage(context: BrowserContext, origin: string, storage: PageStorage) {
  await context.addCookies(
    (storage.cookies ?? []).map((cookie) => {
      const at = cookie.indexOf('=');
      return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: origin };
    }),
  );
  const page = await context.newPage();
  await page.goto(new URL(storage.path, origin).href);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage.entries);
  await page.close();
}

// What a guest's browser has kept before a measured page load: the app's persisted state, written
// as the web's own tests write it (web/src/testing/persisted.ts).
import { PERSISTED_STATE_KEY, persistedStateText } from '../../web/src/testing/persisted';

/** A path of the same origin that loads no script: the app's files stay out of the cache. */
export const NO_SCRIPT_PATH = '/local/health';

/** The localStorage entries redux-persist keeps for these slices of the app's state. */
export function persisted(slices: Record<string, unknown>): Record<string, string> {
  return { [PERSISTED_STATE_KEY]: persistedStateText(slices) };
}

// What a guest's browser has kept before a measured page load: the app's persisted state.

/** A path of the same origin that loads no script: the app's files stay out of the cache. */
export const NO_SCRIPT_PATH = '/local/health';

/**
 * The app's state as redux-persist keeps it (web/src/app/persist.ts: key `inroom`, each slice a
 * JSON string).
 */
export function persisted(slices: Record<string, unknown>): Record<string, string> {
  const stored = Object.fromEntries(
    Object.entries(slices).map(([name, slice]) => [name, JSON.stringify(slice)]),
  );
  return {
    'persist:inroom': JSON.stringify({
      ...stored,
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  };
}

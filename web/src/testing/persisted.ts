import { PERSIST_KEY } from '../app/persisted-ui';

/** The localStorage key redux-persist keeps the app's state under. */
export const PERSISTED_STATE_KEY = `persist:${PERSIST_KEY}`;

/**
 * The text redux-persist keeps under PERSISTED_STATE_KEY for these slices: each slice a JSON string
 * inside one JSON object, with its own bookkeeping. For tests that start from a stored state.
 */
export function persistedStateText(slices: Record<string, unknown>): string {
  return JSON.stringify({
    ...Object.fromEntries(
      Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)]),
    ),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });
}

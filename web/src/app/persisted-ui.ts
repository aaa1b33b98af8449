/** redux-persist's key for the app's state: localStorage holds it as `persist:inroom`. */
export const PERSIST_KEY = 'inroom';

/**
 * The guest's chosen menu language as redux-persist last stored it (each slice is a JSON string
 * inside the stored JSON object), for the boot script, which runs before the store exists. Null
 * when none was chosen or the stored state cannot be read.
 */
export function persistedMenuLanguageId(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(`persist:${PERSIST_KEY}`) ?? 'null');
    if (typeof stored !== 'object' || stored === null || !('ui' in stored)) return null;
    if (typeof stored.ui !== 'string') return null;
    const ui: unknown = JSON.parse(stored.ui);
    if (typeof ui !== 'object' || ui === null || !('menuLanguageId' in ui)) return null;
    return typeof ui.menuLanguageId === 'string' ? ui.menuLanguageId : null;
  } catch {
    return null;
  }
}

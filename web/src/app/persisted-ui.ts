/** redux-persist's key for the app's state: localStorage holds it as `persist:inroom`. */
export const PERSIST_KEY = 'inroom';

/**
 * One slice of the app's state as redux-persist last stored it (each slice is a JSON string inside
 * the stored JSON object), for the boot script, which runs before the store exists. Undefined when
 * there is none or the stored state cannot be read.
 */
function persistedSlice(storage: Pick<Storage, 'getItem'>, name: string): unknown {
  try {
    const stored: unknown = JSON.parse(storage.getItem(`persist:${PERSIST_KEY}`) ?? 'null');
    if (typeof stored !== 'object' || stored === null || !(name in stored)) return undefined;
    const slice: unknown = (stored as Record<string, unknown>)[name];
    return typeof slice === 'string' ? JSON.parse(slice) : undefined;
  } catch {
    return undefined;
  }
}

/** The guest's chosen menu language as last stored; null when none was chosen or it is unreadable. */
export function persistedMenuLanguageId(storage: Pick<Storage, 'getItem'>): string | null {
  const ui = persistedSlice(storage, 'ui');
  if (typeof ui !== 'object' || ui === null || !('menuLanguageId' in ui)) return null;
  return typeof ui.menuLanguageId === 'string' ? ui.menuLanguageId : null;
}

/** The orders this browser placed and dismissed as last stored; null when unreadable. */
export function persistedOrders(
  storage: Pick<Storage, 'getItem'>,
): { createdIds: string[]; dismissedIds: string[] } | null {
  const orders = persistedSlice(storage, 'orders');
  if (typeof orders !== 'object' || orders === null) return null;
  const { createdIds, dismissedIds } = orders as Record<string, unknown>;
  const isList = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((id) => typeof id === 'string');
  return isList(createdIds) && isList(dismissedIds) ? { createdIds, dismissedIds } : null;
}

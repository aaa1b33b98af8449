// Kept apart from the zod schemas so the guest's pages can sort without loading zod.

/** Sorts siblings by sortOrder, then id, so equal positions still give a stable order. */
export function compareBySortOrder(
  a: { sortOrder: number; id?: string },
  b: { sortOrder: number; id?: string },
): number {
  return a.sortOrder - b.sortOrder || (a.id ?? '').localeCompare(b.id ?? '');
}

/** Sorts by name, case-insensitively, then id. */
export function compareByName(
  a: { name: string; id: string },
  b: { name: string; id: string },
): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
}

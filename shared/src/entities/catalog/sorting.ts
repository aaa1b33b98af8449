// Kept apart from the zod schemas so the guest's pages can sort without loading zod.

/** Sorts siblings by sortOrder, then id, so equal positions still give a stable order. */
export function compareBySortOrder(
  a: { sortOrder: number; id?: string },
  b: { sortOrder: number; id?: string },
): number {
  return a.sortOrder - b.sortOrder || (a.id ?? '').localeCompare(b.id ?? '');
}

// One collator for server and web, so a list reads the same order wherever it is sorted. Numeric
// collation puts "Café 2" before "Café 10"; base sensitivity ignores case and accents.
// Made on first use, not at import: Intl's first collator loads locale data, a few ms of every
// Lambda cold start (issue #14).
let nameCollator: Intl.Collator | undefined;

/** Compares two names naturally: digit runs by value, regardless of case and accents. */
export function compareNames(a: string, b: string): number {
  nameCollator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return nameCollator.compare(a, b);
}

/** Sorts by name (see compareNames), then id, so equal names still give a stable order. */
export function compareByName(
  a: { name: string; id: string },
  b: { name: string; id: string },
): number {
  return compareNames(a.name, b.name) || a.id.localeCompare(b.id);
}

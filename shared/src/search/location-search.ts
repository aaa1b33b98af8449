/** The fields the reusable location list searches (spec §5). */
export type SearchableLocation = {
  id: string;
  name: string;
  address: string;
  zip: string;
  city: string;
  description: string;
  country?: { name: string } | undefined;
};

export type LocationSearchOptions = {
  /** Always listed, first, whether or not they match. */
  selectedIds?: readonly string[] | undefined;
  /** Never listed, even when selected (e.g. a location cannot be its own child). */
  excludedIds?: readonly string[] | undefined;
};

/**
 * NFC first so a decomposed 'å' (a + ring, as some keyboards and pasted text produce) equals the
 * composed one; then toLowerCase, which is locale-independent and maps Æ/Ø/Å to æ/ø/å. Accents are
 * deliberately kept: in Danish ø and å are letters of their own, not decorated o and a.
 */
const normalise = (text: string): string => text.normalize('NFC').toLowerCase();

function searchWords(text: string): string[] {
  return normalise(text)
    .split(/\s+/)
    .filter((word) => word !== '');
}

function matchesWords(location: SearchableLocation, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const fields = [
    location.name,
    location.address,
    location.zip,
    location.city,
    location.description,
    location.country?.name ?? '',
  ].map(normalise);
  // Fields are tested one by one, never joined, so a word cannot straddle the end of one field and
  // the start of the next.
  return words.every((word) => fields.some((field) => field.includes(word)));
}

/** Every whitespace-separated word appears, case-insensitively, in one of the searched fields. */
export function matchesLocationSearch(location: SearchableLocation, text: string): boolean {
  return matchesWords(location, searchWords(text));
}

/**
 * The list to show: excluded ids dropped, selected locations first, then the matches, each group in
 * input order.
 */
export function searchLocations<T extends SearchableLocation>(
  locations: readonly T[],
  text: string,
  options: LocationSearchOptions = {},
): T[] {
  const excluded = new Set(options.excludedIds);
  const selected = new Set(options.selectedIds);
  const words = searchWords(text);
  const visible = locations.filter((location) => !excluded.has(location.id));
  return [
    ...visible.filter((location) => selected.has(location.id)),
    ...visible.filter((location) => !selected.has(location.id) && matchesWords(location, words)),
  ];
}

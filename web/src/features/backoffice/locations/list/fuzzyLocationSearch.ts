import type { LocationSummary } from '@inroom/shared';
import Fuse, { type Expression, type FuseOptionKeyObject } from 'fuse.js';
import { useMemo } from 'react';

/**
 * How far a word may be from the text it matches: Fuse's bitap score is roughly the share of the
 * word's letters that are wrong. 0.4 lets 'Copenhagn', 'Kopenhagen' and 'Kobenhavn' find
 * 'København K' while 'Oslo', 'London' or 'Pizza Hut' find nothing among the demo locations
 * (fuzzyLocationSearch.test.ts holds both sides).
 */
export const FUZZY_THRESHOLD = 0.4;

/**
 * Folds case and accents, and spells the Nordic letters that do not decompose (ø, æ) the way a
 * foreign keyboard would, so 'Kobenhavn' is an exact match for 'København' and 'Malmo' for 'Malmö'.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss')
    .replace(/đ/g, 'd')
    .replace(/ł/g, 'l');
}

type Searchable = Pick<LocationSummary, 'name' | 'city' | 'address' | 'zip'> & {
  country?: { name: string } | undefined;
};

/** Spec §2: fuzzy search over name, city, address, zip and country name. */
const KEYS: FuseOptionKeyObject<Searchable>[] = [
  { name: 'name', getFn: (location) => foldForSearch(location.name) },
  { name: 'city', getFn: (location) => foldForSearch(location.city) },
  { name: 'address', getFn: (location) => foldForSearch(location.address) },
  { name: 'zip', getFn: (location) => foldForSearch(location.zip) },
  { name: 'country', getFn: (location) => foldForSearch(location.country?.name ?? '') },
];

/**
 * Returns a search over the locations: blank text lists them all in their own order; otherwise every
 * word of the text must match some field approximately (so 'hotel kobenhavn' narrows, like the word
 * search of the reusable list), best matches first.
 */
export function createFuzzyLocationSearch<T extends Searchable>(
  locations: readonly T[],
): (text: string) => readonly T[] {
  const fuse = new Fuse<T>(locations, {
    keys: KEYS as FuseOptionKeyObject<T>[],
    threshold: FUZZY_THRESHOLD,
    // Match anywhere in a field, not only near its start.
    ignoreLocation: true,
  });
  return (text) => {
    const words = foldForSearch(text)
      .split(/\s+/)
      .filter((word) => word !== '');
    if (words.length === 0) return locations;
    const query: Expression = {
      $and: words.map((word) => ({ $or: KEYS.map((key) => ({ [String(key.name)]: word })) })),
    };
    return fuse.search(query).map((result) => result.item);
  };
}

/** The search over `locations`, made again only when they change. */
export function useFuzzyLocationSearch<T extends Searchable>(
  locations: readonly T[],
): (text: string) => readonly T[] {
  return useMemo(() => createFuzzyLocationSearch(locations), [locations]);
}

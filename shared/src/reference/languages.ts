import type { Language } from '../entities/language';

/**
 * Languages a menu can be written in. Ids are BCP 47 primary language subtags, so a browser's
 * `da-DK` maps to `da`; names come from Intl, in English.
 */
export const LANGUAGE_IDS = ['en', 'da', 'de', 'sv', 'nb', 'fr', 'es', 'it', 'nl', 'pl'] as const;

export type LanguageId = (typeof LANGUAGE_IDS)[number];

export const DEFAULT_LANGUAGE_ID: LanguageId = 'en';

let cache: readonly Language[] | undefined;

export function allLanguages(): readonly Language[] {
  if (cache) return cache;
  // Made on first use, not at import: Intl's first DisplayNames loads locale data, ~10 ms that
  // every Lambda cold start paid for a list only language/getall shows (issue #14).
  const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  cache = LANGUAGE_IDS.map((id) => ({ id, name: languageNames.of(id) ?? id }));
  return cache;
}

/** Maps a browser language tag (`da-DK`, `no`, `EN`) to one of ours, or undefined. */
export function languageFromBrowserTag(tag: string): LanguageId | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  // Norwegian browsers report `no` or `nn` as often as `nb`; menus are written in Bokmål.
  const normalised = primary === 'no' || primary === 'nn' ? 'nb' : primary;
  return LANGUAGE_IDS.find((id) => id === normalised);
}

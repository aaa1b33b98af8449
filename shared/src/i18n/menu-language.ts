import { languageFromBrowserTag } from '../reference/languages';
import { defaultLanguageId } from './translations';

type MenuLanguageLink = { languageId: string; isDefault: boolean };

/**
 * The language to show a menu in for a browser language tag: the tag itself, else its primary
 * subtag ('da-DK' -> 'da'), else the menu's default language.
 */
export function bestMenuLanguage(
  browserTag: string,
  languages: readonly MenuLanguageLink[],
): string | undefined {
  const offered = new Set(languages.map((link) => link.languageId));
  const exact = browserTag.trim().toLowerCase();
  if (offered.has(exact)) return exact;
  const primary = languageFromBrowserTag(browserTag);
  if (primary && offered.has(primary)) return primary;
  return defaultLanguageId(languages);
}

/**
 * The browser language to ask for a guest view in: the language of ours its tag maps to ('en-GB'
 * -> 'en', 'no-NO' -> 'nb'), else its primary subtag ('ja-JP' -> 'ja'), lowercased. Menus offer
 * only our languages (menu/create and addnewlanguage refuse others), so bestMenuLanguage picks the
 * same for both and the answer is the same. CloudFront keeps guest views by path: guests of en-US,
 * en-GB and en-AU then share one kept answer instead of missing the edge's cache three times.
 */
export function canonicalBrowserLanguage(browserTag: string): string {
  const tag = browserTag.trim().toLowerCase();
  return languageFromBrowserTag(tag) ?? (tag.split(/[-_]/)[0] || tag);
}

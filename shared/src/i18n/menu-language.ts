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

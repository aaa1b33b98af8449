// Texts are stored once per language; a reader sees their own language, else the menu's default,
// else whatever exists, so a page never shows a blank name (spec §3: "first translation name").

type Translation = { languageId: string; name: string };

const hasName = (entry: Translation) => entry.name.trim() !== '';

/**
 * The translation to show in `languageId`: that language's, else the default language's, else the
 * first one with a name. Entries with a blank name are passed over.
 */
export function pickTranslation<T extends Translation>(
  translations: readonly T[],
  languageId: string,
  defaultLanguageId?: string,
): T | undefined {
  const named = translations.filter(hasName);
  return (
    named.find((entry) => entry.languageId === languageId) ??
    named.find((entry) => entry.languageId === defaultLanguageId) ??
    named[0]
  );
}

/** The name to show in `languageId` (see pickTranslation), or '' when there is none. */
export function translatedName(
  translations: readonly Translation[],
  languageId: string,
  defaultLanguageId?: string,
): string {
  return pickTranslation(translations, languageId, defaultLanguageId)?.name ?? '';
}

/** The default language of a menu: the one flagged isDefault, else the first (spec §3). */
export function defaultLanguageId(
  languages: readonly { languageId: string; isDefault: boolean }[],
): string | undefined {
  return (languages.find((link) => link.isDefault) ?? languages[0])?.languageId;
}

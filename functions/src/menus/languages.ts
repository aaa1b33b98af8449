import {
  allLanguages,
  pickTranslation,
  type LocationIngredient,
  type MenuCategory,
  type MenuItem,
  type MenuLanguage,
  type OptionsGroup,
} from '@inroom/shared';

// The languages of a menu: which lists menu/create and menu/update accept, and the copies of the
// default language's texts addnewlanguage starts a new language with. Pure, so tested alone.

export const isKnownLanguage = (languageId: string): boolean =>
  allLanguages().some((language) => language.id === languageId);

/** Field messages for the languages of a new menu: known languages, exactly one default. */
export function newMenuLanguageErrors(languages: readonly MenuLanguage[]): Record<string, string> {
  const errors: Record<string, string> = {};
  languages.forEach((link, index) => {
    if (!isKnownLanguage(link.languageId))
      errors[`languages.${index}.languageId`] = 'Unknown language';
  });
  if (languages.filter((link) => link.isDefault).length !== 1)
    errors['languages'] = 'A menu needs exactly one default language';
  return errors;
}

/**
 * Field messages for the languages menu/update sends against the stored ones: a non-default
 * language may be dropped, but the default stays the default, and new languages come only through
 * addnewlanguage (which starts their texts).
 */
export function updatedMenuLanguageErrors(
  stored: readonly MenuLanguage[],
  updated: readonly MenuLanguage[],
): Record<string, string> {
  const storedDefault = stored.find((link) => link.isDefault)?.languageId;
  if (
    storedDefault !== undefined &&
    !updated.some((link) => link.languageId === storedDefault && link.isDefault)
  )
    return { languages: 'The default language cannot be removed' };
  const known = new Set(stored.map((link) => link.languageId));
  if (updated.some((link) => !known.has(link.languageId)))
    return { languages: 'Add a language with addnewlanguage' };
  if (storedDefault === undefined && updated.filter((link) => link.isDefault).length !== 1)
    return { languages: 'A menu needs exactly one default language' };
  return {};
}

type Named = { languageId: string; name: string };

const hasText = (translations: readonly Named[], languageId: string) =>
  translations.some((entry) => entry.languageId === languageId && entry.name.trim() !== '');

/**
 * The translations with `languageId` filled in from the default language's (or, lacking that, the
 * first named) translation, when `languageId` has no text yet. Unchanged (the same array) when
 * there is nothing to add: the language already has a text, or there is no text to copy.
 */
export function withCopiedTranslation<T extends Named>(
  translations: readonly T[],
  languageId: string,
  defaultLanguageId: string | undefined,
): readonly T[] {
  if (hasText(translations, languageId)) return translations;
  const source = pickTranslation(translations, defaultLanguageId ?? languageId, defaultLanguageId);
  if (!source) return translations;
  const copy = { ...source, languageId };
  const index = translations.findIndex((entry) => entry.languageId === languageId);
  return index === -1
    ? [...translations, copy]
    : translations.map((entry, at) => (at === index ? copy : entry));
}

/** One record with `languageId`'s texts copied in, or undefined when it already had them all. */
export interface LanguageCopier {
  category(category: MenuCategory): MenuCategory | undefined;
  item(item: MenuItem): MenuItem | undefined;
  ingredient(ingredient: LocationIngredient): LocationIngredient | undefined;
  optionsGroup(group: OptionsGroup): OptionsGroup | undefined;
}

/**
 * The default language's texts copied into `languageId`, one record at a time: what addnewlanguage
 * writes, and applies again to a record saved meanwhile (so the save keeps its texts).
 */
export function languageCopier(
  languageId: string,
  defaultLanguageId: string | undefined,
): LanguageCopier {
  const copy = <T extends Named>(translations: readonly T[]) =>
    withCopiedTranslation(translations, languageId, defaultLanguageId);
  const withTexts = <R extends { translations: readonly Named[] }>(record: R): R | undefined => {
    const translations = copy(record.translations);
    return translations === record.translations
      ? undefined
      : { ...record, translations: [...translations] };
  };
  return {
    category: withTexts,
    item: withTexts,
    ingredient: withTexts,
    optionsGroup(group) {
      const translations = copy(group.translations);
      let optionsChanged = false;
      const options = group.options.map((option) => {
        const optionTranslations = copy(option.translations);
        if (optionTranslations === option.translations) return option;
        optionsChanged = true;
        return { ...option, translations: [...optionTranslations] };
      });
      return translations === group.translations && !optionsChanged
        ? undefined
        : { ...group, translations: [...translations], options };
    },
  };
}

/** The ingredients and options groups (not deleted) the items link: those a new language covers. */
export function linkedFromItems(content: {
  items: readonly MenuItem[];
  ingredients: readonly LocationIngredient[];
  optionsGroups: readonly OptionsGroup[];
}): { ingredients: LocationIngredient[]; optionsGroups: OptionsGroup[] } {
  const linkedIngredients = new Set(
    content.items.flatMap((item) => item.ingredients.map((link) => link.locationIngredientId)),
  );
  const linkedGroups = new Set(
    content.items.flatMap((item) => item.optionsGroups.map((link) => link.optionsGroupId)),
  );
  return {
    ingredients: content.ingredients.filter((ingredient) => linkedIngredients.has(ingredient.id)),
    optionsGroups: content.optionsGroups.filter(
      (group) => linkedGroups.has(group.id) && !group.isDeleted,
    ),
  };
}

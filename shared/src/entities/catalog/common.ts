import { z } from 'zod';

/** A language id of a translation, as in `Language.id` (e.g. 'en', 'da'). */
export const translationLanguageIdSchema = z.string().min(2).max(8);

/** Position among siblings; rewritten to list position after a drag (spec §4). */
export const sortOrderSchema = z.number().int().min(0);

/** An amount of money in integer minor units of the location's currency: 12.50 is 1250. */
export const minorUnitsSchema = z.number().int().min(0).max(100_000_000);

/** A name in one language. Requiredness of the default language's name is a form rule (§5). */
export const nameTranslationSchema = z.object({
  languageId: translationLanguageIdSchema,
  name: z.string().max(200),
});
export type NameTranslation = z.infer<typeof nameTranslationSchema>;

/** A list of translations with at most one entry per language. */
export const translationsSchema = <T extends z.ZodType<{ languageId: string }>>(translation: T) =>
  z
    .array(translation)
    .max(50)
    .refine((list) => new Set(list.map((entry) => entry.languageId)).size === list.length, {
      message: 'A language appears more than once',
    });

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

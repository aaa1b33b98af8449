import { z } from 'zod';
import {
  languageIdSchema,
  oneEntryPerLanguage,
  optionalText,
  requiredText,
} from '../../schema/fields';
import { MAX_TRANSLATIONS, TEXT_LIMITS } from '../../schema/limits';
import { lazySchema } from '../../schema/lazy';

/**
 * A name in one language as stored. A stored name may be blank (an old record, a language added
 * later); the request schemas require it.
 */
export const nameTranslationSchema = lazySchema(() =>
  z.object({
    languageId: languageIdSchema,
    name: optionalText('Name', TEXT_LIMITS.name),
  }),
);
export type NameTranslation = z.infer<typeof nameTranslationSchema>;

/** A name in one language as a form sends it: required. */
export const requiredNameTranslationSchema = (label = 'Name') =>
  z.strictObject({
    languageId: languageIdSchema,
    name: requiredText(label, TEXT_LIMITS.name),
  });

/** A list of translations with at most one entry per language. */
export const translationsSchema = <T extends z.ZodType<{ languageId: string }>>(translation: T) =>
  z
    .array(translation)
    .max(MAX_TRANSLATIONS, `At most ${MAX_TRANSLATIONS} translations`)
    .refine(oneEntryPerLanguage, { message: 'A language appears more than once' });

export { compareByName, compareBySortOrder, compareNames } from './sorting';

import { z } from 'zod';
import {
  idSchema,
  languageIdSchema,
  oneEntryPerLanguage,
  requiredText,
  sortOrderSchema,
  versionSchema,
} from '../../schema/fields';
import { MAX_TRANSLATIONS, TEXT_LIMITS } from '../../schema/limits';
import { TIME_OF_DAY } from './time-of-day';
import { lazySchema } from '../../schema/lazy';

/** A wall-clock time of day, 'HH:MM' in 24-hour form. */
export const timeOfDaySchema = lazySchema(() =>
  z.string('Enter a time as HH:MM').regex(TIME_OF_DAY, 'Enter a time as HH:MM'),
);

export { EVERY_DAY, timeOfDayToMinutes, WEEKDAYS, type Weekday } from './time-of-day';

/** A language a menu is written in; the one flagged isDefault is the menu's default (spec §3). */
export const menuLanguageSchema = lazySchema(() =>
  z.object({
    languageId: languageIdSchema,
    isDefault: z.boolean(),
  }),
);
export type MenuLanguage = z.infer<typeof menuLanguageSchema>;

/** The languages of a menu: each once, at most one default. */
export const menuLanguagesSchema = <
  T extends z.ZodType<{ languageId: string; isDefault: boolean }>,
>(
  link: T,
) =>
  z
    .array(link)
    .max(MAX_TRANSLATIONS, `At most ${MAX_TRANSLATIONS} languages`)
    .refine(oneEntryPerLanguage, { message: 'A language appears more than once' })
    .refine((list) => list.filter((entry) => entry.isDefault).length <= 1, {
      message: 'A menu has at most one default language',
    });

export const menuSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: requiredText('Name', TEXT_LIMITS.name),
    locationId: idSchema,
    isActive: z.boolean(),
    isNameVisible: z.boolean(),
    /** Opening time, wall-clock in the location's time zone. */
    availableFrom: timeOfDaySchema,
    /** Closing time, wall-clock in the location's time zone. */
    availableTo: timeOfDaySchema,
    monday: z.boolean(),
    tuesday: z.boolean(),
    wednesday: z.boolean(),
    thursday: z.boolean(),
    friday: z.boolean(),
    saturday: z.boolean(),
    sunday: z.boolean(),
    sortOrder: sortOrderSchema,
    languages: menuLanguagesSchema(menuLanguageSchema),
    version: versionSchema.optional(),
  }),
);
export type Menu = z.infer<typeof menuSchema>;

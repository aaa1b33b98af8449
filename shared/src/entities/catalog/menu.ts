import { z } from 'zod';
import { sortOrderSchema, translationLanguageIdSchema } from './common';

/** A wall-clock time of day, 'HH:MM' in 24-hour form. */
export const timeOfDaySchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Expected a time of day as HH:MM');

/** Minutes since midnight of an 'HH:MM' time of day. Throws on anything else. */
export function timeOfDayToMinutes(time: string): number {
  const parsed = timeOfDaySchema.parse(time);
  return Number(parsed.slice(0, 2)) * 60 + Number(parsed.slice(3, 5));
}

/** A language a menu is written in; the one flagged isDefault is the menu's default (spec §3). */
export const menuLanguageSchema = z.object({
  languageId: translationLanguageIdSchema,
  isDefault: z.boolean(),
});
export type MenuLanguage = z.infer<typeof menuLanguageSchema>;

export const menuSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(200),
  locationId: z.uuid(),
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
  languages: z
    .array(menuLanguageSchema)
    .max(50)
    .refine((list) => new Set(list.map((entry) => entry.languageId)).size === list.length, {
      message: 'A language appears more than once',
    })
    .refine((list) => list.filter((entry) => entry.isDefault).length <= 1, {
      message: 'A menu has at most one default language',
    }),
});
export type Menu = z.infer<typeof menuSchema>;

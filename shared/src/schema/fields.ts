import { z } from 'zod';
import { EMPTY_GUID } from '../ids';
import { MAX_MINOR_UNITS, TEXT_LIMITS } from './limits';
import { lazySchema } from './lazy';

// Field builders with the messages a form shows beside the field. Every request and entity schema
// is built from these, so a limit or a message is written once.

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLong(label, max));

/** An optional text: trimmed, may be empty, at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, tooLong(label, max));

/** A record id: a UUID, or the empty GUID for a record not yet saved. */
export const idSchema = lazySchema(() => z.uuid('Expected an id (a UUID)'));

/** The id of a record that must already exist: never the empty GUID. */
export const savedIdSchema = lazySchema(() =>
  idSchema.refine((id) => id !== EMPTY_GUID, 'Save the record first'),
);

/** A language id of a translation, as in `Language.id` (e.g. 'en', 'da'). */
export const languageIdSchema = lazySchema(() =>
  z
    .string('Expected a language id')
    .regex(/^[a-z]{2,3}$/, 'Expected a language id such as en or da'),
);

/**
 * How many times a catalogue record (location, menu, menu item, options group, ingredient; a menu
 * category too, though only bulk changes write it and no client sends it back) has been saved. The record comes with it, and a save that sends it back is refused with a 409 when the
 * record was saved by someone else meanwhile, instead of silently replacing their change. Left
 * out, the save is checked against the version the server read (records saved before versions
 * existed count as 0).
 */
export const versionSchema = lazySchema(() =>
  z
    .number('Version must be a number')
    .int('Version must be a whole number')
    .min(0, 'Version cannot be negative')
    .max(Number.MAX_SAFE_INTEGER, 'Version is too large'),
);

/** Position among siblings; rewritten to list position after a drag (spec §4). */
export const sortOrderSchema = lazySchema(() =>
  z
    .number('Sort order must be a number')
    .int('Sort order must be a whole number')
    .min(0, 'Sort order cannot be negative'),
);

/** An amount in integer minor units (12.50 is 1250), never negative. */
export const priceSchema = (label = 'Price') =>
  z
    .number(`${label} is required`)
    .int(`${label} must be in minor units (a whole number)`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_MINOR_UNITS, `${label} is too large`);

/** A signed amount in minor units, e.g. an option that makes an item cheaper. */
export const priceDifferenceSchema = lazySchema(() =>
  z
    .number('Price difference is required')
    .int('Price difference must be in minor units (a whole number)')
    .min(-MAX_MINOR_UNITS, 'Price difference is too large')
    .max(MAX_MINOR_UNITS, 'Price difference is too large'),
);

export const emailSchema = lazySchema(() =>
  z
    .string('Email is required')
    .trim()
    .min(1, 'Email is required')
    .max(TEXT_LIMITS.email, tooLong('Email', TEXT_LIMITS.email))
    .pipe(z.email('Enter a valid email address')),
);

/**
 * A phone number as typed: spaces, dashes and brackets are dropped, then digits only (an
 * international '+' prefix allowed). The server stores it in E.164 with the location's country.
 */
export const phoneSchema = (label = 'Phone') =>
  z
    .string(`${label} is required`)
    .max(TEXT_LIMITS.phone, tooLong(label, TEXT_LIMITS.phone))
    .transform((value) => value.replace(/[\s\-().]/g, ''))
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .regex(/^\+?\d{4,15}$/, `${label} must be a number (4 to 15 digits)`),
    );

/** An international calling code without the plus, e.g. '45' for Denmark; a typed '+' is dropped. */
export const callingCodeSchema = lazySchema(() =>
  z
    .string('Country code is required')
    .max(TEXT_LIMITS.callingCode, tooLong('Country code', TEXT_LIMITS.callingCode))
    .transform((value) => value.trim().replace(/^\+/, ''))
    .pipe(
      z
        .string()
        .min(1, 'Country code is required')
        .regex(/^\d{1,4}$/, 'Select a country code'),
    ),
);

/**
 * The key of an uploaded image under /images/ (e.g. 'uploads/<uuid>.jpg'), or empty for none. No
 * leading slash and no '..', so a key can never point outside the images prefix.
 */
export const imageKeySchema = lazySchema(() =>
  z
    .string('Image must be text')
    .max(TEXT_LIMITS.imageKey, 'Image key is too long')
    .regex(/^$|^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(?:png|jpg|jpeg|webp)$/, {
      message: 'Image must be an uploaded image key',
    }),
);

/** A list with at most one entry per languageId. */
export const oneEntryPerLanguage = <T extends { languageId: string }>(list: readonly T[]) =>
  new Set(list.map((entry) => entry.languageId)).size === list.length;

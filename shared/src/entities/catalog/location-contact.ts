import { z } from 'zod';
import { callingCodeSchema, idSchema, requiredText } from '../../schema/fields';
import { TEXT_LIMITS } from '../../schema/limits';
import { lazySchema } from '../../schema/lazy';

/** The national number of a contact, digits only once spaces are dropped. */
export const contactPhoneNumberSchema = lazySchema(() =>
  z
    .string('Phone number is required')
    .max(TEXT_LIMITS.phone, `Phone number must be at most ${TEXT_LIMITS.phone} characters`)
    .transform((value) => value.replace(/[\s\-().]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Phone number is required')
        .regex(/^\d{4,15}$/, 'Phone number must be digits only (4 to 15)'),
    ),
);

/** A staff member of a location who is texted about new orders (spec §3). */
export const locationContactSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    locationId: idSchema,
    name: requiredText('Name', TEXT_LIMITS.name),
    /** International calling code without the plus, e.g. '45' for Denmark. */
    countryCode: callingCodeSchema,
    /** The national number, digits only. */
    phoneNumber: contactPhoneNumberSchema,
    isActive: z.boolean(),
  }),
);
export type LocationContact = z.infer<typeof locationContactSchema>;

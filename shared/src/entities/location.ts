import { z } from 'zod';
import { timeZoneSchema } from '../availability';
import {
  emailSchema,
  idSchema,
  imageKeySchema,
  phoneSchema,
  requiredText,
  versionSchema,
} from '../schema/fields';
import { TEXT_LIMITS } from '../schema/limits';
import { countrySchema } from './country';
import { lazySchema } from '../schema/lazy';

/** ISO 3166-1 alpha-2 code of the location's country, e.g. 'DK'. */
export const countryIdSchema = lazySchema(() =>
  z.string('Select country').regex(/^[A-Z]{2}$/, 'Select country'),
);

/** The fields of a location the location form edits (spec §2, §5); every one is required. */
export const locationFieldsSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: requiredText('Name', TEXT_LIMITS.name),
    description: requiredText('Description', TEXT_LIMITS.description),
    address: requiredText('Address', TEXT_LIMITS.address),
    zip: requiredText('Zip', TEXT_LIMITS.zip),
    city: requiredText('City', TEXT_LIMITS.city),
    countryId: countryIdSchema,
    phone: phoneSchema('Phone'),
    email: emailSchema,
    /** Key of the image under /images/, or empty. */
    image: imageKeySchema,
    isActive: z.boolean(),
    /** IANA time zone the location's menu hours are written in, e.g. Europe/Copenhagen. */
    timeZone: timeZoneSchema,
    version: versionSchema.optional(),
  }),
);

/** A location as stored and as the locations list and the home page picker show it. */
export const locationSummarySchema = lazySchema(() =>
  locationFieldsSchema.extend({
    country: countrySchema.optional(),
  }),
);
export type LocationSummary = z.infer<typeof locationSummarySchema>;

import { z } from 'zod';
import { countrySchema } from './country';

/**
 * A location as the locations list and the home page picker show it. The full location (contacts,
 * child locations, menus) is added by the catalog issue.
 */
export const locationSummarySchema = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(200),
  description: z.string().max(2000),
  address: z.string().max(200),
  zip: z.string().max(20),
  city: z.string().max(100),
  countryId: z.string().length(2),
  country: countrySchema.optional(),
  phone: z.string().max(20),
  email: z.string().max(254),
  /** Path of the image under /images/, or empty. */
  image: z.string().max(500),
  isActive: z.boolean(),
  /** IANA time zone the location's menus are written in, e.g. Europe/Copenhagen. */
  timeZone: z.string().min(1),
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;

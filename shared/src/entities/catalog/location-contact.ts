import { z } from 'zod';

/** A staff member of a location who is texted about new orders (spec §3). */
export const locationContactSchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  name: z.string().min(1).max(200),
  /** International calling code without the plus, e.g. '45' for Denmark. */
  countryCode: z.string().regex(/^\d{1,4}$/),
  /** The national number, digits only. */
  phoneNumber: z.string().regex(/^\d{4,15}$/),
  isActive: z.boolean(),
});
export type LocationContact = z.infer<typeof locationContactSchema>;

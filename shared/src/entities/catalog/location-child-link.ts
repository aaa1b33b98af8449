import { z } from 'zod';
import { sortOrderSchema } from './common';

/** A location shown inside another one, e.g. a hotel's restaurants (spec §3 childLocations). */
export const locationChildLinkSchema = z.object({
  locationId: z.uuid(),
  childLocationId: z.uuid(),
  sortOrder: sortOrderSchema,
});
export type LocationChildLink = z.infer<typeof locationChildLinkSchema>;

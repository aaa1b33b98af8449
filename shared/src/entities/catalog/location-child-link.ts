import { z } from 'zod';
import { idSchema, sortOrderSchema } from '../../schema/fields';
import { lazySchema } from '../../schema/lazy';

/** A location shown inside another one, e.g. a hotel's restaurants (spec §3 childLocations). */
export const locationChildLinkSchema = lazySchema(() =>
  z.object({
    locationId: idSchema,
    childLocationId: idSchema,
    sortOrder: sortOrderSchema,
  }),
);
export type LocationChildLink = z.infer<typeof locationChildLinkSchema>;

import { z } from 'zod';
import { lazySchema } from '../schema/lazy';

/** Whether something can be ordered from now, and if not, when it next can (spec §3 Availability). */
export const availabilitySchema = lazySchema(() =>
  z.object({
    isAvailable: z.boolean(),
    nextAvailable: z.iso.datetime().optional(),
  }),
);
export type { Availability } from './rules';
export { locationAvailability, menuAvailability } from './rules';

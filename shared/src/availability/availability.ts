import { z } from 'zod';

/** Whether something can be ordered from now, and if not, when it next can (spec §3 Availability). */
export const availabilitySchema = z.object({
  isAvailable: z.boolean(),
  nextAvailable: z.iso.datetime().optional(),
});
export type { Availability } from './rules';
export { locationAvailability, menuAvailability } from './rules';

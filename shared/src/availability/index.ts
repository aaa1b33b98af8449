export { availabilitySchema } from './availability';
export type { Availability } from './rules';
export { locationAvailability, menuAvailability } from './rules';
export type { LocationWithAvailability, MenuWithAvailability } from './available-now';
export { withAvailabilityAt } from './available-now';
export { availabilityText } from './text';
export { defaultTimeZoneForCountry, isValidTimeZone, timeZoneSchema } from './time-zones';
export type { MenuWindow } from './window';
export { isAvailable, nextAvailable } from './window';

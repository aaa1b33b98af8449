export type { Availability } from './availability';
export { availabilitySchema, locationAvailability, menuAvailability } from './availability';
export { availabilityText } from './text';
export { defaultTimeZoneForCountry, isValidTimeZone, timeZoneSchema } from './time-zones';
export type { MenuWindow } from './window';
export { isAvailable, nextAvailable } from './window';

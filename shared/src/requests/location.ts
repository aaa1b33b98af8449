import { z } from 'zod';
import { timeZoneSchema } from '../availability';
import { locationContactSchema } from '../entities/catalog/location-contact';
import { locationFieldsSchema } from '../entities/location';
import { EMPTY_GUID } from '../ids';
import { savedIdSchema, sortOrderSchema } from '../schema/fields';

/** A contact as the location form sends it (spec §2 Location form). */
export const locationContactInputSchema = z.strictObject(
  locationContactSchema.omit({ locationId: true }).shape,
);
export type LocationContactInput = z.input<typeof locationContactInputSchema>;

/** A child location the hotel approves, by id and position. */
export const locationChildLinkInputSchema = z.strictObject({
  childLocationId: savedIdSchema,
  sortOrder: sortOrderSchema,
});

/**
 * Body of location/create and location/update. JSON, with the image uploaded beforehand through
 * image/upload (replacing the spec's multipart `locationString`). The time zone defaults to the
 * country's on the server when left out.
 */
export const locationInputSchema = z
  .strictObject({
    ...locationFieldsSchema.shape,
    timeZone: timeZoneSchema.optional(),
    contacts: z.array(locationContactInputSchema).max(20, 'At most 20 contacts'),
    childLocations: z.array(locationChildLinkInputSchema).max(100, 'At most 100 locations'),
  })
  .superRefine((location, context) => {
    const seen = new Set<string>();
    location.childLocations.forEach((link, index) => {
      if (location.id !== EMPTY_GUID && link.childLocationId === location.id) {
        context.addIssue({
          code: 'custom',
          path: ['childLocations', index, 'childLocationId'],
          message: 'A location cannot be its own child location',
        });
      }
      if (seen.has(link.childLocationId)) {
        context.addIssue({
          code: 'custom',
          path: ['childLocations', index, 'childLocationId'],
          message: 'This location is already listed',
        });
      }
      seen.add(link.childLocationId);
    });
  });
export type LocationInput = z.input<typeof locationInputSchema>;
export type ValidLocationInput = z.output<typeof locationInputSchema>;

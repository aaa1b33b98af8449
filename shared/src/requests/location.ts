import { z } from 'zod';
import { isValidTimeZone } from '../availability';
import { locationContactSchema } from '../entities/catalog/location-contact';
import { locationFieldsSchema } from '../entities/location';
import { EMPTY_GUID } from '../ids';
import { savedIdSchema, sortOrderSchema } from '../schema/fields';
import { MAX_CHILD_LOCATIONS, MAX_CONTACTS_PER_LOCATION, TEXT_LIMITS } from '../schema/limits';
import { lazySchema } from '../schema/lazy';

/** A contact as the location form sends it (spec §2 Location form). */
export const locationContactInputSchema = lazySchema(() =>
  z.strictObject(locationContactSchema.omit({ locationId: true }).shape),
);
export type LocationContactInput = z.input<typeof locationContactInputSchema>;

/** A child location the hotel approves, by id and position. */
export const locationChildLinkInputSchema = lazySchema(() =>
  z.strictObject({
    childLocationId: savedIdSchema,
    sortOrder: sortOrderSchema,
  }),
);

/**
 * A list the location/getnew template and location/be/get carry (spec §3) but the location routes
 * do not save: its records have routes of their own. Taken, whatever it holds, so a client can post
 * back what it was given; its content is ignored, and the body's size and depth limits bound it.
 */
const readOnlyList = lazySchema(() => z.array(z.unknown()).optional());

/**
 * Body of location/create and location/update. JSON, with the image uploaded beforehand through
 * image/upload (replacing the spec's multipart `locationString`). The time zone defaults to the
 * country's on the server when left out or empty, as the getnew template has it.
 */
export const locationInputSchema = lazySchema(() =>
  z
    .strictObject({
      ...locationFieldsSchema.shape,
      // timeZoneSchema with a length cap, so Intl is never asked about a megabyte of text.
      timeZone: z
        .string()
        .max(TEXT_LIMITS.timeZone, {
          message: `Time zone must be at most ${TEXT_LIMITS.timeZone} characters`,
          abort: true,
        })
        .refine((zone) => zone === '' || isValidTimeZone(zone), { message: 'Unknown time zone' })
        .transform((zone) => zone || undefined)
        .optional(),
      contacts: z
        .array(locationContactInputSchema)
        .max(MAX_CONTACTS_PER_LOCATION, `At most ${MAX_CONTACTS_PER_LOCATION} contacts`),
      childLocations: z
        .array(locationChildLinkInputSchema)
        .max(MAX_CHILD_LOCATIONS, `At most ${MAX_CHILD_LOCATIONS} locations`),
      // The rest of the getnew template, read-only here. The server works out isAvailable from the
      // menus, so the value sent is ignored.
      isAvailable: z.boolean().optional(),
      ingredients: readOnlyList,
      optionsGroups: readOnlyList,
      menus: readOnlyList,
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
      // New contacts all carry the empty GUID; a saved one may be sent only once.
      const contactIds = new Set<string>();
      location.contacts.forEach((contact, index) => {
        if (contact.id === EMPTY_GUID) return;
        if (contactIds.has(contact.id))
          context.addIssue({
            code: 'custom',
            path: ['contacts', index, 'id'],
            message: 'This contact is listed twice',
          });
        contactIds.add(contact.id);
      });
    }),
);
export type LocationInput = z.input<typeof locationInputSchema>;
export type ValidLocationInput = z.output<typeof locationInputSchema>;

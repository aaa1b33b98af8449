import { z } from 'zod';
import { availabilitySchema } from '../availability';
import { idSchema, sortOrderSchema } from '../schema/fields';
import { locationContactSchema } from './catalog/location-contact';
import { locationIngredientSchema } from './catalog/location-ingredient';
import {
  guestMenuContentSchema,
  menuViewSchema,
  optionsGroupViewSchema,
} from './catalog/menu-view';
import { countrySchema } from './country';
import { locationFieldsSchema } from './location';
import { lazySchema } from '../schema/lazy';

/** A child location as its parent lists it (spec §3 childLocations). */
export const childLocationViewSchema = lazySchema(() =>
  z.object({
    childLocationId: idSchema,
    sortOrder: sortOrderSchema,
    childLocation: locationFieldsSchema
      .pick({ id: true, name: true, description: true, image: true })
      .extend(availabilitySchema.shape),
  }),
);
export type ChildLocationView = z.infer<typeof childLocationViewSchema>;

/**
 * The whole location (spec §3). The guest view carries no contacts and only active menus; the
 * back-office view (`be/get`) adds contacts, ingredients and options groups.
 */
export const locationSchema = lazySchema(() =>
  locationFieldsSchema.extend({
    country: countrySchema,
    ...availabilitySchema.shape,
    contacts: z.array(locationContactSchema),
    childLocations: z.array(childLocationViewSchema),
    ingredients: z.array(locationIngredientSchema),
    optionsGroups: z.array(optionsGroupViewSchema),
    menus: z.array(menuViewSchema),
  }),
);
export type Location = z.infer<typeof locationSchema>;

/**
 * `location/get/{id}/{browserLanguage}` on the wire: `optionsGroups` and `ingredients` hold every
 * group and ingredient the menus' items link to, once, and the links name them (see
 * guestMenuContentSchema). One that menus read in different languages carries each menu's picked
 * text, in stored order.
 */
export const guestLocationSchema = lazySchema(() =>
  locationSchema.extend({
    menus: z.array(guestMenuContentSchema),
  }),
);
export type GuestLocation = z.infer<typeof guestLocationSchema>;

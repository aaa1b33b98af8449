import { locationIngredientSchema, type LocationIngredient } from '@inroom/shared';
import { defineEntity } from '../entity';
import type { Store } from '../store';

// Access patterns: one ingredient (Get LOC#<locationId>/ING#<id>); a location's ingredients (Query
// LOC#<locationId> begins_with ING#).
const PREFIX = 'ING#';
const keys = (locationId: string, id: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${id}`,
});

const ingredients = defineEntity({
  entity: 'locationIngredient',
  schema: locationIngredientSchema,
  keys: (ingredient: LocationIngredient) => keys(ingredient.locationId, ingredient.id),
});

export const locationIngredientStore = {
  get: (store: Store, locationId: string, id: string) =>
    ingredients.get(store, keys(locationId, id)),
  /** A location's ingredients, in key (id) order. */
  listForLocation: (store: Store, locationId: string) =>
    ingredients.list(store, { partitionKey: `LOC#${locationId}`, sortKeyPrefix: PREFIX }),
  create: ingredients.create,
  put: ingredients.put,
};

import { locationIngredientSchema, type LocationIngredient } from '@inroom/shared';
import { defineEntity } from '../entity';
import type { Store } from '../store';

// Access patterns: one ingredient (Get LOC#<locationId>/ING#<id>); a location's ingredients (Query
// LOC#<locationId> begins_with ING#); one ingredient by id alone, for the update route, which must
// tell an unknown ingredient from one of another location (Query GSI1 ING#<id>).
const PREFIX = 'ING#';
const keys = (locationId: string, id: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${id}`,
});
const byIdKey = (id: string) => `${PREFIX}${id}`;

const ingredients = defineEntity({
  entity: 'locationIngredient',
  versioned: true,
  schema: locationIngredientSchema,
  keys: (ingredient: LocationIngredient) => ({
    ...keys(ingredient.locationId, ingredient.id),
    GSI1PK: byIdKey(ingredient.id),
    GSI1SK: 'ING',
  }),
});

export const locationIngredientStore = {
  get: (store: Store, locationId: string, id: string) =>
    ingredients.get(store, keys(locationId, id)),
  /** One ingredient by its id alone, whichever location it belongs to. */
  getById: (store: Store, id: string) => ingredients.getByIndex(store, 'GSI1', byIdKey(id)),
  /** A location's ingredients, in key (id) order. */
  listForLocation: (store: Store, locationId: string) =>
    ingredients.list(store, { partitionKey: `LOC#${locationId}`, sortKeyPrefix: PREFIX }),
  create: ingredients.create,
  put: ingredients.put,
  update: ingredients.update,
  putMany: ingredients.putMany,
  updateEach: ingredients.updateEach,
  remove: ingredients.remove,
  removeMany: ingredients.removeMany,
  isItem: ingredients.isItem,
  fromItem: ingredients.fromItem,
  toItem: ingredients.toItem,
};

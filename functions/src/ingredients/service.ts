import { randomUUID } from 'node:crypto';
import {
  EMPTY_GUID,
  type LocationIngredient,
  type locationIngredientInputSchema,
} from '@inroom/shared';
import type { z } from 'zod';
import type { Dependencies } from '../dependencies';
import { NotFoundError } from '../http/errors';
import { fieldError } from '../options-groups/field-errors';
import { locationIngredientStore, locationStore, versionToSave } from '../store';

export type LocationIngredientInput = z.output<typeof locationIngredientInputSchema>;

/** locationingredient/create: a new ingredient of a location; returns it (spec §7). */
export async function createIngredient(
  { store }: Dependencies,
  input: LocationIngredientInput,
): Promise<LocationIngredient> {
  if (input.id !== EMPTY_GUID) throw fieldError('id', 'A new ingredient must have the empty id');
  if (!(await locationStore.get(store, input.locationId)))
    throw new NotFoundError('Location not found');
  const ingredient: LocationIngredient = {
    id: randomUUID(),
    locationId: input.locationId,
    translations: input.translations,
  };
  return locationIngredientStore.create(store, ingredient);
}

/** locationingredient/update: new names for an ingredient, which stays in its location. */
export async function updateIngredient(
  { store }: Dependencies,
  input: LocationIngredientInput,
): Promise<LocationIngredient> {
  if (input.id === EMPTY_GUID) throw fieldError('id', 'Save the record first');
  // By primary key first (consistent); by id alone only to tell another location's from none.
  const stored =
    (await locationIngredientStore.get(store, input.locationId, input.id)) ??
    (await locationIngredientStore.getById(store, input.id));
  if (!stored) throw new NotFoundError('Ingredient not found');
  if (stored.locationId !== input.locationId)
    throw fieldError('locationId', 'An ingredient cannot move to another location');
  const ingredient: LocationIngredient = {
    ...stored,
    translations: input.translations,
    version: versionToSave(stored, input.version),
  };
  return locationIngredientStore.update(store, ingredient);
}

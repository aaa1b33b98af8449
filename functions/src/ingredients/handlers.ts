import { locationIngredientInputSchema } from '@inroom/shared';
import { defineHandler } from '../http/handler';
import { newLocationIngredient, newLocationIngredientLink } from '../templates';
import * as service from './service';

export const getNewIngredient = defineHandler({}, async () => newLocationIngredient());
export const getNewIngredientLink = defineHandler({}, async () => newLocationIngredientLink());

export const createIngredient = defineHandler(
  { body: locationIngredientInputSchema },
  async ({ body, deps }) => service.createIngredient(deps, body),
);

export const updateIngredient = defineHandler(
  { body: locationIngredientInputSchema },
  async ({ body, deps }) => service.updateIngredient(deps, body),
);

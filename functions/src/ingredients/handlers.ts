import { locationIngredientInputSchema } from '@inroom/shared';
import { defineHandler } from '../http/handler';
import { newLocationIngredient, newLocationIngredientLink } from '../templates';
import * as service from './service';

export const getNewIngredient = defineHandler({ scope: 'signed-in' }, async () =>
  newLocationIngredient(),
);
export const getNewIngredientLink = defineHandler({ scope: 'signed-in' }, async () =>
  newLocationIngredientLink(),
);

export const createIngredient = defineHandler(
  { body: locationIngredientInputSchema, scope: ({ body }) => [{ location: body.locationId }] },
  async ({ body, deps }) => service.createIngredient(deps, body),
);

export const updateIngredient = defineHandler(
  {
    body: locationIngredientInputSchema,
    scope: ({ body }) => [{ ingredient: body.id }, { location: body.locationId }],
  },
  async ({ body, deps }) => service.updateIngredient(deps, body),
);

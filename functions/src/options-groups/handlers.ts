import { optionsGroupInputSchema, savedIdSchema, lazySchema } from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { newOption, newOptionsGroup, newOptionsGroupLink } from '../templates';
import * as service from './service';

export const getNewOption = defineHandler({ scope: 'signed-in' }, async () => newOption());
export const getNewOptionsGroup = defineHandler({ scope: 'signed-in' }, async () =>
  newOptionsGroup(),
);
export const getNewOptionsGroupLink = defineHandler({ scope: 'signed-in' }, async () =>
  newOptionsGroupLink(),
);

export const createOptionsGroup = defineHandler(
  { body: optionsGroupInputSchema, scope: ({ body }) => [{ location: body.locationId }] },
  async ({ body, deps }) => service.createOptionsGroup(deps, body),
);

export const updateOptionsGroup = defineHandler(
  {
    body: optionsGroupInputSchema,
    scope: ({ body }) => [{ optionsGroup: body.id }, { location: body.locationId }],
  },
  async ({ body, deps }) => service.updateOptionsGroup(deps, body),
);

export const deleteOptionsGroup = defineHandler(
  {
    params: lazySchema(() => z.object({ id: savedIdSchema })),
    scope: ({ params }) => [{ optionsGroup: params.id }],
  },
  async ({ params, deps }) => service.deleteOptionsGroup(deps, params.id),
);

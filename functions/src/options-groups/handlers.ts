import { optionsGroupInputSchema, savedIdSchema } from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { newOption, newOptionsGroup, newOptionsGroupLink } from '../templates';
import * as service from './service';

export const getNewOption = defineHandler({}, async () => newOption());
export const getNewOptionsGroup = defineHandler({}, async () => newOptionsGroup());
export const getNewOptionsGroupLink = defineHandler({}, async () => newOptionsGroupLink());

export const createOptionsGroup = defineHandler(
  { body: optionsGroupInputSchema },
  async ({ body, deps }) => service.createOptionsGroup(deps, body),
);

export const updateOptionsGroup = defineHandler(
  { body: optionsGroupInputSchema },
  async ({ body, deps }) => service.updateOptionsGroup(deps, body),
);

export const deleteOptionsGroup = defineHandler(
  { params: z.object({ id: savedIdSchema }) },
  async ({ params, deps }) => service.deleteOptionsGroup(deps, params.id),
);

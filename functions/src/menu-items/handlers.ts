import {
  languageIdSchema,
  menuItemDeleteSchema,
  menuItemInputSchema,
  savedIdSchema,
} from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { newMenuItem } from '../templates';
import * as service from './service';

export const getNewMenuItem = defineHandler({}, async () => newMenuItem());

export const getMenuItem = defineHandler(
  { params: z.object({ id: savedIdSchema, languageId: languageIdSchema.optional() }) },
  async ({ params, deps }) => service.getMenuItem(deps, params.id, params.languageId),
);

export const createMenuItem = defineHandler({ body: menuItemInputSchema }, async ({ body, deps }) =>
  service.createMenuItem(deps, body),
);

export const updateMenuItem = defineHandler({ body: menuItemInputSchema }, async ({ body, deps }) =>
  service.updateMenuItem(deps, body),
);

export const deleteMenuItem = defineHandler(
  { body: menuItemDeleteSchema },
  async ({ body, deps }) => service.deleteMenuItem(deps, body.id),
);

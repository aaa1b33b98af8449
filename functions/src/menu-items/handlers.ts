import {
  languageIdSchema,
  menuItemDeleteSchema,
  menuItemInputSchema,
  savedIdSchema,
  lazySchema,
} from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { newMenuItem } from '../templates';
import * as service from './service';

export const getNewMenuItem = defineHandler({ scope: 'signed-in' }, async () => newMenuItem());

export const getMenuItem = defineHandler(
  {
    params: lazySchema(() =>
      z.object({ id: savedIdSchema, languageId: languageIdSchema.optional() }),
    ),
    scope: ({ params }) => [{ menuItem: params.id }],
  },
  async ({ params, deps }) => service.getMenuItem(deps, params.id, params.languageId),
);

export const createMenuItem = defineHandler(
  { body: menuItemInputSchema, scope: ({ body }) => [{ menu: body.menuId }] },
  async ({ body, deps }) => service.createMenuItem(deps, body),
);

export const updateMenuItem = defineHandler(
  {
    body: menuItemInputSchema,
    scope: ({ body }) => [{ menuItem: body.id }, { menu: body.menuId }],
  },
  async ({ body, deps }) => service.updateMenuItem(deps, body),
);

export const deleteMenuItem = defineHandler(
  { body: menuItemDeleteSchema, scope: ({ body }) => [{ menuItem: body.id }] },
  async ({ body, deps }) => service.deleteMenuItem(deps, body.id),
);

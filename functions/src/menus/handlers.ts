import {
  languageIdSchema,
  menuCategoryDeleteSchema,
  menuInputSchema,
  menuSortOrdersSchema,
  savedIdSchema,
  lazySchema,
} from '@inroom/shared';
import { z } from 'zod';
import { defineHandler } from '../http/handler';
import { newMenu, newMenuCategory } from '../templates';
import { isKnownLanguage } from './languages';
import {
  addMenuLanguage as addLanguageToMenu,
  createMenu as createNewMenu,
  deleteMenu as deleteWholeMenu,
  deleteMenuCategory as deleteCategory,
  getMenuForAdmin as readMenuForAdmin,
  getMenuForGuest as readMenuForGuest,
  listMenus,
  sortMenus,
  updateMenu as updateStoredMenu,
} from './service';

/** The optional trailing segment of menu/get and menu/be/get: a language id or a browser tag. */
const menuPathSchema = lazySchema(() =>
  z.object({
    menuId: savedIdSchema,
    languageId: z.string().min(1).max(35).optional(),
  }),
);

export const getNewMenu = defineHandler({ scope: 'signed-in' }, async () => newMenu());
export const getNewMenuCategory = defineHandler({ scope: 'signed-in' }, async () =>
  newMenuCategory(),
);

export const getMenus = defineHandler(
  {
    query: lazySchema(() => z.object({ locationId: savedIdSchema })),
    scope: ({ query }) => [{ location: query.locationId }],
  },
  async ({ query, deps }) => listMenus(deps, query.locationId),
);

export const createMenu = defineHandler(
  { body: menuInputSchema, scope: ({ body }) => [{ location: body.locationId }] },
  async ({ body, deps }) => createNewMenu(deps, body),
);

export const updateMenu = defineHandler(
  {
    body: menuInputSchema,
    scope: ({ body }) => [{ menu: body.id }, { location: body.locationId }],
  },
  async ({ body, deps }) => updateStoredMenu(deps, body),
);

export const updateMenuRange = defineHandler(
  { body: menuSortOrdersSchema, scope: ({ body }) => body.map((menu) => ({ menu: menu.id })) },
  async ({ body, deps }) => sortMenus(deps, body),
);

export const deleteMenu = defineHandler(
  {
    params: lazySchema(() => z.object({ id: savedIdSchema })),
    scope: ({ params }) => [{ menu: params.id }],
  },
  async ({ params, deps }) => deleteWholeMenu(deps, params.id),
);

export const getMenuForGuest = defineHandler({ params: menuPathSchema }, async ({ params, deps }) =>
  readMenuForGuest(deps, params.menuId, params.languageId),
);

export const getMenuForAdmin = defineHandler(
  { params: menuPathSchema, scope: ({ params }) => [{ menu: params.menuId }] },
  async ({ params, deps }) => readMenuForAdmin(deps, params.menuId, params.languageId),
);

export const addMenuLanguage = defineHandler(
  {
    params: lazySchema(() =>
      z.object({
        menuId: savedIdSchema,
        languageId: languageIdSchema.refine(isKnownLanguage, 'Unknown language'),
      }),
    ),
    scope: ({ params }) => [{ menu: params.menuId }],
  },
  async ({ params, deps }) => addLanguageToMenu(deps, params.menuId, params.languageId),
);

export const deleteMenuCategory = defineHandler(
  { body: menuCategoryDeleteSchema, scope: ({ body }) => [{ menu: body.menuId }] },
  async ({ body, deps }) => deleteCategory(deps, body),
);

import {
  languageIdSchema,
  menuCategoryDeleteSchema,
  menuInputSchema,
  menuSortOrdersSchema,
  savedIdSchema,
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
const menuPathSchema = z.object({
  menuId: savedIdSchema,
  languageId: z.string().min(1).max(35).optional(),
});

export const getNewMenu = defineHandler({}, async () => newMenu());
export const getNewMenuCategory = defineHandler({}, async () => newMenuCategory());

export const getMenus = defineHandler(
  { query: z.object({ locationId: savedIdSchema }) },
  async ({ query, deps }) => listMenus(deps, query.locationId),
);

export const createMenu = defineHandler({ body: menuInputSchema }, async ({ body, deps }) =>
  createNewMenu(deps, body),
);

export const updateMenu = defineHandler({ body: menuInputSchema }, async ({ body, deps }) =>
  updateStoredMenu(deps, body),
);

export const updateMenuRange = defineHandler(
  { body: menuSortOrdersSchema },
  async ({ body, deps }) => sortMenus(deps, body),
);

export const deleteMenu = defineHandler(
  { params: z.object({ id: savedIdSchema }) },
  async ({ params, deps }) => deleteWholeMenu(deps, params.id),
);

export const getMenuForGuest = defineHandler({ params: menuPathSchema }, async ({ params, deps }) =>
  readMenuForGuest(deps, params.menuId, params.languageId),
);

export const getMenuForAdmin = defineHandler({ params: menuPathSchema }, async ({ params, deps }) =>
  readMenuForAdmin(deps, params.menuId, params.languageId),
);

export const addMenuLanguage = defineHandler(
  {
    params: z.object({
      menuId: savedIdSchema,
      languageId: languageIdSchema.refine(isKnownLanguage, 'Unknown language'),
    }),
  },
  async ({ params, deps }) => addLanguageToMenu(deps, params.menuId, params.languageId),
);

export const deleteMenuCategory = defineHandler(
  { body: menuCategoryDeleteSchema },
  async ({ body, deps }) => deleteCategory(deps, body),
);

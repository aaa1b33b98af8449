import type {
  BackOfficeMenuView,
  Language,
  LocationIngredient,
  LocationIngredientInput,
  MenuInput,
  MenuItemInput,
  MenuItemView,
  MenuView,
  OptionsGroupInput,
  OptionsGroupView,
} from '@inroom/shared';
import { api } from '../../../app/api';
import { hasStatus } from '../AccessNotice';

// The back office's menu calls (spec §7 Menu, Menu content). Every change invalidates the menus it
// touches, so lists and the setup screen reload what the server saved. So does a save refused with
// 409 (someone else saved the record since it was loaded): the page then shows what they saved.

/** A call that saved, or that was refused because the record changed meanwhile. */
const savedOrChanged = (error: unknown) => !error || hasStatus(error, 409);

const menuTag = (id: string) => ({ type: 'Menu' as const, id });
const menusOf = (locationId: string) => ({ type: 'Menu' as const, id: `LOCATION-${locationId}` });

export const backofficeMenusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMenus: build.query<MenuView[], string>({
      query: (locationId) => `menu/getall?locationId=${encodeURIComponent(locationId)}`,
      providesTags: (_result, _error, locationId) => [menusOf(locationId)],
    }),
    getNewMenu: build.query<MenuInput, void>({ query: () => 'menu/getnew' }),
    createMenu: build.mutation<BackOfficeMenuView, MenuInput>({
      query: (body) => ({ url: 'menu/create', method: 'POST', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [menusOf(body.locationId)]),
    }),
    updateMenu: build.mutation<BackOfficeMenuView, MenuInput>({
      query: (body) => ({ url: 'menu/update', method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        savedOrChanged(error) ? [menusOf(body.locationId), menuTag(body.id)] : [],
      // The list takes the saved menu (and its new version) at once, not only when it has
      // reloaded: a second toggle in between would otherwise send the version just replaced.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        let saved: BackOfficeMenuView;
        try {
          ({ data: saved } = await queryFulfilled);
        } catch {
          return;
        }
        // The list holds menus without their content: neither the tree nor what its items link.
        const { optionsGroups: _groups, ingredients: _ingredients, ...menu } = saved;
        dispatch(
          backofficeMenusApi.util.updateQueryData('getMenus', body.locationId, (menus) => {
            const at = menus.findIndex((listed) => listed.id === menu.id);
            const listed = menus[at];
            if (listed) menus[at] = { ...menu, menuCategories: listed.menuCategories };
          }),
        );
      },
    }),
    /** The location's menus in their new order (menus of one location only). */
    updateMenuRange: build.mutation<
      MenuView[],
      { locationId: string; menus: { id: string; sortOrder: number }[] }
    >({
      query: ({ menus }) => ({ url: 'menu/updaterange', method: 'POST', body: menus }),
      invalidatesTags: (_result, error, { locationId }) =>
        savedOrChanged(error) ? [menusOf(locationId)] : [],
    }),
    deleteMenu: build.mutation<{ id: string }, { id: string; locationId: string }>({
      query: ({ id }) => ({ url: `menu/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { locationId }) => (error ? [] : [menusOf(locationId)]),
    }),
    /** Any menu, whole, with all translations; current language as asked (or the default). */
    getAdminMenu: build.query<BackOfficeMenuView, { menuId: string; languageId?: string }>({
      query: ({ menuId, languageId }) =>
        `menu/be/get/${encodeURIComponent(menuId)}${languageId ? `/${encodeURIComponent(languageId)}` : ''}`,
      providesTags: (_result, _error, { menuId }) => [menuTag(menuId)],
    }),
    addMenuLanguage: build.mutation<BackOfficeMenuView, { menuId: string; languageId: string }>({
      query: ({ menuId, languageId }) => ({
        url: `menu/${encodeURIComponent(menuId)}/addnewlanguage/${encodeURIComponent(languageId)}`,
        method: 'POST',
      }),
      // The location's ingredients and groups get the new language's texts (and versions) too.
      invalidatesTags: (_result, error, { menuId }) => (error ? [] : [menuTag(menuId), 'Location']),
    }),
    deleteMenuCategory: build.mutation<{ id: string }, { id: string; menuId: string }>({
      query: (body) => ({ url: 'menucategory/delete', method: 'DELETE', body }),
      invalidatesTags: (_result, error, { menuId }) => (error ? [] : [menuTag(menuId)]),
    }),
    getLanguages: build.query<Language[], void>({ query: () => 'language/getall' }),
    getMenuItem: build.query<MenuItemView, { id: string; languageId?: string }>({
      query: ({ id, languageId }) =>
        `menuitem/get/${encodeURIComponent(id)}${languageId ? `/${encodeURIComponent(languageId)}` : ''}`,
    }),
    getNewMenuItem: build.query<MenuItemInput, void>({ query: () => 'menuitem/getnew' }),
    createMenuItem: build.mutation<MenuItemView, MenuItemInput>({
      query: (body) => ({ url: 'menuitem/create', method: 'POST', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [menuTag(body.menuId)]),
    }),
    updateMenuItem: build.mutation<MenuItemView, MenuItemInput>({
      query: (body) => ({ url: 'menuitem/update', method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        savedOrChanged(error) ? [menuTag(body.menuId)] : [],
    }),
    deleteMenuItem: build.mutation<{ id: string }, { id: string; menuId: string }>({
      query: ({ id }) => ({ url: 'menuitem/delete', method: 'DELETE', body: { id } }),
      invalidatesTags: (_result, error, { menuId }) => (error ? [] : [menuTag(menuId)]),
    }),
    getNewOptionsGroup: build.query<OptionsGroupInput, void>({
      query: () => 'optionsgroup/getnew',
    }),
    createOptionsGroup: build.mutation<OptionsGroupView, OptionsGroupInput>({
      query: (body) => ({ url: 'optionsgroup/create', method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        error ? [] : [{ type: 'Location', id: body.locationId }],
    }),
    updateOptionsGroup: build.mutation<OptionsGroupView, OptionsGroupInput>({
      query: (body) => ({ url: 'optionsgroup/update', method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        savedOrChanged(error) ? [{ type: 'Location', id: body.locationId }, 'Menu'] : [],
    }),
    deleteOptionsGroup: build.mutation<{ id: string }, { id: string; locationId: string }>({
      query: ({ id }) => ({
        url: `optionsgroup/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { locationId }) =>
        error ? [] : [{ type: 'Location', id: locationId }, 'Menu'],
    }),
    createIngredient: build.mutation<LocationIngredient, LocationIngredientInput>({
      query: (body) => ({ url: 'locationingredient/create', method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        error ? [] : [{ type: 'Location', id: body.locationId }],
    }),
    updateIngredient: build.mutation<LocationIngredient, LocationIngredientInput>({
      query: (body) => ({ url: 'locationingredient/update', method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        savedOrChanged(error) ? [{ type: 'Location', id: body.locationId }, 'Menu'] : [],
    }),
  }),
});

export const {
  useGetMenusQuery,
  useLazyGetNewMenuQuery,
  useCreateMenuMutation,
  useUpdateMenuMutation,
  useUpdateMenuRangeMutation,
  useDeleteMenuMutation,
  useGetAdminMenuQuery,
  useAddMenuLanguageMutation,
  useDeleteMenuCategoryMutation,
  useGetLanguagesQuery,
  useGetMenuItemQuery,
  useLazyGetNewMenuItemQuery,
  useCreateMenuItemMutation,
  useUpdateMenuItemMutation,
  useDeleteMenuItemMutation,
  useLazyGetNewOptionsGroupQuery,
  useCreateOptionsGroupMutation,
  useUpdateOptionsGroupMutation,
  useDeleteOptionsGroupMutation,
  useCreateIngredientMutation,
  useUpdateIngredientMutation,
} = backofficeMenusApi;

import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  bestMenuLanguage,
  DEFAULT_LANGUAGE_ID,
  defaultLanguageId,
  EMPTY_GUID,
  type BackOfficeMenuView,
  type GuestMenuView,
  type LocationIngredient,
  type LocationSummary,
  type Menu,
  type MenuCategory,
  type menuCategoryDeleteSchema,
  type menuInputSchema,
  type MenuItem,
  type menuSortOrdersSchema,
  type MenuView,
  type OptionsGroup,
} from '@inroom/shared';
import type { z } from 'zod';
import type { Dependencies } from '../dependencies';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import {
  loadLocationPartition,
  loadMenuPartition,
  locationIngredientStore,
  locationStore,
  menuCategoryStore,
  menuItemPlacesStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  versionToSave,
  type Store,
} from '../store';
import {
  languageCopier,
  linkedFromItems,
  newMenuLanguageErrors,
  updatedMenuLanguageErrors,
} from './languages';
import {
  deleteContent,
  deleteItemsOf,
  putParentsFirst,
  removeStranded,
  removeStrandedAfterPlacing,
} from './cascade';
import { applyCategoryTree, categoryWithDescendants } from './tree';
import { menuView, menuViewWithReferences } from './view';

// The menu routes of spec §7 (menu/*, menucategory/delete) and the rules of spec §4 and §5 on them:
// a menu belongs to one location for good, its categories and items never leave it, deleting a menu
// or a category takes everything under it along, and the default language stays.

export type MenuInput = z.output<typeof menuInputSchema>;
export type MenuSortOrders = z.output<typeof menuSortOrdersSchema>;
export type MenuCategoryDelete = z.output<typeof menuCategoryDeleteSchema>;

const MENU_NOT_FOUND = 'Menu not found';
const LOCATION_NOT_FOUND = 'Location not found';

const badRequest = (fields: Record<string, string>): BadRequestError => {
  const [first] = Object.entries(fields);
  return new BadRequestError(first ? `Invalid body: ${first[0]}: ${first[1]}` : 'Invalid body', {
    ...fields,
  });
};

const defaultLanguageOf = (menu: Menu) => defaultLanguageId(menu.languages) ?? DEFAULT_LANGUAGE_ID;

async function menuById(store: Store, id: string): Promise<Menu> {
  const menu = await menuStore.getById(store, id);
  if (!menu) throw new NotFoundError(MENU_NOT_FOUND);
  return menu;
}

/** A menu as the menus list shows it: no categories, all translations, its default language. */
function listView(menu: Menu, now: Date, location: LocationSummary): MenuView {
  return menuView(menu, {
    languageId: defaultLanguageOf(menu),
    singleTranslation: false,
    ingredients: [],
    optionsGroups: [],
    now,
    timeZone: location.timeZone,
  });
}

/**
 * A menu with its whole tree and every translation, as the back office edits it: its items name
 * their groups and ingredients, which go beside the menu, once.
 */
function adminView(
  menu: Menu,
  languageId: string,
  content: {
    location: LocationSummary;
    ingredients: readonly LocationIngredient[];
    optionsGroups: readonly OptionsGroup[];
    categories: readonly MenuCategory[];
    items: readonly MenuItem[];
  },
  now: Date,
): BackOfficeMenuView {
  return menuViewWithReferences(
    menu,
    {
      languageId,
      singleTranslation: false,
      ingredients: content.ingredients,
      optionsGroups: content.optionsGroups,
      now,
      timeZone: content.location.timeZone,
    },
    { categories: content.categories, items: content.items },
  );
}

/** A menu's location partition; a menu whose location is gone is as good as gone itself. */
async function locationOfMenu(store: Store, menu: Menu) {
  const partition = await loadLocationPartition(store, menu.locationId);
  if (!partition) throw new NotFoundError(MENU_NOT_FOUND);
  return partition;
}

/** `menu/getall?locationId=`: the location's menus in sortOrder, without categories. */
export async function listMenus(
  { store, now }: Dependencies,
  locationId: string,
): Promise<MenuView[]> {
  const [location, menus] = await Promise.all([
    locationStore.get(store, locationId),
    menuStore.listForLocation(store, locationId),
  ]);
  if (!location) throw new NotFoundError(LOCATION_NOT_FOUND);
  const moment = now();
  return menus.map((menu) => listView(menu, moment, location));
}

/**
 * `menu/get/{menuId}[/{languageId}]`, the guest flow: an active menu of an active location, whole,
 * each text in the best language for the browser tag, each options group and ingredient once
 * beside the items that name it (expandGuestMenu puts them back). Three calls however big the
 * menu: the menu by id, its location's partition and its own partition.
 */
export async function getMenuForGuest(
  { store, now }: Dependencies,
  menuId: string,
  browserLanguage: string | undefined,
): Promise<GuestMenuView> {
  const menu = await menuStore.getById(store, menuId);
  if (!menu || !menu.isActive) throw new NotFoundError(MENU_NOT_FOUND);
  const [partition, content] = await Promise.all([
    loadLocationPartition(store, menu.locationId),
    loadMenuPartition(store, menuId),
  ]);
  if (!partition || !partition.location.isActive) throw new NotFoundError(MENU_NOT_FOUND);
  return menuViewWithReferences(
    menu,
    {
      languageId: bestMenuLanguage(browserLanguage ?? '', menu.languages) ?? DEFAULT_LANGUAGE_ID,
      singleTranslation: true,
      ingredients: partition.ingredients,
      optionsGroups: partition.optionsGroups,
      now: now(),
      timeZone: partition.location.timeZone,
    },
    content,
  );
}

/** `menu/be/get/{menuId}[/{languageId}]`: any menu, active or not, with every translation. */
export async function getMenuForAdmin(
  { store, now }: Dependencies,
  menuId: string,
  languageId: string | undefined,
): Promise<BackOfficeMenuView> {
  const menu = await menuById(store, menuId);
  const [partition, content] = await Promise.all([
    locationOfMenu(store, menu),
    loadMenuPartition(store, menuId),
  ]);
  const currentLanguage = bestMenuLanguage(languageId ?? '', menu.languages) ?? DEFAULT_LANGUAGE_ID;
  return adminView(menu, currentLanguage, { ...partition, ...content }, now());
}

const menuFields = (input: MenuInput) => ({
  name: input.name,
  isActive: input.isActive,
  isNameVisible: input.isNameVisible,
  availableFrom: input.availableFrom,
  availableTo: input.availableTo,
  monday: input.monday,
  tuesday: input.tuesday,
  wednesday: input.wednesday,
  thursday: input.thursday,
  friday: input.friday,
  saturday: input.saturday,
  sunday: input.sunday,
});

/**
 * `menu/create`: a new menu of an existing location, last unless a sortOrder is given, in English
 * unless languages are given, with the categories of `menuCategories` when sent.
 */
export async function createMenu(
  { store, now }: Dependencies,
  input: MenuInput,
): Promise<BackOfficeMenuView> {
  if (input.id !== EMPTY_GUID) throw badRequest({ id: 'A new menu has the empty id' });
  const languages = input.languages ?? [{ languageId: DEFAULT_LANGUAGE_ID, isDefault: true }];
  const languageErrors = newMenuLanguageErrors(languages);
  if (Object.keys(languageErrors).length > 0) throw badRequest(languageErrors);

  const [location, siblings] = await Promise.all([
    locationStore.get(store, input.locationId),
    input.sortOrder === undefined
      ? menuStore.listForLocation(store, input.locationId)
      : Promise.resolve([]),
  ]);
  if (!location) throw new NotFoundError(LOCATION_NOT_FOUND);

  const menu: Menu = {
    id: randomUUID(),
    locationId: location.id,
    ...menuFields(input),
    sortOrder: input.sortOrder ?? Math.max(-1, ...siblings.map((each) => each.sortOrder)) + 1,
    languages,
  };
  const tree = applyCategoryTree(
    menu.id,
    input.menuCategories ?? [],
    { categories: [], items: [] },
    randomUUID,
  );
  if (Object.keys(tree.errors).length > 0) throw badRequest(tree.errors);

  const created = await menuStore.create(store, menu);
  // No items yet: every category ends at 0 (see menuItemPlacesStore).
  const [categories] = await Promise.all([
    putParentsFirst(store, tree.changedCategories),
    menuItemPlacesStore.start(store, menu.id, []),
  ]);
  return adminView(
    created,
    defaultLanguageOf(menu),
    { location, ingredients: [], optionsGroups: [], categories, items: [] },
    now(),
  );
}

/** The list with the records of `changes` in place of theirs (as written, with new versions). */
const replaced = <T extends { id: string }>(list: readonly T[], changes: readonly T[]) => {
  const byId = new Map(changes.map((entry) => [entry.id, entry]));
  return list.map((entry) => byId.get(entry.id) ?? entry);
};

/** The item in the place the tree gave it, or undefined when it is there already. */
const placedAs = (item: MenuItem, place: MenuItem | undefined): MenuItem | undefined =>
  !place || (item.menuCategoryId === place.menuCategoryId && item.sortOrder === place.sortOrder)
    ? undefined
    : { ...item, menuCategoryId: place.menuCategoryId, sortOrder: place.sortOrder };

/**
 * `menu/update`: the menu form's fields, the languages menu setup keeps, and, when sent, menu
 * setup's category tree (see applyCategoryTree). Only records that changed are written.
 */
export async function updateMenu(
  { store, logger, now }: Dependencies,
  input: MenuInput,
): Promise<BackOfficeMenuView> {
  if (input.id === EMPTY_GUID) throw badRequest({ id: 'Create a new menu with menu/create' });
  // By primary key first (a consistent read, so an update straight after create sees it); by id
  // alone only to tell a menu of another location from an unknown one.
  const stored =
    (await menuStore.get(store, input.locationId, input.id)) ?? (await menuById(store, input.id));
  if (input.locationId !== stored.locationId)
    throw badRequest({ locationId: 'A menu cannot move to another location' });
  // The menu keeps the version it was read at, which is the one the client sent, if any.
  versionToSave(stored, input.version);
  if (input.languages) {
    const languageErrors = updatedMenuLanguageErrors(stored.languages, input.languages);
    if (Object.keys(languageErrors).length > 0) throw badRequest(languageErrors);
  }

  const [partition, content] = await Promise.all([
    locationOfMenu(store, stored),
    loadMenuPartition(store, stored.id),
  ]);
  const tree = input.menuCategories
    ? applyCategoryTree(stored.id, input.menuCategories, content, randomUUID)
    : undefined;
  if (tree && Object.keys(tree.errors).length > 0) throw badRequest(tree.errors);

  const menu: Menu = {
    ...stored,
    ...menuFields(input),
    sortOrder: input.sortOrder ?? stored.sortOrder,
    languages: input.languages ?? stored.languages,
  };
  const treeChanged =
    tree !== undefined && (tree.changedCategories.length > 0 || tree.changedItems.length > 0);
  // The menu is written first, on condition it is still there, so that a menu deleted meanwhile
  // is a 409 rather than a home for new categories; an unchanged menu is written only as that guard.
  const written =
    treeChanged || !isDeepStrictEqual(stored, menu) ? await menuStore.update(store, menu) : menu;
  let { categories, items } = content;
  if (tree) {
    const placed = new Map(tree.changedItems.map((item) => [item.id, item]));
    const storedCategoryIds = new Set(content.categories.map((category) => category.id));
    const newCategories = tree.changedCategories.filter(
      (category) => !storedCategoryIds.has(category.id),
    );
    // New categories before what moves into them: no record names a category not yet there.
    const writtenNewCategories = await putParentsFirst(store, newCategories);
    // Stored records the tree leaves as they are cost no call (their change is undefined).
    const [writtenCategories, writtenItems] = await Promise.all([
      // A category written meanwhile (a new language's texts) keeps that write and is placed.
      menuCategoryStore.updateEach(store, content.categories, tree.placeCategory),
      // Only an item's place is the tree's: an item saved meanwhile keeps its save and moves.
      menuItemStore.updateEach(store, content.items, (current) =>
        placedAs(current, placed.get(current.id)),
      ),
    ]);
    // Items the tree placed: new items of their categories still go after them.
    await menuItemPlacesStore.reserve(store, stored.id, tree.changedItems);
    // A category deleted meanwhile may have read the menu before these writes: what they placed
    // under it goes, as that delete would have taken it a moment later.
    const left = await removeStrandedAfterPlacing({ store, logger }, stored, writtenItems);
    categories =
      left?.categories ??
      replaced(tree.categories, [...writtenNewCategories, ...writtenCategories]);
    items = left?.items ?? replaced(tree.items, writtenItems);
  }
  return adminView(written, defaultLanguageOf(menu), { ...partition, categories, items }, now());
}

/**
 * `menu/updaterange`: new sortOrders for menus of one location (after a drag). Answers the
 * location's menus as menu/getall does. One Query for the location's menus plus a lookup by id only
 * for ids that are not among them (to tell an unknown menu from another location's).
 */
export async function sortMenus(
  { store, now }: Dependencies,
  orders: MenuSortOrders,
): Promise<MenuView[]> {
  const [first] = orders;
  if (!first) throw badRequest({ body: 'No menus to sort' });
  const anchor = await menuById(store, first.id);
  const [location, menus] = await Promise.all([
    locationStore.get(store, anchor.locationId),
    menuStore.listForLocation(store, anchor.locationId),
  ]);
  if (!location) throw new NotFoundError(MENU_NOT_FOUND);
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const strangers = await Promise.all(
    orders
      .filter((order) => !byId.has(order.id))
      .map((order) => menuStore.getById(store, order.id)),
  );
  for (const menu of strangers) {
    if (!menu) throw new NotFoundError(MENU_NOT_FOUND);
    if (menu.locationId !== anchor.locationId)
      throw new BadRequestError('Menus of different locations cannot be sorted together');
    byId.set(menu.id, menu); // created after the list was read
  }

  const sortOrderOf = new Map(orders.map((order) => [order.id, order.sortOrder]));
  // A menu saved meanwhile (activated, renamed) keeps its save and takes its new place.
  const written = await menuStore.updateEach(
    store,
    [...byId.values()].filter((menu) => sortOrderOf.has(menu.id)),
    (menu) => {
      const sortOrder = sortOrderOf.get(menu.id) ?? menu.sortOrder;
      return menu.sortOrder === sortOrder ? undefined : { ...menu, sortOrder };
    },
  );
  // A menu deleted meanwhile is not among them, nor in the answer.
  for (const id of sortOrderOf.keys()) byId.delete(id);
  for (const menu of written) byId.set(menu.id, menu);
  const moment = now();
  return [...byId.values()]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id))
    .map((menu) => listView(menu, moment, location));
}

/**
 * `menu/delete/{id}`: the menu, its categories and items, and the items' own options groups.
 * Children first: should this stop half way, the menu is still listed and can be deleted again.
 * The menu's partition is read twice, before and after its categories go, for an item created
 * meanwhile (see deleteMenuCategory).
 */
export async function deleteMenu({ store }: Dependencies, id: string): Promise<{ id: string }> {
  const menu = await menuById(store, id);
  await deleteContent(store, menu.locationId, await loadMenuPartition(store, id));
  await deleteContent(store, menu.locationId, await loadMenuPartition(store, id));
  await menuItemPlacesStore.remove(store, id);
  await menuStore.remove(store, menu);
  return { id };
}

/**
 * `menucategory/delete`: a category of the menu, every subcategory below it and all their items.
 *
 * Items first: should this stop half way, the category is still listed and can be deleted again.
 * Then the categories, then the menu once more (a consistent read), for what was written under
 * them after the first read: an item created or saved there (one the first pass found changed),
 * a subcategory or an item menu setup placed there. Each of those saves looks for its categories
 * again after writing and undoes itself when they are gone, so a save that kept its records wrote
 * them before the categories went, and this second read finds them (removeStranded).
 */
export async function deleteMenuCategory(
  { store, logger }: Dependencies,
  { id, menuId }: MenuCategoryDelete,
): Promise<{ id: string }> {
  const [menu, content] = await Promise.all([
    menuStore.getById(store, menuId),
    loadMenuPartition(store, menuId),
  ]);
  if (!menu) throw new NotFoundError(MENU_NOT_FOUND);
  if (!content.categories.some((category) => category.id === id))
    throw new NotFoundError('Category not found');
  const doomed = categoryWithDescendants(content.categories, id);
  await deleteItemsOf(store, menu.locationId, content.items, doomed);
  await menuCategoryStore.removeMany(
    store,
    content.categories.filter((category) => doomed.has(category.id)),
  );
  await removeStranded({ store, logger }, menu.locationId, await loadMenuPartition(store, menuId));
  return { id };
}

/**
 * `menu/{menuId}/addnewlanguage/{languageId}`: adds a non-default language and starts its texts
 * from the default language's, for the menu's categories and items and for the ingredients and
 * options groups its items use, so nothing shows blank. Answers the menu in the new language.
 */
export async function addMenuLanguage(
  { store, now }: Dependencies,
  menuId: string,
  languageId: string,
): Promise<BackOfficeMenuView> {
  const stored = await menuById(store, menuId);
  if (stored.languages.some((link) => link.languageId === languageId))
    throw new ConflictError('The menu already has this language');
  const [partition, content] = await Promise.all([
    locationOfMenu(store, stored),
    loadMenuPartition(store, menuId),
  ]);
  const menu: Menu = {
    ...stored,
    languages: [...stored.languages, { languageId, isDefault: false }],
  };
  const copier = languageCopier(languageId, defaultLanguageId(stored.languages));
  const linked = linkedFromItems({
    items: content.items,
    ingredients: partition.ingredients,
    optionsGroups: partition.optionsGroups,
  });
  const written = await menuStore.update(store, menu);
  // Each record written meanwhile (a category by menu setup, the others by their forms too) gets
  // the copies on top of that write.
  const [categories, items, ingredients, optionsGroups] = await Promise.all([
    menuCategoryStore.updateEach(store, content.categories, copier.category),
    menuItemStore.updateEach(store, content.items, copier.item),
    locationIngredientStore.updateEach(store, linked.ingredients, copier.ingredient),
    optionsGroupStore.updateEach(store, linked.optionsGroups, copier.optionsGroup),
  ]);

  return adminView(
    written,
    languageId,
    {
      location: partition.location,
      ingredients: replaced(partition.ingredients, ingredients),
      optionsGroups: replaced(partition.optionsGroups, optionsGroups),
      categories: replaced(content.categories, categories),
      items: replaced(content.items, items),
    },
    now(),
  );
}

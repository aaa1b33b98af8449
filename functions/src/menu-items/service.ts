import { randomUUID } from 'node:crypto';
import {
  defaultLanguageId,
  EMPTY_GUID,
  type Menu,
  type MenuItem,
  type MenuItemIngredient,
  type menuItemInputSchema,
  type MenuItemOptionsGroup,
  type MenuItemView,
  type OptionsGroup,
} from '@inroom/shared';
import type { z } from 'zod';
import type { Dependencies } from '../dependencies';
import { ConflictError, NotFoundError } from '../http/errors';
import { assertImageKey } from '../images/verify';
import { menuItemView } from '../menus/view';
import { FieldErrors, fieldError } from '../options-groups/field-errors';
import { groupFromInput, optionsWithIds } from '../options-groups/service';
import {
  loadItemLinkables,
  loadMenuPartition,
  menuCategoryStore,
  menuItemPlacesStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  versionToSave,
  WriteOutcomeUnknownError,
  type ItemLinkables,
  type Store,
} from '../store';

export type MenuItemInput = z.output<typeof menuItemInputSchema>;

const ITEM_NOT_FOUND = 'Menu item not found';
const UNKNOWN_GROUP = 'Unknown options group';
const UNKNOWN_CATEGORY = 'Unknown category';

/**
 * Where an item goes: its menu, the menu's location with what the item may link (its ingredients,
 * and the groups the item names or named before) and whether the category is one of the menu's.
 * Never the menu's partition, nor the location's other groups (other items' own groups among
 * them), so a write costs the same calls and reads however many items the menu holds.
 */
interface Placement {
  menu: Menu;
  location: ItemLinkables;
  categoryExists: boolean;
}

/** The groups an item links by id (a new group of its own has the empty id until it is made). */
const linkedGroupIds = (links: readonly { optionsGroupId: string }[]): string[] =>
  links.map((link) => link.optionsGroupId).filter((id) => id !== EMPTY_GUID);

async function placementOf(
  store: Store,
  menuId: string,
  categoryId: string,
  groupIds: readonly string[],
): Promise<Placement> {
  const [menu, category] = await Promise.all([
    menuStore.getById(store, menuId),
    menuCategoryStore.get(store, menuId, categoryId),
  ]);
  if (!menu) throw new NotFoundError('Menu not found');
  const location = await loadItemLinkables(store, menu.locationId, groupIds);
  if (!location) throw new NotFoundError('Location not found');
  return { menu, location, categoryExists: category !== undefined };
}

/**
 * The sortOrder that puts an item after the last item of the category: a place taken from the
 * menu's record of category ends (one atomic write, so concurrent creates never share a place).
 * A menu from before that record is counted from its items once, here.
 */
async function lastPlace(store: Store, menuId: string, categoryId: string): Promise<number> {
  const place = await menuItemPlacesStore.takeLast(store, menuId, categoryId);
  if (place !== undefined) return place;
  const { items } = await loadMenuPartition(store, menuId);
  await menuItemPlacesStore.start(store, menuId, items);
  const started = await menuItemPlacesStore.takeLast(store, menuId, categoryId);
  // Only a menu deleted between these calls has no record now.
  if (started === undefined) throw new NotFoundError('Menu not found');
  return started;
}

/** The back-office view of an item: every translation, links resolved against `groups`. */
function viewOf(
  deps: Dependencies,
  item: MenuItem,
  menu: Menu,
  location: ItemLinkables,
  groups: readonly OptionsGroup[],
  languageId?: string,
): MenuItemView {
  const fallbackLanguageId = defaultLanguageId(menu.languages);
  return menuItemView(
    item,
    {
      ingredients: location.ingredients,
      optionsGroups: groups,
      languageId: languageId ?? fallbackLanguageId ?? 'en',
      singleTranslation: false,
      now: deps.now(),
      timeZone: location.location.timeZone,
    },
    fallbackLanguageId,
  );
}

/** The location's groups with the ones this request wrote in their new state. */
function withWritten(
  groups: readonly OptionsGroup[],
  written: readonly OptionsGroup[],
): OptionsGroup[] {
  const byId = new Map(groups.map((group) => [group.id, group]));
  for (const group of written) byId.set(group.id, group);
  return [...byId.values()];
}

function checkCategory(placement: Placement, errors: FieldErrors): void {
  if (!placement.categoryExists) errors.add('menuCategoryId', UNKNOWN_CATEGORY);
}

/** Each ingredient link must name an ingredient of the menu's location, once. */
function ingredientLinks(
  input: MenuItemInput,
  location: ItemLinkables,
  errors: FieldErrors,
): MenuItemIngredient[] {
  const known = new Set(location.ingredients.map((ingredient) => ingredient.id));
  const seen = new Set<string>();
  input.ingredients.forEach((link, index) => {
    const path = `ingredients.${index}.locationIngredientId`;
    if (!known.has(link.locationIngredientId)) errors.add(path, 'Unknown ingredient');
    else if (seen.has(link.locationIngredientId))
      errors.add(path, 'This ingredient is already on the item');
    seen.add(link.locationIngredientId);
  });
  return input.ingredients.map(({ locationIngredientId, sortOrder }) => ({
    locationIngredientId,
    sortOrder,
  }));
}

interface GroupPlan {
  links: MenuItemOptionsGroup[];
  /** Groups for this item alone, new (`created`) or changed (`updated`). */
  created: OptionsGroup[];
  updated: OptionsGroup[];
}

/**
 * The item's options group links (spec §4). A link by id alone names a reusable group of the
 * location, or a group of this item alone it already links. A link carrying its group is a group
 * for this item alone: new with the empty id, or one this item already links, rewritten.
 */
function planGroups(
  input: MenuItemInput,
  location: ItemLinkables,
  linkedBefore: ReadonlySet<string>,
  errors: FieldErrors,
): GroupPlan {
  const locationId = location.location.id;
  const live = new Map(
    location.optionsGroups.filter((group) => !group.isDeleted).map((group) => [group.id, group]),
  );
  const plan: GroupPlan = { links: [], created: [], updated: [] };
  const seen = new Set<string>();
  input.optionsGroups.forEach((link, index) => {
    const path = `optionsGroups.${index}`;
    const inline = link.optionsGroup;
    if (inline && inline.locationId !== locationId)
      errors.add(`${path}.optionsGroup.locationId`, "The group must be of the menu's location");
    if (inline && inline.id === EMPTY_GUID) {
      const options = optionsWithIds(inline.options, [], `${path}.optionsGroup.options`, errors);
      const group = groupFromInput({ ...inline, locationId }, randomUUID(), options);
      plan.created.push(group);
      plan.links.push({ optionsGroupId: group.id, sortOrder: link.sortOrder });
      return;
    }
    const id = link.optionsGroupId;
    const stored = live.get(id);
    if (seen.has(id))
      errors.add(`${path}.optionsGroupId`, 'This options group is already on the item');
    seen.add(id);
    if (!stored || (!stored.isReusable && !linkedBefore.has(id))) {
      errors.add(`${path}.optionsGroupId`, UNKNOWN_GROUP);
    } else if (inline && stored.isReusable) {
      errors.add(`${path}.optionsGroup`, 'A reusable group is changed on its own');
    } else if (inline) {
      const options = optionsWithIds(
        inline.options,
        stored.options,
        `${path}.optionsGroup.options`,
        errors,
      );
      // A group of this item alone is guarded by the item's version; it is written at its own.
      plan.updated.push({
        ...groupFromInput({ ...inline, locationId }, id, options),
        version: stored.version,
      });
    }
    plan.links.push({ optionsGroupId: id, sortOrder: link.sortOrder });
  });
  return plan;
}

/** menuitem/get: one item with all its translations, ingredients and options groups. */
export async function getMenuItem(
  deps: Dependencies,
  id: string,
  languageId?: string,
): Promise<MenuItemView> {
  const { store } = deps;
  const item = await menuItemStore.getById(store, id);
  const menu = item && (await menuStore.getById(store, item.menuId));
  const location =
    menu && (await loadItemLinkables(store, menu.locationId, linkedGroupIds(item.optionsGroups)));
  if (!item || !menu || !location) throw new NotFoundError(ITEM_NOT_FOUND);
  return viewOf(deps, item, menu, location, location.optionsGroups, languageId);
}

/** menuitem/create: a new item in a category of a menu, with its own options groups saved too. */
export async function createMenuItem(
  deps: Dependencies,
  input: MenuItemInput,
): Promise<MenuItemView> {
  const { store } = deps;
  if (input.id !== EMPTY_GUID) throw fieldError('id', 'A new menu item must have the empty id');
  const placement = await placementOf(
    store,
    input.menuId,
    input.menuCategoryId,
    linkedGroupIds(input.optionsGroups),
  );
  const { menu, location } = placement;
  const errors = new FieldErrors();
  checkCategory(placement, errors);
  const ingredients = ingredientLinks(input, location, errors);
  const groups = planGroups(input, location, new Set(), errors);
  errors.throwIfAny();
  await assertImageKey(deps, input.image, undefined, 'image');

  const item: MenuItem = {
    id: randomUUID(),
    menuId: menu.id,
    menuCategoryId: input.menuCategoryId,
    price: input.price,
    image: input.image,
    sortOrder: input.sortOrder ?? (await lastPlace(store, menu.id, input.menuCategoryId)),
    translations: input.translations,
    ingredients,
    optionsGroups: groups.links,
  };
  // The groups first: an item never links a group that is not there.
  const createdGroups = await Promise.all(
    groups.created.map((group) => optionsGroupStore.create(store, group)),
  );
  const created = await menuItemStore.create(store, item);
  await undoUnlessCategoryStays(store, {
    updated: created,
    restore: async () => {},
    ownGroups: createdGroups,
  });
  // Once the item is there: a menu record started meanwhile then counts it either way.
  if (input.sortOrder !== undefined) await menuItemPlacesStore.reserve(store, menu.id, [item]);
  return viewOf(deps, created, menu, location, withWritten(location.optionsGroups, createdGroups));
}

/** An item create or save as written, with what undoing it takes. */
interface WrittenSave {
  /** The item before a save; none for a create. */
  stored?: MenuItem;
  updated: MenuItem;
  /** Puts the save's group writes back. */
  restore: () => Promise<void>;
  /** The groups of this item alone, linked now or until this save. */
  ownGroups: readonly OptionsGroup[];
}

/**
 * Whether the item's category is still there after a create or save wrote the item (a consistent
 * read). A category deleted meanwhile may have read its items before this write
 * (menucategory/delete), and the item would outlive it:
 * - a new item goes again, and the create answers as if the category had been gone from the start
 *   (400);
 * - an item moved into it is put back as stored, and the save answers the same 400;
 * - an item saved in it goes with it, as the delete would have taken it a moment later (404).
 * Taken or put back, it is only while the item is still as written here; otherwise the delete's
 * second look at the menu, or a later save, has already dealt with it. An item put back is looked
 * at once more in its old category, for the same reason.
 */
async function undoUnlessCategoryStays(store: Store, save: WrittenSave): Promise<void> {
  const { stored, updated } = save;
  if (await menuCategoryStore.get(store, updated.menuId, updated.menuCategoryId)) return;
  const moved = stored !== undefined && updated.menuCategoryId !== stored.menuCategoryId;
  if (moved && (await menuCategoryStore.get(store, stored.menuId, stored.menuCategoryId))) {
    const putBackItem = await putBack(store, { ...stored, version: updated.version });
    await save.restore();
    // Put back, it is a save into its old category, which may be going at this moment too.
    await undoUnlessCategoryStays(store, { ...save, updated: putBackItem });
    throw fieldError('menuCategoryId', UNKNOWN_CATEGORY);
  }
  if (await menuItemStore.removeIfUnchanged(store, updated))
    await optionsGroupStore.markDeleted(store, save.ownGroups);
  throw stored ? new NotFoundError(ITEM_NOT_FOUND) : fieldError('menuCategoryId', UNKNOWN_CATEGORY);
}

/** The item as it was before a save, unless saved again since (409) or deleted (404). */
async function putBack(store: Store, item: MenuItem): Promise<MenuItem> {
  try {
    return await menuItemStore.update(store, item);
  } catch (error) {
    if (error instanceof ConflictError && !(await menuItemStore.get(store, item.menuId, item.id)))
      throw new NotFoundError(ITEM_NOT_FOUND);
    throw error;
  }
}

/**
 * Undoes a refused save's group writes: groups it created are marked deleted (no item links them),
 * groups it rewrote get back what was stored before, unless changed again since.
 */
async function restoreGroups(
  store: Store,
  written: readonly OptionsGroup[],
  before: readonly OptionsGroup[],
): Promise<void> {
  const stored = new Map(before.map((group) => [group.id, group]));
  const writtenVersion = new Map(written.map((group) => [group.id, group.version]));
  await Promise.all([
    optionsGroupStore.markDeleted(
      store,
      written.filter((group) => !stored.has(group.id)),
    ),
    optionsGroupStore.updateEach(
      store,
      written.filter((group) => stored.has(group.id)),
      (current) => {
        const original = stored.get(current.id);
        return original && current.version === writtenVersion.get(current.id)
          ? { ...original, version: current.version }
          : undefined;
      },
    ),
  ]);
}

/**
 * The item's write, once its groups' writes are done. A save that failed (a group's write failed or
 * was refused, the item changed since it was read, DynamoDB could not be reached) puts its groups
 * back with `restore`, unless the store cannot tell whether the item was written (a later save
 * may stand on it, groups and all).
 */
async function writeItemAfterGroups(
  { store, logger }: Dependencies,
  item: MenuItem,
  groupWrites: readonly PromiseSettledResult<OptionsGroup>[],
  restore: () => Promise<void>,
): Promise<MenuItem> {
  try {
    const failedGroup = groupWrites.find((write) => write.status === 'rejected');
    if (failedGroup) throw failedGroup.reason;
    return await menuItemStore.update(store, item);
  } catch (error) {
    if (error instanceof WriteOutcomeUnknownError)
      logger.error('an item save failed, and whether it was written is not known', { error });
    else await restore();
    throw error;
  }
}

/**
 * menuitem/update: the item in its menu, its own groups created, rewritten or, when it no longer
 * links them, marked deleted.
 */
export async function updateMenuItem(
  deps: Dependencies,
  input: MenuItemInput,
): Promise<MenuItemView> {
  const { store } = deps;
  if (input.id === EMPTY_GUID) throw fieldError('id', 'Save the record first');
  // By primary key first (consistent); by id alone only to tell another menu's item from none.
  const stored =
    (await menuItemStore.get(store, input.menuId, input.id)) ??
    (await menuItemStore.getById(store, input.id));
  if (!stored) throw new NotFoundError(ITEM_NOT_FOUND);
  if (input.menuId !== stored.menuId)
    throw fieldError('menuId', 'An item cannot move to another menu');
  // Before its groups are written: a form older than the item saves nothing.
  const version = versionToSave(stored, input.version);
  const placement = await placementOf(store, stored.menuId, input.menuCategoryId, [
    ...linkedGroupIds(input.optionsGroups),
    ...linkedGroupIds(stored.optionsGroups),
  ]);
  const { menu, location } = placement;
  const linkedBefore = new Set(stored.optionsGroups.map((link) => link.optionsGroupId));
  const errors = new FieldErrors();
  checkCategory(placement, errors);
  const ingredients = ingredientLinks(input, location, errors);
  const groups = planGroups(input, location, linkedBefore, errors);
  errors.throwIfAny();
  await assertImageKey(deps, input.image, stored.image, 'image');

  const linkedNow = new Set(groups.links.map((link) => link.optionsGroupId));
  const dropped = location.optionsGroups
    .filter((group) => linkedBefore.has(group.id) && !linkedNow.has(group.id))
    .filter((group) => !group.isReusable && !group.isDeleted);
  const sameCategory = input.menuCategoryId === stored.menuCategoryId;
  const item: MenuItem = {
    ...stored,
    menuCategoryId: input.menuCategoryId,
    price: input.price,
    image: input.image,
    sortOrder:
      input.sortOrder ??
      (sameCategory ? stored.sortOrder : await lastPlace(store, menu.id, input.menuCategoryId)),
    translations: input.translations,
    ingredients,
    optionsGroups: groups.links,
    version,
  };
  // The groups first, so the item never links a group that is not there yet (or not yet as it
  // links it); each at the version read, so a group changed since refuses the whole save.
  const groupWrites = await Promise.allSettled([
    ...groups.created.map((group) => optionsGroupStore.create(store, group)),
    ...groups.updated.map((group) => optionsGroupStore.update(store, group)),
  ]);
  const writtenGroups = groupWrites.flatMap((write) =>
    write.status === 'fulfilled' ? [write.value] : [],
  );
  const restore = () => restoreGroups(store, writtenGroups, location.optionsGroups);
  const updated = await writeItemAfterGroups(deps, item, groupWrites, restore);
  await undoUnlessCategoryStays(store, {
    stored,
    updated,
    restore,
    ownGroups: [
      ...withWritten(location.optionsGroups, writtenGroups).filter(
        (group) => linkedNow.has(group.id) && !group.isReusable,
      ),
      ...dropped,
    ],
  });
  const chosenPlace = input.sortOrder !== undefined;
  const moved = !sameCategory || item.sortOrder !== stored.sortOrder;
  // A place the form chose: the category's end moves past it (see createMenuItem).
  if (chosenPlace && moved) await menuItemPlacesStore.reserve(store, menu.id, [item]);
  // Only once the item no longer links them.
  const deleted = await optionsGroupStore.markDeleted(store, dropped);
  const written = [...writtenGroups, ...deleted];
  return viewOf(deps, updated, menu, location, withWritten(location.optionsGroups, written));
}

/** menuitem/delete: the item goes, and with it the groups it alone used (marked deleted). */
export async function deleteMenuItem({ store }: Dependencies, id: string): Promise<{ id: string }> {
  const item = await menuItemStore.getById(store, id);
  if (!item) throw new NotFoundError(ITEM_NOT_FOUND);
  const menu = await menuStore.getById(store, item.menuId);
  const location =
    menu && (await loadItemLinkables(store, menu.locationId, linkedGroupIds(item.optionsGroups)));
  const linked = new Set(item.optionsGroups.map((link) => link.optionsGroupId));
  const own = (location?.optionsGroups ?? []).filter(
    (group) => linked.has(group.id) && !group.isReusable && !group.isDeleted,
  );
  await menuItemStore.remove(store, item);
  await optionsGroupStore.markDeleted(store, own);
  return { id: item.id };
}

import {
  isNewId,
  MAX_CATEGORIES_PER_MENU,
  TOO_DEEP_CATEGORIES_MESSAGE,
  TOO_MANY_CATEGORIES_MESSAGE,
  type menuCategoryInputSchema,
  type MenuCategory,
  type MenuItem,
  type menuSubcategoryInputSchema,
} from '@inroom/shared';
import type { z } from 'zod';

// Menu setup saves its whole category tree through menu/update (spec §7 has no category create or
// update). This turns that tree into the stored records it changes, pure so it can be tested alone.

export type CategoryTreeInput = z.output<typeof menuCategoryInputSchema>;
export type SubcategoryTreeInput = z.output<typeof menuSubcategoryInputSchema>;

export interface CategoryTreeResult {
  /** Every category of the menu after the change (new and untouched ones included). */
  categories: MenuCategory[];
  /** Every item of the menu after the change. */
  items: MenuItem[];
  /** Only the categories to write: new ones and those whose place or names changed. */
  changedCategories: MenuCategory[];
  /**
   * A stored category as the tree places and names it, or undefined when it already is so or the
   * tree leaves it out: applied again to a category written since the tree was read.
   */
  placeCategory: (current: MenuCategory) => MenuCategory | undefined;
  /** Only the items to write: those that moved. */
  changedItems: MenuItem[];
  /** Field messages keyed by the input's dotted path; empty when the tree is valid. */
  errors: Record<string, string>;
}

/** Names in the input replace those of the same language; the other languages' names stay. */
export function mergeTranslations<T extends { languageId: string }>(
  stored: readonly T[],
  input: readonly T[],
): T[] {
  const byLanguage = new Map(input.map((entry) => [entry.languageId, entry]));
  const merged = stored.map((entry) => byLanguage.get(entry.languageId) ?? entry);
  const storedLanguages = new Set(stored.map((entry) => entry.languageId));
  return [...merged, ...input.filter((entry) => !storedLanguages.has(entry.languageId))];
}

const sameTranslations = (
  a: readonly { languageId: string; name: string }[],
  b: readonly { languageId: string; name: string }[],
) =>
  a.length === b.length &&
  a.every(
    (entry, index) => entry.languageId === b[index]?.languageId && entry.name === b[index]?.name,
  );

const sameCategory = (a: MenuCategory, b: MenuCategory) =>
  a.parentCategoryId === b.parentCategoryId &&
  a.sortOrder === b.sortOrder &&
  sameTranslations(a.translations, b.translations);

/** Where the tree puts a stored category, and the names it sends for it. */
type CategoryPlacement = Pick<MenuCategory, 'parentCategoryId' | 'sortOrder' | 'translations'>;

/** The category under its new parent, at its new place, with the tree's names over its own. */
const placedAs = (category: MenuCategory, placement: CategoryPlacement): MenuCategory => ({
  ...category,
  parentCategoryId: placement.parentCategoryId,
  sortOrder: placement.sortOrder,
  translations: mergeTranslations(category.translations, placement.translations),
});

/**
 * The schema stops a third level in the tree itself, but not one made of stored records: a saved
 * category with saved subcategories, sent as a subcategory of another, would take them a level
 * down. Such a move is refused at the moved category. A subcategory that stays under its parent is
 * not checked, so a menu stored deeper before the limit can still be saved as it stands.
 */
function tooDeepErrors(
  categories: ReadonlyMap<string, MenuCategory>,
  stored: ReadonlyMap<string, MenuCategory>,
  placedAt: ReadonlyMap<string, string>,
): Record<string, string> {
  const parents = new Set<string>();
  for (const category of categories.values()) {
    if (category.parentCategoryId !== null) parents.add(category.parentCategoryId);
  }
  const errors: Record<string, string> = {};
  for (const [id, at] of placedAt) {
    const placed = categories.get(id);
    if (placed === undefined || placed.parentCategoryId === null || !parents.has(id)) continue;
    if (stored.get(id)?.parentCategoryId === placed.parentCategoryId) continue;
    errors[`${at}.id`] = TOO_DEEP_CATEGORIES_MESSAGE;
  }
  return errors;
}

/**
 * Applies the setup screen's tree to a menu's stored categories and items. A category with the
 * empty id is new and gets `newId()`; a saved id must be a category of this menu. Parents and
 * sortOrders come from the tree (sortOrder = list position); an item listed under a category moves
 * there at its list position and must be an item of this menu. Categories and items the tree leaves
 * out are left alone. Nothing may appear twice.
 */
export function applyCategoryTree(
  menuId: string,
  tree: readonly CategoryTreeInput[],
  stored: { categories: readonly MenuCategory[]; items: readonly MenuItem[] },
  newId: () => string,
): CategoryTreeResult {
  const storedCategories = new Map(stored.categories.map((category) => [category.id, category]));
  const storedItems = new Map(stored.items.map((item) => [item.id, item]));
  const categories = new Map(storedCategories);
  const items = new Map(storedItems);
  const seenCategories = new Set<string>();
  const seenItems = new Set<string>();
  /** The input path of each category the tree places, for its messages. */
  const placedAt = new Map<string, string>();
  const placements = new Map<string, CategoryPlacement>();
  const errors: Record<string, string> = {};

  /** Places one category under `parentCategoryId`; its id, or undefined when it is refused. */
  const place = (
    input: SubcategoryTreeInput,
    parentCategoryId: string | null,
    position: number,
    at: string,
  ): string | undefined => {
    let id = input.id;
    if (isNewId(id)) {
      id = newId();
      categories.set(id, {
        id,
        menuId,
        parentCategoryId,
        translations: input.translations,
        sortOrder: position,
      });
    } else {
      const existing = storedCategories.get(id);
      if (!existing) {
        errors[`${at}.id`] = 'Unknown category';
        return undefined;
      }
      if (seenCategories.has(id)) {
        errors[`${at}.id`] = 'A category appears more than once';
        return undefined;
      }
      const placement = { parentCategoryId, sortOrder: position, translations: input.translations };
      placements.set(id, placement);
      categories.set(id, placedAs(existing, placement));
    }
    seenCategories.add(id);
    placedAt.set(id, at);

    input.menuItems.forEach((placement, itemPosition) => {
      const itemAt = `${at}.menuItems.${itemPosition}.id`;
      const existing = storedItems.get(placement.id);
      if (!existing) errors[itemAt] = 'Unknown item';
      else if (seenItems.has(placement.id)) errors[itemAt] = 'An item appears more than once';
      else {
        seenItems.add(placement.id);
        items.set(placement.id, { ...existing, menuCategoryId: id, sortOrder: itemPosition });
      }
    });
    return id;
  };

  // Two levels, as the schema has them: categories, then their subcategories.
  tree.forEach((input, position) => {
    const at = `menuCategories.${position}`;
    const id = place(input, null, position, at);
    if (id === undefined) return;
    input.subCategories.forEach((subcategory, subPosition) => {
      place(subcategory, id, subPosition, `${at}.subCategories.${subPosition}`);
    });
  });
  Object.assign(errors, tooDeepErrors(categories, storedCategories, placedAt));
  // The schema bounds one request's tree; the categories it leaves out stay, so the menu as a whole
  // is bounded here. Only growth is refused: a menu over the limit can still be rearranged.
  if (categories.size > storedCategories.size && categories.size > MAX_CATEGORIES_PER_MENU) {
    errors['menuCategories'] ??= TOO_MANY_CATEGORIES_MESSAGE;
  }

  const changedCategories = [...categories.values()].filter((category) => {
    const before = storedCategories.get(category.id);
    return !before || !sameCategory(before, category);
  });
  const changedItems = [...items.values()].filter((item) => {
    const before = storedItems.get(item.id);
    return (
      before !== undefined &&
      (before.menuCategoryId !== item.menuCategoryId || before.sortOrder !== item.sortOrder)
    );
  });
  return {
    categories: [...categories.values()],
    items: [...items.values()],
    changedCategories,
    placeCategory(current) {
      const placement = placements.get(current.id);
      if (!placement) return undefined;
      const placed = placedAs(current, placement);
      return sameCategory(current, placed) ? undefined : placed;
    },
    changedItems,
    errors,
  };
}

/** A category and every subcategory below it, however deep (each once, even in a parent cycle). */
export function categoryWithDescendants(
  categories: readonly MenuCategory[],
  rootId: string,
): Set<string> {
  // Children by parent once, then one walk: linear however deep the tree is.
  const childrenByParent = new Map<string, string[]>();
  for (const category of categories) {
    const parentId = category.parentCategoryId;
    if (parentId === null) continue;
    const children = childrenByParent.get(parentId);
    if (children) children.push(category.id);
    else childrenByParent.set(parentId, [category.id]);
  }
  const ids = new Set([rootId]);
  const pending = [rootId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const child of childrenByParent.get(id) ?? []) {
      if (ids.has(child)) continue;
      ids.add(child);
      pending.push(child);
    }
  }
  return ids;
}

/**
 * The ids of the categories under a parent that is not among `categories` (deleted meanwhile), or
 * under such a category: none of them shows, and neither do their items (see removeStranded). A
 * parent cycle, which no save makes, is not counted: only a missing parent strands.
 */
export function strandedCategoryIds(categories: readonly MenuCategory[]): Set<string> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const known = new Map<string, boolean>();
  const isStranded = (start: MenuCategory): boolean => {
    const path = new Set<string>();
    let current = start;
    let stranded = false;
    for (;;) {
      const answer = known.get(current.id);
      if (answer !== undefined) {
        stranded = answer;
        break;
      }
      path.add(current.id);
      const parentId = current.parentCategoryId;
      if (parentId === null) break;
      const parent = byId.get(parentId);
      if (!parent) {
        stranded = true;
        break;
      }
      if (path.has(parent.id)) break;
      current = parent;
    }
    for (const id of path) known.set(id, stranded);
    return stranded;
  };
  return new Set(categories.filter(isStranded).map((category) => category.id));
}

/**
 * New categories in the order they can be written so that none is written before its parent:
 * top-level ones and those under stored categories first, then those under new ones.
 */
export function parentsFirst(newCategories: readonly MenuCategory[]): MenuCategory[][] {
  const newIds = new Set(newCategories.map((category) => category.id));
  const underNew = (category: MenuCategory) =>
    category.parentCategoryId !== null && newIds.has(category.parentCategoryId);
  // Two levels, as the schema has them.
  return [
    newCategories.filter((category) => !underNew(category)),
    newCategories.filter(underNew),
  ].filter((level) => level.length > 0);
}

/** The ids of the categories that show: all but the stranded (strandedCategoryIds). */
export function liveCategoryIds(categories: readonly MenuCategory[]): Set<string> {
  const stranded = strandedCategoryIds(categories);
  return new Set(
    categories.filter((category) => !stranded.has(category.id)).map((category) => category.id),
  );
}

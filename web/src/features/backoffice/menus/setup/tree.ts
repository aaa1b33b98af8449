import {
  EMPTY_GUID,
  isNewId,
  type MenuCategoryInput,
  type BackOfficeMenuCategoryView,
  type BackOfficeMenuItemView,
  type BackOfficeMenuView,
  type MenuInput,
} from '@inroom/shared';

// Menu setup's working copy of a menu's category tree (spec §2 Menu setup). Categories are keyed on
// the client (a saved one by its id, an unsaved one by a made-up key) so new categories, which all
// carry the empty GUID, can be told apart. Items keep the server's view: only their place changes
// here; the item modal saves everything else. Sort orders are list positions when sent.

export interface NameTranslation {
  languageId: string;
  name: string;
}

export interface CategoryNode {
  key: string;
  id: string;
  translations: NameTranslation[];
  subCategories: CategoryNode[];
  items: BackOfficeMenuItemView[];
}

export type Tree = CategoryNode[];

export const CATEGORY_NAME_REQUIRED = 'Category name is required';
export const SUBCATEGORY_NAME_REQUIRED = 'Subcategory name is required';

let newKeys = 0;
/** A key for a category that has no id yet. */
export const newCategoryKey = () => `new-${(newKeys += 1)}`;

const bySortOrder = <T extends { sortOrder: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.sortOrder - b.sortOrder);

/**
 * The menu's tree, each category keyed by its id, or by the key it had here before it was saved
 * (`keys`, by id: see keysOfSavedCategories).
 */
export function treeOf(
  menu: BackOfficeMenuView,
  keys: ReadonlyMap<string, string> = new Map(),
): Tree {
  const fromCategory = (category: BackOfficeMenuCategoryView): CategoryNode => ({
    key: keys.get(category.id) ?? category.id,
    id: category.id,
    translations: category.translations.map(({ languageId, name }) => ({ languageId, name })),
    subCategories: bySortOrder(category.subCategories).map(fromCategory),
    items: bySortOrder(category.menuItems),
  });
  return bySortOrder(menu.menuCategories).map(fromCategory);
}

/**
 * The ids the server gave the new categories of a tree it saved, each with the key the category
 * had here: kept, the category keeps its row when the reload brings its id, and whoever was on
 * one of its buttons keeps the focus. The trees are walked side by side: a saved category in a new
 * one's place and with its name in `languageId` is that one. Where someone else changed the tree
 * meanwhile, fewer match, and those rows are drawn anew.
 */
export function keysOfSavedCategories(
  sent: Tree,
  saved: readonly BackOfficeMenuCategoryView[],
  languageId: string,
): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (mine: Tree, theirs: readonly BackOfficeMenuCategoryView[]) => {
    const placed = bySortOrder(theirs);
    mine.forEach((category, index) => {
      const match = placed[index];
      if (!match) return;
      if (isNewId(category.id)) {
        const name = match.translations.find((entry) => entry.languageId === languageId)?.name;
        if (name !== nameIn(category, languageId).trim()) return;
        keys.set(match.id, category.key);
      } else if (match.id !== category.id) {
        return;
      }
      walk(category.subCategories, match.subCategories);
    });
  };
  walk(sent, saved);
  return keys;
}

export function newCategory(languageId: string): CategoryNode {
  return {
    key: newCategoryKey(),
    id: EMPTY_GUID,
    translations: [{ languageId, name: '' }],
    subCategories: [],
    items: [],
  };
}

/** The name in exactly this language ('' when it has none yet). */
export function nameIn(category: CategoryNode, languageId: string): string {
  return category.translations.find((entry) => entry.languageId === languageId)?.name ?? '';
}

/** The category with its name in `languageId` set, other languages' names kept. */
export function withName(category: CategoryNode, languageId: string, name: string): CategoryNode {
  const has = category.translations.some((entry) => entry.languageId === languageId);
  return {
    ...category,
    translations: has
      ? category.translations.map((entry) =>
          entry.languageId === languageId ? { ...entry, name } : entry,
        )
      : [...category.translations, { languageId, name }],
  };
}

/** Applies `change` to the category with `key`, wherever it is; untouched branches are kept. */
export function updateCategory(
  tree: Tree,
  key: string,
  change: (category: CategoryNode) => CategoryNode,
): Tree {
  let changed = false;
  const next = tree.map((category) => {
    if (category.key === key) {
      changed = true;
      return change(category);
    }
    const subCategories = updateCategory(category.subCategories, key, change);
    if (subCategories === category.subCategories) return category;
    changed = true;
    return { ...category, subCategories };
  });
  return changed ? next : tree;
}

/** The tree without the category with `key` (and what it holds). */
export function removeCategory(tree: Tree, key: string): Tree {
  const index = tree.findIndex((category) => category.key === key);
  if (index >= 0) return tree.filter((_, position) => position !== index);
  let changed = false;
  const next = tree.map((category) => {
    const subCategories = removeCategory(category.subCategories, key);
    if (subCategories === category.subCategories) return category;
    changed = true;
    return { ...category, subCategories };
  });
  return changed ? next : tree;
}

export function findCategory(tree: Tree, key: string): CategoryNode | undefined {
  for (const category of tree) {
    if (category.key === key) return category;
    const found = findCategory(category.subCategories, key);
    if (found) return found;
  }
  return undefined;
}

/** The key of the category holding the item with `itemId`. */
export function categoryOfItem(tree: Tree, itemId: string): string | undefined {
  for (const category of tree) {
    if (category.items.some((item) => item.id === itemId)) return category.key;
    const found = categoryOfItem(category.subCategories, itemId);
    if (found) return found;
  }
  return undefined;
}

/** The key of the category whose subcategories hold `key` ('' for the top level). */
export function parentOf(tree: Tree, key: string, parentKey = ''): string | undefined {
  for (const category of tree) {
    if (category.key === key) return parentKey;
    const found = parentOf(category.subCategories, key, category.key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Moves an item to `toKey`, at `index` there (its end when undefined). */
export function moveItem(tree: Tree, itemId: string, toKey: string, index?: number): Tree {
  const fromKey = categoryOfItem(tree, itemId);
  const from = fromKey === undefined ? undefined : findCategory(tree, fromKey);
  const item = from?.items.find((entry) => entry.id === itemId);
  if (!fromKey || !item) return tree;
  const without = updateCategory(tree, fromKey, (category) => ({
    ...category,
    items: category.items.filter((entry) => entry.id !== itemId),
  }));
  return updateCategory(without, toKey, (category) => {
    const items = [...category.items];
    items.splice(index ?? items.length, 0, item);
    return { ...category, items };
  });
}

/** Reorders the subcategories of `parentKey` ('' for the top level). */
export function reorderCategories(
  tree: Tree,
  parentKey: string,
  reorder: (list: CategoryNode[]) => CategoryNode[],
): Tree {
  if (parentKey === '') return reorder(tree);
  return updateCategory(tree, parentKey, (category) => ({
    ...category,
    subCategories: reorder(category.subCategories),
  }));
}

/**
 * The tree with each new category that an earlier save has given an id (`ids`, by key) under that
 * id: a save that follows another before the reload would otherwise send it as new again, and the
 * server would make a second category of it.
 */
export function withSavedIds(tree: Tree, ids: ReadonlyMap<string, string>): Tree {
  if (ids.size === 0) return tree;
  return tree.map((category) => {
    const id = isNewId(category.id) ? ids.get(category.key) : undefined;
    return {
      ...category,
      id: id ?? category.id,
      subCategories: withSavedIds(category.subCategories, ids),
    };
  });
}

/** Messages by category key for every category or subcategory without a name in `languageId`. */
export function validateNames(
  tree: Tree,
  languageId: string,
  sub = false,
  errors: Record<string, string> = {},
): Record<string, string> {
  for (const category of tree) {
    if (nameIn(category, languageId).trim() === '') {
      errors[category.key] = sub ? SUBCATEGORY_NAME_REQUIRED : CATEGORY_NAME_REQUIRED;
    }
    validateNames(category.subCategories, languageId, true, errors);
  }
  return errors;
}

/** Keys of the categories not saved yet. */
export function unsavedKeys(tree: Tree, keys: string[] = []): string[] {
  for (const category of tree) {
    if (isNewId(category.id)) keys.push(category.key);
    unsavedKeys(category.subCategories, keys);
  }
  return keys;
}

/**
 * The server's tree with the unsaved categories of `local` that were never sent (`sent`) put back
 * where they were: at the end of their parent, the top level when the parent is gone.
 */
export function withUnsaved(server: Tree, local: Tree, sent: ReadonlySet<string>): Tree {
  let tree = server;
  const graft = (list: Tree, parentKey: string) => {
    for (const category of list) {
      if (isNewId(category.id)) {
        if (sent.has(category.key)) continue;
        const parentThere = parentKey !== '' && findCategory(tree, parentKey);
        tree = parentThere
          ? updateCategory(tree, parentKey, (parent) => ({
              ...parent,
              subCategories: [...parent.subCategories, category],
            }))
          : [...tree, category];
      } else {
        graft(category.subCategories, category.key);
      }
    }
  };
  graft(local, '');
  return tree;
}

function categoryInput(category: CategoryNode, sortOrder: number): MenuCategoryInput {
  return {
    id: category.id,
    // A blank name in another language (an old record) is left out: the server requires names.
    translations: category.translations
      .filter((entry) => entry.name.trim() !== '')
      .map(({ languageId, name }) => ({ languageId, name: name.trim() })),
    sortOrder,
    subCategories: category.subCategories.map(categoryInput),
    menuItems: category.items.map((item, index) => ({ id: item.id, sortOrder: index })),
  };
}

/** Body of menu/update: the menu as it is with the whole tree, sort orders from list positions. */
export function menuInputOf(menu: BackOfficeMenuView, tree: Tree): MenuInput {
  return {
    id: menu.id,
    name: menu.name,
    locationId: menu.locationId,
    isActive: menu.isActive,
    isNameVisible: menu.isNameVisible,
    availableFrom: menu.availableFrom,
    availableTo: menu.availableTo,
    monday: menu.monday,
    tuesday: menu.tuesday,
    wednesday: menu.wednesday,
    thursday: menu.thursday,
    friday: menu.friday,
    saturday: menu.saturday,
    sunday: menu.sunday,
    sortOrder: menu.sortOrder,
    languages: menu.languages.map(({ languageId, isDefault }) => ({ languageId, isDefault })),
    menuCategories: tree.map(categoryInput),
  };
}

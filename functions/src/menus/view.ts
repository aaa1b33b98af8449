import {
  allLanguages,
  compareBySortOrder,
  defaultLanguageId,
  menuAvailability,
  OPTIONS_GROUP_TYPE_NAMES,
  pickTranslation,
  type LocationIngredient,
  type Menu,
  type MenuCategory,
  type MenuCategoryView,
  type MenuItem,
  type MenuItemView,
  type MenuView,
  type OptionsGroup,
  type OptionsGroupView,
} from '@inroom/shared';

// Builds the menu shapes the API returns (spec §3) from stored records: links resolved, the
// categories as a tree, availability for now. A guest view keeps one translation per text (the
// best for the reader, which the web shows as "the first translation"); the back office keeps all.

export interface MenuViewContext {
  /** The location's ingredients and options groups the items link to. */
  ingredients: readonly LocationIngredient[];
  optionsGroups: readonly OptionsGroup[];
  /** The language texts are read in; the menu's default fills gaps. */
  languageId: string;
  /** Guest views keep only the picked translation of each text. */
  singleTranslation: boolean;
  now: Date;
  timeZone: string;
}

type Translated = { languageId: string; name: string };

type TranslationChoice = Pick<MenuViewContext, 'languageId' | 'singleTranslation'>;

function translationsFor<T extends Translated>(
  translations: readonly T[],
  context: TranslationChoice,
  fallbackLanguageId: string | undefined,
): T[] {
  if (!context.singleTranslation) return [...translations];
  const picked = pickTranslation(translations, context.languageId, fallbackLanguageId);
  return picked ? [picked] : [];
}

/** An options group with its typeString and options in order; translated like its menu. */
export function optionsGroupView(
  group: OptionsGroup,
  context: Pick<MenuViewContext, 'languageId' | 'singleTranslation'>,
  fallbackLanguageId?: string,
): OptionsGroupView {
  return {
    ...group,
    typeString: OPTIONS_GROUP_TYPE_NAMES[group.type],
    translations: translationsFor(group.translations, context, fallbackLanguageId),
    options: group.options.toSorted(compareBySortOrder).map((option) => ({
      ...option,
      translations: translationsFor(option.translations, context, fallbackLanguageId),
    })),
  };
}

// The lookups by id of one context, built once per context rather than once per item.
const ingredientMaps = new WeakMap<
  readonly LocationIngredient[],
  Map<string, LocationIngredient>
>();
const groupMaps = new WeakMap<readonly OptionsGroup[], Map<string, OptionsGroup>>();

function ingredientsById(list: readonly LocationIngredient[]): Map<string, LocationIngredient> {
  let map = ingredientMaps.get(list);
  if (!map) {
    map = new Map(list.map((entry) => [entry.id, entry]));
    ingredientMaps.set(list, map);
  }
  return map;
}

/** Deleted groups are left out: an item's link to one is dropped from every view. */
function liveGroupsById(list: readonly OptionsGroup[]): Map<string, OptionsGroup> {
  let map = groupMaps.get(list);
  if (!map) {
    map = new Map(list.filter((group) => !group.isDeleted).map((group) => [group.id, group]));
    groupMaps.set(list, map);
  }
  return map;
}

export function menuItemView(
  item: MenuItem,
  context: MenuViewContext,
  fallbackLanguageId: string | undefined,
): MenuItemView {
  const ingredients = ingredientsById(context.ingredients);
  const groups = liveGroupsById(context.optionsGroups);
  return {
    ...item,
    translations: translationsFor(item.translations, context, fallbackLanguageId),
    ingredients: item.ingredients.toSorted(compareBySortOrder).flatMap((link) => {
      const ingredient = ingredients.get(link.locationIngredientId);
      if (!ingredient) return [];
      const translations = translationsFor(ingredient.translations, context, fallbackLanguageId);
      return [{ ...link, locationIngredient: { ...ingredient, translations } }];
    }),
    optionsGroups: item.optionsGroups.toSorted(compareBySortOrder).flatMap((link) => {
      const group = groups.get(link.optionsGroupId);
      return group
        ? [{ ...link, optionsGroup: optionsGroupView(group, context, fallbackLanguageId) }]
        : [];
    }),
  };
}

/**
 * The categories of a menu as a tree, each with its items, all in sortOrder. A subcategory whose
 * parent is not among the categories is shown at the top level rather than lost, and so is a
 * category caught in a parent cycle (each category appears once).
 */
export function menuCategoryTree(
  categories: readonly MenuCategory[],
  items: readonly MenuItem[],
  context: MenuViewContext,
  fallbackLanguageId: string | undefined,
): MenuCategoryView[] {
  const known = new Set(categories.map((category) => category.id));
  const childrenByParent = new Map<string, MenuCategory[]>();
  const roots: MenuCategory[] = [];
  for (const category of categories) {
    const parentId = category.parentCategoryId;
    if (parentId === null || parentId === category.id || !known.has(parentId)) {
      roots.push(category);
    } else {
      childrenByParent.set(parentId, [...(childrenByParent.get(parentId) ?? []), category]);
    }
  }
  const itemsByCategory = new Map<string, MenuItem[]>();
  for (const item of items) {
    itemsByCategory.set(item.menuCategoryId, [
      ...(itemsByCategory.get(item.menuCategoryId) ?? []),
      item,
    ]);
  }

  const placed = new Set<string>();
  const viewOf = (category: MenuCategory): MenuCategoryView => {
    placed.add(category.id);
    return {
      ...category,
      translations: translationsFor(category.translations, context, fallbackLanguageId),
      subCategories: (childrenByParent.get(category.id) ?? [])
        .filter((child) => !placed.has(child.id))
        .toSorted(compareBySortOrder)
        .map(viewOf),
      menuItems: (itemsByCategory.get(category.id) ?? [])
        .toSorted(compareBySortOrder)
        .map((item) => menuItemView(item, context, fallbackLanguageId)),
    };
  };
  const tree = roots.toSorted(compareBySortOrder).map(viewOf);
  // Categories no root leads to sit in a parent cycle: each such cycle is lifted to the top level.
  for (const category of categories.toSorted(compareBySortOrder)) {
    if (!placed.has(category.id)) tree.push(viewOf(category));
  }
  return tree;
}

const languageNames = () => new Map(allLanguages().map((language) => [language.id, language]));

/**
 * A menu as the API returns it. Pass its categories and items for the whole tree, or none for the
 * lists that show only the menu itself.
 */
export function menuView(
  menu: Menu,
  context: MenuViewContext,
  content: { categories: readonly MenuCategory[]; items: readonly MenuItem[] } = {
    categories: [],
    items: [],
  },
): MenuView {
  const names = languageNames();
  const languageOf = (id: string) => names.get(id) ?? { id, name: id };
  const fallbackLanguageId = defaultLanguageId(menu.languages);
  return {
    ...menu,
    ...menuAvailability(menu, context.now, context.timeZone),
    currentLanguage: languageOf(context.languageId),
    languages: menu.languages.map((link) => ({ ...link, language: languageOf(link.languageId) })),
    menuCategories: menuCategoryTree(
      content.categories,
      content.items,
      context,
      fallbackLanguageId,
    ),
  };
}

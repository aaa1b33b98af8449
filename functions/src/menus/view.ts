import {
  allLanguages,
  compareBySortOrder,
  defaultLanguageId,
  menuAvailability,
  OPTIONS_GROUP_TYPE_NAMES,
  pickTranslation,
  type GuestMenuContent,
  type GuestMenuView,
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

/** A category of the tree with its subcategories and items, whatever shape the items take. */
type CategoryNode<I> = MenuCategory & { subCategories: CategoryNode<I>[]; menuItems: I[] };

/** Appends to the list under `key`, made on first use: one pass, no copies. */
function pushTo<T>(lists: Map<string, T[]>, key: string, value: T): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

/**
 * The categories of a menu as a tree, each with its items, all in sortOrder. A subcategory whose
 * parent is not among the categories is shown at the top level rather than lost, and so is a
 * category caught in a parent cycle (each category appears once). Linear in categories and items
 * (apart from sorting each list).
 */
function categoryTree<I>(
  categories: readonly MenuCategory[],
  items: readonly MenuItem[],
  translate: (category: MenuCategory) => MenuCategory['translations'],
  itemView: (item: MenuItem) => I,
): CategoryNode<I>[] {
  const known = new Set(categories.map((category) => category.id));
  const childrenByParent = new Map<string, MenuCategory[]>();
  const roots: MenuCategory[] = [];
  for (const category of categories) {
    const parentId = category.parentCategoryId;
    if (parentId === null || parentId === category.id || !known.has(parentId)) {
      roots.push(category);
    } else {
      pushTo(childrenByParent, parentId, category);
    }
  }
  const itemsByCategory = new Map<string, MenuItem[]>();
  for (const item of items) pushTo(itemsByCategory, item.menuCategoryId, item);

  const placed = new Set<string>();
  const viewOf = (category: MenuCategory): CategoryNode<I> => {
    placed.add(category.id);
    return {
      ...category,
      translations: translate(category),
      subCategories: (childrenByParent.get(category.id) ?? [])
        .filter((child) => !placed.has(child.id))
        .toSorted(compareBySortOrder)
        .map(viewOf),
      menuItems: (itemsByCategory.get(category.id) ?? [])
        .toSorted(compareBySortOrder)
        .map(itemView),
    };
  };
  const tree = roots.toSorted(compareBySortOrder).map(viewOf);
  // Categories no root leads to sit in a parent cycle: each such cycle is lifted to the top level.
  for (const category of categories.toSorted(compareBySortOrder)) {
    if (!placed.has(category.id)) tree.push(viewOf(category));
  }
  return tree;
}

/** The categories of a menu as a tree (see categoryTree), each item with its groups in place. */
export function menuCategoryTree(
  categories: readonly MenuCategory[],
  items: readonly MenuItem[],
  context: MenuViewContext,
  fallbackLanguageId: string | undefined,
): MenuCategoryView[] {
  return categoryTree(
    categories,
    items,
    (category) => translationsFor(category.translations, context, fallbackLanguageId),
    (item) => menuItemView(item, context, fallbackLanguageId),
  );
}

let languagesById: Map<string, { id: string; name: string }> | undefined;
const languageOf = (id: string) => {
  languagesById ??= new Map(allLanguages().map((language) => [language.id, language]));
  return languagesById.get(id) ?? { id, name: id };
};

type MenuContent = { categories: readonly MenuCategory[]; items: readonly MenuItem[] };

/** A menu's own fields as the API returns them: availability now and its languages named. */
function menuFields(menu: Menu, context: MenuViewContext): Omit<MenuView, 'menuCategories'> {
  return {
    ...menu,
    ...menuAvailability(menu, context.now, context.timeZone),
    currentLanguage: languageOf(context.languageId),
    languages: menu.languages.map((link) => ({ ...link, language: languageOf(link.languageId) })),
  };
}

/**
 * A menu as the API returns it. Pass its categories and items for the whole tree, or none for the
 * lists that show only the menu itself.
 */
export function menuView(
  menu: Menu,
  context: MenuViewContext,
  content: MenuContent = { categories: [], items: [] },
): MenuView {
  return {
    ...menuFields(menu, context),
    menuCategories: menuCategoryTree(
      content.categories,
      content.items,
      context,
      defaultLanguageId(menu.languages),
    ),
  };
}

/** Records which of a record's texts the readers of a response pick, for the texts it sends. */
function pickedTexts() {
  const picked = new Set<unknown>();
  const readers = new Set<string>();
  return {
    /** Notes the texts a reader (a language and its fallback) picks from these lists, once. */
    read(
      languageId: string,
      fallbackLanguageId: string | undefined,
      lists: () => Iterable<readonly Translated[]>,
    ) {
      const reader = `${languageId} ${fallbackLanguageId ?? ''}`;
      if (readers.has(reader)) return;
      readers.add(reader);
      for (const translations of lists()) {
        const chosen = pickTranslation(translations, languageId, fallbackLanguageId);
        if (chosen) picked.add(chosen);
      }
    },
    /** The translations some reader picked, in stored order. */
    of: <T extends Translated>(translations: readonly T[]): T[] =>
      translations.filter((entry) => picked.has(entry)),
  };
}

/**
 * The groups and ingredients of one response that sends each once however many items link it
 * (docs/api.md, "The guest view"): the guest reads and the back office's menu view. The items name
 * theirs; these go beside the menus.
 */
export interface MenuReferences {
  /**
   * Whether an item may link the group (it exists and is not deleted); when it may, the group is
   * sent with the texts `languageId` picks from it, as the item's menu reads it.
   */
  group(groupId: string, languageId: string, fallbackLanguageId: string | undefined): boolean;
  /** Likewise for an ingredient (it exists). */
  ingredient(
    ingredientId: string,
    languageId: string,
    fallbackLanguageId: string | undefined,
  ): boolean;
  /**
   * Each group used, once, options in sortOrder. A text carries the translations some menu picked,
   * in stored order: one when every menu reads it in the same language, so that the reader picks
   * again with the same rule (pickTranslation) and gets what the menu would have embedded. With
   * `everyTranslation`, every text keeps all of its translations.
   */
  optionsGroups(): OptionsGroupView[];
  /** Each ingredient used, once, its texts as for groups. */
  ingredients(): LocationIngredient[];
}

/** Keeps every translation of a text: the back office edits them all. */
const everyText = () => ({
  read() {},
  of: <T extends Translated>(translations: readonly T[]): T[] => [...translations],
});

/** The records of `known` a response uses, each with the texts its readers pick (or all). */
function usedRecords<T>(
  known: ReadonlyMap<string, T>,
  textsOf: (record: T) => Iterable<readonly Translated[]>,
  everyTranslation: boolean,
) {
  const used = new Map<string, { record: T; texts: ReturnType<typeof pickedTexts> }>();
  return {
    use(id: string, languageId: string, fallbackLanguageId: string | undefined): boolean {
      const record = known.get(id);
      if (record === undefined) return false;
      let entry = used.get(id);
      if (!entry) {
        entry = { record, texts: everyTranslation ? everyText() : pickedTexts() };
        used.set(id, entry);
      }
      entry.texts.read(languageId, fallbackLanguageId, () => textsOf(record));
      return true;
    },
    list: () => [...used.values()],
  };
}

export function menuReferences(
  ingredients: readonly LocationIngredient[],
  groups: readonly OptionsGroup[],
  { everyTranslation = false }: { everyTranslation?: boolean } = {},
): MenuReferences {
  const usedGroups = usedRecords(
    liveGroupsById(groups),
    (group) => [group.translations, ...group.options.map((option) => option.translations)],
    everyTranslation,
  );
  const usedIngredients = usedRecords(
    ingredientsById(ingredients),
    (ingredient) => [ingredient.translations],
    everyTranslation,
  );
  return {
    group: usedGroups.use,
    ingredient: usedIngredients.use,
    optionsGroups: () =>
      usedGroups.list().map(({ record: group, texts }) => ({
        ...group,
        typeString: OPTIONS_GROUP_TYPE_NAMES[group.type],
        translations: texts.of(group.translations),
        options: group.options.toSorted(compareBySortOrder).map((option) => ({
          ...option,
          translations: texts.of(option.translations),
        })),
      })),
    ingredients: () =>
      usedIngredients.list().map(({ record: ingredient, texts }) => ({
        ...ingredient,
        translations: texts.of(ingredient.translations),
      })),
  };
}

/**
 * A menu whole, its items naming their groups and ingredients, which `references` gathers for the
 * response; its texts translated as `context` says (one per text for guests).
 */
export function menuContentWithReferences(
  menu: Menu,
  context: MenuViewContext,
  content: MenuContent,
  references: MenuReferences,
): GuestMenuContent {
  const { languageId } = context;
  const fallbackLanguageId = defaultLanguageId(menu.languages);
  const item = (stored: MenuItem) => ({
    ...stored,
    translations: translationsFor(stored.translations, context, fallbackLanguageId),
    ingredients: stored.ingredients
      .toSorted(compareBySortOrder)
      .filter((link) =>
        references.ingredient(link.locationIngredientId, languageId, fallbackLanguageId),
      )
      .map(({ locationIngredientId, sortOrder }) => ({ locationIngredientId, sortOrder })),
    optionsGroups: stored.optionsGroups
      .toSorted(compareBySortOrder)
      .filter((link) => references.group(link.optionsGroupId, languageId, fallbackLanguageId))
      .map(({ optionsGroupId, sortOrder }) => ({ optionsGroupId, sortOrder })),
  });
  return {
    ...menuFields(menu, context),
    menuCategories: categoryTree(
      content.categories,
      content.items,
      (category) => translationsFor(category.translations, context, fallbackLanguageId),
      item,
    ),
  };
}

/**
 * One menu with the groups and ingredients its items link, once: `menu/get` (one translation per
 * text) and the back office's view of a menu (every translation, `BackOfficeMenuView`).
 */
export function menuViewWithReferences(
  menu: Menu,
  context: MenuViewContext,
  content: MenuContent,
): GuestMenuView {
  const references = menuReferences(context.ingredients, context.optionsGroups, {
    everyTranslation: !context.singleTranslation,
  });
  const view = menuContentWithReferences(menu, context, content, references);
  return {
    ...view,
    ingredients: references.ingredients(),
    optionsGroups: references.optionsGroups(),
  };
}

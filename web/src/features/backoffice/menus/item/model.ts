import {
  EMPTY_GUID,
  fieldErrorsOf,
  menuItemInputSchema,
  optionsGroupInputSchema,
  parseMoney,
  toDecimalString,
  translatedName,
  type LocationIngredient,
  type MenuItemInput,
  type OptionsGroupInput,
  type OptionsGroupType,
  type OptionsGroupView,
} from '@inroom/shared';

// The menu item modal's working copy and its conversions: what the server sends becomes a draft the
// form edits in one language (other languages' texts are carried along untouched), and a draft
// becomes the menuitem/create|update body (docs/api.md: prices in minor units).

export type FieldMessages = Record<string, string>;

export interface ItemTranslation {
  languageId: string;
  name: string;
  description: string;
}

export interface NameTranslation {
  languageId: string;
  name: string;
}

/** An options group as the form holds it: the request shape, every text in every language. */
export interface GroupValue {
  id: string;
  locationId: string;
  type: OptionsGroupType;
  quantity: number;
  isReusable: boolean;
  translations: NameTranslation[];
  options: {
    id: string;
    sortOrder: number;
    priceDifference: number;
    translations: NameTranslation[];
  }[];
  /** A saved group's version (see versionSchema): a reusable group's save sends it back. */
  version?: number;
}

/** A group on the item: a reusable one goes by id alone, one for this item alone goes whole. */
export interface GroupLink {
  /** Stable key for the list (a new item-only group has the empty GUID as id). */
  key: string;
  optionsGroupId: string;
  group: GroupValue;
}

export interface ItemDraft {
  id: string;
  menuId: string;
  menuCategoryId: string;
  sortOrder: number | undefined;
  image: string;
  priceText: string;
  translations: ItemTranslation[];
  ingredientIds: string[];
  groups: GroupLink[];
  /** A saved item's version, sent back so a save over someone else's is refused. */
  version?: number;
}

/** The parts of a menu item (a blank from getnew or a saved item's view) the draft starts from. */
export interface ItemSource {
  id: string;
  menuCategoryId: string;
  price: number;
  image: string;
  sortOrder: number;
  translations: readonly { languageId: string; name: string; description: string }[];
  ingredients: readonly { locationIngredientId: string; sortOrder: number }[];
  optionsGroups: readonly {
    optionsGroupId: string;
    sortOrder: number;
    optionsGroup?: OptionsGroupView | GroupValue | undefined;
  }[];
  version?: number;
}

let keySequence = 0;
export const nextKey = (prefix = 'k'): string => {
  keySequence += 1;
  return `${prefix}-${keySequence}`;
};

const bySortOrder = <T extends { sortOrder: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.sortOrder - b.sortOrder);

/** A stored group as the request shape (typeString, isDeleted and client flags dropped). */
export function groupValueOf(group: OptionsGroupView | GroupValue): GroupValue {
  return {
    id: group.id,
    locationId: group.locationId,
    type: group.type,
    quantity: group.quantity,
    isReusable: group.isReusable,
    translations: group.translations.map(({ languageId, name }) => ({ languageId, name })),
    options: bySortOrder(group.options).map((option, index) => ({
      id: option.id,
      sortOrder: index,
      priceDifference: option.priceDifference,
      translations: option.translations.map(({ languageId, name }) => ({ languageId, name })),
    })),
    ...(group.version === undefined ? {} : { version: group.version }),
  };
}

export function draftOf(
  source: ItemSource,
  context: {
    menuId: string;
    menuCategoryId: string;
    currencyCode: string;
    groupsById: ReadonlyMap<string, OptionsGroupView>;
  },
): ItemDraft {
  const isNew = source.id === EMPTY_GUID;
  const groups: GroupLink[] = [];
  for (const link of bySortOrder(source.optionsGroups)) {
    const group = link.optionsGroup ?? context.groupsById.get(link.optionsGroupId);
    if (!group) continue;
    groups.push({
      key: nextKey('group'),
      optionsGroupId: link.optionsGroupId,
      group: groupValueOf(group),
    });
  }
  return {
    id: source.id,
    menuId: context.menuId,
    menuCategoryId: isNew
      ? context.menuCategoryId
      : source.menuCategoryId || context.menuCategoryId,
    sortOrder: isNew ? undefined : source.sortOrder,
    image: source.image,
    priceText:
      isNew && source.price === 0 ? '' : toDecimalString(source.price, context.currencyCode),
    translations: source.translations.map(({ languageId, name, description }) => ({
      languageId,
      name,
      description,
    })),
    ingredientIds: bySortOrder(source.ingredients).map((link) => link.locationIngredientId),
    groups,
    ...(isNew || source.version === undefined ? {} : { version: source.version }),
  };
}

/** The text of `languageId` in a list of translations, or a blank one. */
export function translationIn<T extends { languageId: string }>(
  translations: readonly T[],
  languageId: string,
  blank: T,
): T {
  return translations.find((entry) => entry.languageId === languageId) ?? blank;
}

/** The list with `languageId`'s entry replaced (or added). */
export function withTranslation<T extends { languageId: string }>(
  translations: readonly T[],
  entry: T,
): T[] {
  const index = translations.findIndex((existing) => existing.languageId === entry.languageId);
  if (index < 0) return [...translations, entry];
  return translations.map((existing, at) => (at === index ? entry : existing));
}

/**
 * Other languages' translations kept as they are, except blank ones (a required name there could
 * not be fixed from this form); `languageId`'s entry always stays, so its own messages show.
 */
function keptTranslations<T extends { languageId: string; name: string }>(
  translations: readonly T[],
  languageId: string,
): T[] {
  return translations.filter(
    (entry) => entry.languageId === languageId || entry.name.trim() !== '',
  );
}

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

const named = (translations: readonly NameTranslation[]) =>
  translations.filter((entry) => entry.name.trim() !== '');

/** A group for this item alone as the item link carries it: blank names of other languages left out. */
function sendableGroup(group: GroupValue): GroupValue {
  return {
    ...group,
    translations: named(group.translations),
    options: group.options.map((option) => ({
      ...option,
      translations: named(option.translations),
    })),
  };
}

export const ITEM_PRICE_FORMAT = 'Enter the price as an amount such as 12.50';

/** The menu item body, or the messages to show (keyed 'name', 'price', 'description', 'image'...). */
export function itemInputOf(
  draft: ItemDraft,
  languageId: string,
  currencyCode: string,
): { ok: true; input: MenuItemInput } | { ok: false; errors: FieldMessages } {
  const priceText = draft.priceText.trim();
  const price = priceText === '' ? undefined : parseMoney(priceText, currencyCode);
  const own = translationIn(draft.translations, languageId, {
    languageId,
    name: '',
    description: '',
  });
  const translations = keptTranslations(withTranslation(draft.translations, own), languageId);
  const ownIndex = translations.findIndex((entry) => entry.languageId === languageId);
  const candidate = {
    id: draft.id,
    menuId: draft.menuId,
    menuCategoryId: draft.menuCategoryId,
    price,
    image: draft.image,
    ...(draft.sortOrder === undefined ? {} : { sortOrder: draft.sortOrder }),
    ...(draft.version === undefined ? {} : { version: draft.version }),
    translations,
    ingredients: draft.ingredientIds.map((locationIngredientId, sortOrder) => ({
      locationIngredientId,
      sortOrder,
    })),
    optionsGroups: draft.groups.map((link, sortOrder) =>
      link.group.isReusable
        ? { optionsGroupId: link.optionsGroupId, sortOrder }
        : { optionsGroupId: link.group.id, sortOrder, optionsGroup: sendableGroup(link.group) },
    ),
  };
  const parsed = menuItemInputSchema.safeParse(candidate);
  const errors: FieldMessages = {};
  if (priceText !== '' && price === undefined) errors.price = ITEM_PRICE_FORMAT;
  if (!parsed.success) {
    for (const [key, message] of Object.entries(fieldErrorsOf(parsed.error, 'item'))) {
      const field =
        key === `translations.${ownIndex}.name` || key === 'translations'
          ? 'name'
          : key === `translations.${ownIndex}.description`
            ? 'description'
            : key;
      errors[field] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  // The parsed body trims texts; the shape is the same as the input type.
  return { ok: true, input: parsed.data as MenuItemInput };
}

/** Whether a message belongs to the Menu item tab (the rest show in a list above the tabs). */
export const ITEM_TAB_FIELDS = ['name', 'price', 'description', 'image'];

// ---- The options group form ----

export interface OptionDraft {
  key: string;
  id: string;
  name: string;
  priceText: string;
  /** The option's texts in every language; `name` is the edited language's. */
  translations: NameTranslation[];
}

export interface GroupDraft {
  id: string;
  locationId: string;
  type: OptionsGroupType | '';
  quantityText: string;
  isReusable: boolean;
  name: string;
  translations: NameTranslation[];
  options: OptionDraft[];
  version?: number;
}

export function groupDraftOf(
  group: GroupValue,
  languageId: string,
  currencyCode: string,
): GroupDraft {
  return {
    id: group.id,
    locationId: group.locationId,
    type: group.type,
    quantityText: String(group.quantity),
    isReusable: group.isReusable,
    name: translationIn(group.translations, languageId, { languageId, name: '' }).name,
    translations: group.translations,
    options: group.options.map((option) => ({
      key: nextKey('option'),
      id: option.id,
      name: translationIn(option.translations, languageId, { languageId, name: '' }).name,
      priceText: toDecimalString(option.priceDifference, currencyCode),
      translations: option.translations,
    })),
    ...(group.version === undefined ? {} : { version: group.version }),
  };
}

export function newOptionDraft(): OptionDraft {
  return { key: nextKey('option'), id: EMPTY_GUID, name: '', priceText: '', translations: [] };
}

export const OPTION_PRICE_FORMAT = 'Enter the price difference as an amount such as 2.50 or -1.00';

/** The group body (optionsGroupInputSchema), or messages keyed 'name', 'type', 'quantity', 'options.{i}.name'… */
export function groupInputOf(
  draft: GroupDraft,
  languageId: string,
  currencyCode: string,
): { ok: true; input: GroupValue } | { ok: false; errors: FieldMessages } {
  const errors: FieldMessages = {};
  const quantityText = draft.quantityText.trim();
  const quantity = quantityText === '' ? undefined : Number(quantityText);
  const names = keptTranslations(
    withTranslation(draft.translations, { languageId, name: draft.name }),
    languageId,
  );
  const nameIndex = names.findIndex((entry) => entry.languageId === languageId);
  const optionNameIndexes: number[] = [];
  const options = draft.options.map((option, index) => {
    const text = option.priceText.trim();
    const priceDifference = text === '' ? undefined : parseMoney(text, currencyCode);
    if (text !== '' && priceDifference === undefined) {
      errors[`options.${index}.priceDifference`] = OPTION_PRICE_FORMAT;
    }
    const translations = keptTranslations(
      withTranslation(option.translations, { languageId, name: option.name }),
      languageId,
    );
    optionNameIndexes.push(translations.findIndex((entry) => entry.languageId === languageId));
    return { id: option.id, sortOrder: index, priceDifference, translations };
  });
  const candidate = {
    id: draft.id,
    locationId: draft.locationId,
    type: draft.type === '' ? undefined : draft.type,
    quantity: quantity !== undefined && Number.isNaN(quantity) ? 'x' : quantity,
    isReusable: draft.isReusable,
    translations: names,
    options,
    ...(draft.version === undefined ? {} : { version: draft.version }),
  };
  const parsed = optionsGroupInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const [key, message] of Object.entries(fieldErrorsOf(parsed.error, 'group'))) {
      let field = key;
      if (key === `translations.${nameIndex}.name` || key === 'translations') field = 'name';
      const optionName = /^options\.(\d+)\.translations(?:\.(\d+)\.name)?$/.exec(key);
      if (optionName) {
        const index = Number(optionName[1]);
        if (optionName[2] === undefined || Number(optionName[2]) === optionNameIndexes[index]) {
          field = `options.${index}.name`;
        }
      }
      errors[field] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data as GroupValue };
}

/** The group as optionsgroup/create|update take it. */
export const groupRequestOf = (group: GroupValue): OptionsGroupInput => group;

export const ingredientName = (
  ingredient: Pick<LocationIngredient, 'translations'> | undefined,
  languageId: string,
): string => (ingredient ? translatedName(ingredient.translations, languageId) : '');

import { defaultLanguageId, pickTranslation } from '../i18n/translations';
import type { LocationIngredient } from './catalog/location-ingredient';
import type {
  BackOfficeMenuView,
  GuestMenuCategoryView,
  GuestMenuContent,
  GuestMenuItemView,
  GuestMenuView,
  MenuCategoryView,
  MenuItemView,
  MenuView,
  OptionsGroupView,
} from './catalog/menu-view';
import type { GuestLocation, Location } from './location-view';

// The guest reads and the back office's view of a menu send each options group and ingredient
// once and items name theirs (menu-view.ts). This puts them back into the items, as spec §3 has
// them, for every reader: the web's guest endpoints and the server's tests apply the same rule.
// Pure, and linear in the size of the view.

type Translated = { languageId: string; name: string };

/** What the response sent beside its menus, by id. */
interface Sent {
  optionsGroups: ReadonlyMap<string, OptionsGroupView>;
  ingredients: ReadonlyMap<string, LocationIngredient>;
}

/**
 * Lookups of one menu: each record with its texts as the menu reads them, built on first use so
 * that the items linking one record share one object. A text is the menu's language, else its
 * default, else the first: pickTranslation, the rule the server picked the sent texts by.
 */
function menuReader(menu: GuestMenuContent, sent: Sent, everyTranslation: boolean) {
  const languageId = menu.currentLanguage.id;
  const fallbackLanguageId = defaultLanguageId(menu.languages);
  const texts = <T extends Translated>(translations: readonly T[]): T[] => {
    if (everyTranslation) return [...translations];
    const picked = pickTranslation(translations, languageId, fallbackLanguageId);
    return picked ? [picked] : [];
  };
  const cached = <T>(from: ReadonlyMap<string, T>, read: (record: T) => T) => {
    const made = new Map<string, T>();
    return (id: string): T | undefined => {
      let record = made.get(id);
      if (!record) {
        const raw = from.get(id);
        if (!raw) return undefined;
        record = read(raw);
        made.set(id, record);
      }
      return record;
    };
  };
  return {
    group: cached(sent.optionsGroups, (group) => ({
      ...group,
      translations: texts(group.translations),
      options: group.options.map((option) => ({
        ...option,
        translations: texts(option.translations),
      })),
    })),
    ingredient: cached(sent.ingredients, (ingredient) => ({
      ...ingredient,
      translations: texts(ingredient.translations),
    })),
  };
}

/**
 * A guest menu with each item's groups and ingredients in place. A link whose record was not sent
 * is left out (as the server leaves out links to deleted groups); a link that carries its record
 * keeps it (a response from a server that embeds them).
 */
function expandMenu(menu: GuestMenuContent, sent: Sent, everyTranslation = false): MenuView {
  const reader = menuReader(menu, sent, everyTranslation);
  const item = (view: GuestMenuItemView): MenuItemView => ({
    ...view,
    ingredients: view.ingredients.flatMap((link) => {
      const locationIngredient =
        link.locationIngredient ?? reader.ingredient(link.locationIngredientId);
      return locationIngredient ? [{ ...link, locationIngredient }] : [];
    }),
    optionsGroups: view.optionsGroups.flatMap((link) => {
      const optionsGroup = link.optionsGroup ?? reader.group(link.optionsGroupId);
      return optionsGroup ? [{ ...link, optionsGroup }] : [];
    }),
  });
  const category = (node: GuestMenuCategoryView): MenuCategoryView => ({
    ...node,
    subCategories: node.subCategories.map(category),
    menuItems: node.menuItems.map(item),
  });
  return { ...menu, menuCategories: menu.menuCategories.map(category) };
}

const byId = <T extends { id: string }>(records: readonly T[]) =>
  new Map(records.map((record) => [record.id, record]));

/**
 * The guest location view (`location/get`) as spec §3 has it: every item's groups and ingredients
 * in place, and the location's own `optionsGroups` and `ingredients` empty, as guests get them.
 */
export function expandGuestLocation(location: GuestLocation): Location {
  const sent = {
    optionsGroups: byId(location.optionsGroups),
    ingredients: byId(location.ingredients),
  };
  return {
    ...location,
    ingredients: [],
    optionsGroups: [],
    menus: location.menus.map((menu) => expandMenu(menu, sent)),
  };
}

/** A menu sent with its groups and ingredients beside it, with them in its items. */
function expandMenuWithSent(menu: GuestMenuView, everyTranslation: boolean): MenuView {
  const { optionsGroups, ingredients, ...content } = menu;
  const sent = { optionsGroups: byId(optionsGroups), ingredients: byId(ingredients) };
  return expandMenu(content, sent, everyTranslation);
}

/** The guest menu view (`menu/get`) as spec §3 has it: groups and ingredients in the items. */
export const expandGuestMenu = (menu: GuestMenuView): MenuView => expandMenuWithSent(menu, false);

/**
 * The back office's view of a menu as spec §3 has it: groups and ingredients in the items, with
 * every translation the server sent (it sends them all).
 */
export const expandBackOfficeMenu = (menu: BackOfficeMenuView): MenuView =>
  expandMenuWithSent(menu, true);

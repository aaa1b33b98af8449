import {
  bestMenuLanguage,
  defaultLanguageId,
  DEFAULT_LANGUAGE_ID,
  type Menu,
  type MenuItem,
  type MenuItemView,
} from '@inroom/shared';
import { menuItemView } from '../menus/view';
import {
  loadLocationPartition,
  loadMenuPartition,
  type LocationPartition,
  type Store,
} from '../store';

export interface OrderableItem {
  item: MenuItem;
  menu: Menu;
  /** The item in the guest's language with its live options groups, for buildBasketItem. */
  view: MenuItemView;
  /** The guest's language where the menu has it, else the menu's default. */
  languageId: string;
  defaultLanguageId: string;
}

export interface OrderableCatalog {
  partition: LocationPartition;
  find(menuItemId: string): OrderableItem | undefined;
}

/**
 * Every menu item of a location, as baskets are rebuilt from it on translate and create, so names,
 * options and prices are the server's. Costs 1 + (the location's menus) Queries, however many lines.
 */
export async function loadOrderableCatalog(
  store: Store,
  locationId: string,
  languageId: string,
): Promise<OrderableCatalog | undefined> {
  const partition = await loadLocationPartition(store, locationId);
  if (!partition) return undefined;
  const contents = await Promise.all(
    partition.menus.map((menu) => loadMenuPartition(store, menu.id)),
  );
  const found = new Map<string, { item: MenuItem; menu: Menu }>();
  partition.menus.forEach((menu, index) => {
    for (const item of contents[index]?.items ?? []) found.set(item.id, { item, menu });
  });
  return {
    partition,
    find(menuItemId) {
      const entry = found.get(menuItemId);
      if (!entry) return undefined;
      const menuDefault = defaultLanguageId(entry.menu.languages) ?? DEFAULT_LANGUAGE_ID;
      const view = menuItemView(
        entry.item,
        {
          ingredients: [],
          optionsGroups: partition.optionsGroups,
          languageId,
          singleTranslation: false,
          now: new Date(0),
          timeZone: partition.location.timeZone,
        },
        menuDefault,
      );
      return {
        ...entry,
        view,
        languageId: bestMenuLanguage(languageId, entry.menu.languages) ?? menuDefault,
        defaultLanguageId: menuDefault,
      };
    },
  };
}

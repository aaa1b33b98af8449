import type { basketTranslateSchema } from '@inroom/shared';
import {
  bestMenuLanguage,
  buildBasketItem,
  defaultLanguageId,
  DEFAULT_LANGUAGE_ID,
  withTotals,
  type Basket,
  type Menu,
  type MenuItem,
} from '@inroom/shared';
import type { z } from 'zod';
import type { Dependencies } from '../dependencies';
import { NotFoundError } from '../http/errors';
import { menuItemView } from '../menus/view';
import { loadLocationPartition, loadMenuPartition } from '../store';

/**
 * order/translate (spec §7): the basket's lines rebuilt from the stored menu items in another
 * language, so names, options and prices are the server's. Lines whose item is gone are dropped.
 * Costs 1 + (the location's menus) Queries, however many lines.
 */
export async function translateBasket(
  { store }: Dependencies,
  languageId: string,
  basket: z.output<typeof basketTranslateSchema>,
): Promise<Basket> {
  if (!basket.locationId || basket.items.length === 0) return { ...basket, languageId };
  const partition = await loadLocationPartition(store, basket.locationId);
  if (!partition) throw new NotFoundError('Location not found');
  const contents = await Promise.all(
    partition.menus.map((menu) => loadMenuPartition(store, menu.id)),
  );
  const found = new Map<string, { item: MenuItem; menu: Menu }>();
  partition.menus.forEach((menu, index) => {
    for (const item of contents[index]?.items ?? []) found.set(item.id, { item, menu });
  });

  const items = basket.items.flatMap((line) => {
    const entry = found.get(line.menuItemId);
    if (!entry) return [];
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
    return [
      buildBasketItem({
        menuItem: view,
        selectedOptionIds: line.options.map((option) => option.optionId),
        quantity: line.quantity,
        languageId: bestMenuLanguage(languageId, entry.menu.languages) ?? menuDefault,
        defaultLanguageId: menuDefault,
        currency: basket.currency,
      }),
    ];
  });
  return withTotals({ ...basket, languageId }, items);
}

import type { basketTranslateSchema } from '@inroom/shared';
import { buildBasketItem, withTotals, type Basket } from '@inroom/shared';
import type { z } from 'zod';
import type { Dependencies } from '../dependencies';
import { NotFoundError } from '../http/errors';
import { loadOrderableCatalog } from './orderable-items';

/**
 * order/translate (spec §7): the basket's lines rebuilt from the stored menu items in another
 * language, so names, options and prices are the server's. Lines whose item is gone are dropped.
 */
export async function translateBasket(
  { store }: Dependencies,
  languageId: string,
  basket: z.output<typeof basketTranslateSchema>,
): Promise<Basket> {
  if (!basket.locationId || basket.items.length === 0) return { ...basket, languageId };
  const catalog = await loadOrderableCatalog(store, basket.locationId, languageId);
  if (!catalog) throw new NotFoundError('Location not found');
  const items = basket.items.flatMap((line) => {
    const entry = catalog.find(line.menuItemId);
    if (!entry) return [];
    return [
      buildBasketItem({
        menuItem: entry.view,
        selectedOptionIds: line.options.map((option) => option.optionId),
        quantity: line.quantity,
        languageId: entry.languageId,
        defaultLanguageId: entry.defaultLanguageId,
        currency: basket.currency,
      }),
    ];
  });
  return withTotals({ ...basket, languageId }, items);
}

import {
  buildBasketItem,
  isAvailable,
  validateOptionSelection,
  withTotals,
  type Basket,
  type BasketCurrency,
  type BasketItem,
  type OrderCreate,
} from '@inroom/shared';
import { loadOrderableCatalog, type OrderableCatalog } from '../baskets/orderable-items';
import { findCountry } from '../countries/reference';
import { BadRequestError } from '../http/errors';
import type { Store } from '../store';

export interface PricedBasket {
  catalog: OrderableCatalog;
  items: BasketItem[];
  priceSum: number;
  currency: BasketCurrency;
}

/**
 * The basket as the server prices it: every line rebuilt from the stored item and options in the
 * guest's language, option rules checked with the same shared function the web uses, and every sum
 * computed here; the client's names and prices are ignored. A line the guest cannot order (an item
 * of another location, of an inactive or closed menu, or with options that break a group's rule)
 * is a 400 whose message names the item, for the web to show.
 */
export async function priceBasket(
  store: Store,
  basket: Pick<OrderCreate, 'locationId' | 'languageId' | 'items'> & { locationId: string },
  now: Date,
): Promise<PricedBasket> {
  const catalog = await loadOrderableCatalog(store, basket.locationId, basket.languageId);
  if (!catalog || !catalog.partition.location.isActive)
    throw new BadRequestError('This location does not take orders', {
      locationId: 'Location not found',
    });
  const { location } = catalog.partition;
  const country = findCountry(location.countryId);
  if (!country) throw new Error(`Location ${location.id} has an unknown country`);
  const currency = { id: country.defaultCurrency.code, symbol: country.defaultCurrency.symbol };

  const items = basket.items.map((line, index) => {
    const field = `items.${index}`;
    const entry = catalog.find(line.menuItemId);
    const label = line.name || 'An item';
    if (!entry || !entry.menu.isActive)
      throw new BadRequestError(`${label} is no longer on the menu`, {
        [field]: 'Not on the menu',
      });
    if (!isAvailable(entry.menu, now, location.timeZone))
      throw new BadRequestError(`${label} cannot be ordered now: ${entry.menu.name} is closed`, {
        [field]: 'The menu is closed',
      });
    const selected = line.options.map((option) => option.optionId);
    const check = validateOptionSelection(
      entry.view.optionsGroups.map((link) => link.optionsGroup),
      selected,
    );
    if (!check.valid) {
      const message = Object.values(check.groupErrors)[0] ?? 'Unknown option';
      throw new BadRequestError(`${label}: ${message}`, { [field]: message });
    }
    return buildBasketItem({
      menuItem: entry.view,
      selectedOptionIds: selected,
      quantity: line.quantity,
      languageId: entry.languageId,
      defaultLanguageId: entry.defaultLanguageId,
      currency,
    });
  });
  const priced: Basket = withTotals(
    {
      locationId: location.id,
      locationName: location.name,
      parentLocationId: null,
      parentLocationName: '',
      currencyId: currency.id,
      currency,
      languageId: basket.languageId,
      items: [],
      priceSum: 0,
      room: '',
      comment: '',
    },
    items,
  );
  return { catalog, items: priced.items, priceSum: priced.priceSum, currency };
}

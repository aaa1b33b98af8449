import type { BasketCurrency, BasketItem, BasketItemOption } from '../entities/basket';
import type { MenuItemTranslation } from '../entities/catalog/menu-item';
import type { NameTranslation } from '../entities/catalog/common';
import type { OptionsGroupType } from '../entities/catalog/options-group';
import { pickTranslation, translatedName } from '../i18n/translations';
import { multiplyMoney } from '../money/money';
import { unitPrice } from './basket';

/** What building a basket line needs of a menu item: its texts, price and groups. */
export type OrderableMenuItem = {
  id: string;
  price: number;
  translations: readonly MenuItemTranslation[];
  optionsGroups: readonly {
    sortOrder: number;
    optionsGroup: {
      id: string;
      type: OptionsGroupType;
      translations: readonly NameTranslation[];
      options: readonly {
        id: string;
        sortOrder: number;
        priceDifference: number;
        translations: readonly NameTranslation[];
      }[];
    };
  }[];
};

export type BasketItemRequest = {
  menuItem: OrderableMenuItem;
  /** Chosen option ids; ids of no group of the item are ignored (validate them first). */
  selectedOptionIds: readonly string[];
  quantity: number;
  /** The guest's language, and the menu's default language for the staff's texts. */
  languageId: string;
  defaultLanguageId: string;
  currency: BasketCurrency;
};

/**
 * A basket line for a menu item with the chosen options, in the guest's language with the default
 * language's texts beside them (spec §3). The web builds it when the guest adds an item; the server
 * rebuilds it from stored records on translate and create, so names and prices are the server's.
 */
export function buildBasketItem(request: BasketItemRequest): BasketItem {
  const { menuItem, languageId, defaultLanguageId } = request;
  const chosen = new Set(request.selectedOptionIds);
  const options: BasketItemOption[] = menuItem.optionsGroups
    .toSorted((a, b) => a.sortOrder - b.sortOrder)
    .flatMap(({ optionsGroup }) =>
      optionsGroup.options
        .filter((option) => chosen.has(option.id))
        .toSorted((a, b) => a.sortOrder - b.sortOrder)
        .map((option) => ({
          optionId: option.id,
          optionsGroupType: optionsGroup.type,
          optionsGroupName: translatedName(
            optionsGroup.translations,
            languageId,
            defaultLanguageId,
          ),
          defaultOptionsGroupName: translatedName(optionsGroup.translations, defaultLanguageId),
          name: translatedName(option.translations, languageId, defaultLanguageId),
          defaultName: translatedName(option.translations, defaultLanguageId),
          priceDifference: option.priceDifference,
        })),
    );
  const text = pickTranslation(menuItem.translations, languageId, defaultLanguageId);
  const defaultText = pickTranslation(menuItem.translations, defaultLanguageId);
  const price = unitPrice(menuItem.price, options);
  return {
    menuItemId: menuItem.id,
    name: text?.name ?? '',
    description: text?.description ?? '',
    defaultName: defaultText?.name ?? '',
    defaultDescription: defaultText?.description ?? '',
    options,
    quantity: request.quantity,
    price,
    priceSum: multiplyMoney(price, request.quantity),
    currency: request.currency,
  };
}

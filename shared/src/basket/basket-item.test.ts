import { describe, expect, it } from 'vitest';
import { basketItemSchema } from '../entities/basket';
import { DKK } from '../testing/basket';
import { idAt as id } from '../testing/ids';
import { buildBasketItem, type OrderableMenuItem } from './basket-item';

type Group = OrderableMenuItem['optionsGroups'][number];
type Option = Group['optionsGroup']['options'][number];
type Names = { en: string; da?: string };

/** Names in English and, when given, Danish. */
const names = ({ en, da }: Names) => [
  { languageId: 'en', name: en },
  ...(da === undefined ? [] : [{ languageId: 'da', name: da }]),
];

/** Option id(n) at a place in its group, costing `priceDifference` more. */
const option = (n: number, sortOrder: number, priceDifference: number, name: Names): Option => ({
  id: id(n),
  sortOrder,
  priceDifference,
  translations: names(name),
});

/** Group id(n) of a type (2 extras, 3 remove) at a place on the item. */
const group = (
  n: number,
  sortOrder: number,
  type: Group['optionsGroup']['type'],
  name: Names,
  options: Option[],
): Group => ({ sortOrder, optionsGroup: { id: id(n), type, translations: names(name), options } });

const burger: OrderableMenuItem = {
  id: id(1),
  price: 9500,
  translations: [
    { languageId: 'en', name: 'Burger', description: 'With fries' },
    { languageId: 'da', name: 'Burger', description: 'Med pommes frites' },
    { languageId: 'de', name: '', description: '' },
  ],
  optionsGroups: [
    group(20, 1, 3, { en: 'Remove', da: 'Uden' }, [option(21, 0, 0, { en: 'Onion', da: 'Løg' })]),
    group(10, 0, 2, { en: 'Extras', da: 'Ekstra' }, [
      option(12, 1, 1500, { en: 'Bacon', da: 'Bacon' }),
      option(11, 0, 1000, { en: 'Cheese' }),
    ]),
  ],
};

describe('building a basket line', () => {
  it('takes names in the guest language, default names for staff, and prices with options', () => {
    const item = buildBasketItem({
      menuItem: burger,
      selectedOptionIds: [id(21), id(12), id(11)],
      quantity: 2,
      languageId: 'da',
      defaultLanguageId: 'en',
      currency: DKK,
    });
    expect(item).toEqual({
      menuItemId: id(1),
      name: 'Burger',
      description: 'Med pommes frites',
      defaultName: 'Burger',
      defaultDescription: 'With fries',
      // Groups in the item's order, options in their group's order.
      options: [
        {
          optionId: id(11),
          optionsGroupType: 2,
          optionsGroupName: 'Ekstra',
          defaultOptionsGroupName: 'Extras',
          name: 'Cheese',
          defaultName: 'Cheese',
          priceDifference: 1000,
        },
        {
          optionId: id(12),
          optionsGroupType: 2,
          optionsGroupName: 'Ekstra',
          defaultOptionsGroupName: 'Extras',
          name: 'Bacon',
          defaultName: 'Bacon',
          priceDifference: 1500,
        },
        {
          optionId: id(21),
          optionsGroupType: 3,
          optionsGroupName: 'Uden',
          defaultOptionsGroupName: 'Remove',
          name: 'Løg',
          defaultName: 'Onion',
          priceDifference: 0,
        },
      ],
      quantity: 2,
      price: 12000,
      priceSum: 24000,
      currency: DKK,
    });
    expect(basketItemSchema.parse(item)).toEqual(item);
  });

  it('falls back to the default language for a missing or blank translation', () => {
    const item = buildBasketItem({
      menuItem: burger,
      selectedOptionIds: [],
      quantity: 1,
      languageId: 'de',
      defaultLanguageId: 'en',
      currency: DKK,
    });
    expect(item).toMatchObject({
      name: 'Burger',
      description: 'With fries',
      options: [],
      price: 9500,
    });
  });

  it('ignores ids of no group of the item and leaves texts empty when there are none', () => {
    const item = buildBasketItem({
      menuItem: { id: id(2), price: 100, translations: [], optionsGroups: [] },
      selectedOptionIds: [id(99)],
      quantity: 1,
      languageId: 'en',
      defaultLanguageId: 'en',
      currency: DKK,
    });
    expect(item).toMatchObject({
      name: '',
      description: '',
      defaultName: '',
      defaultDescription: '',
      options: [],
      price: 100,
    });
  });
});

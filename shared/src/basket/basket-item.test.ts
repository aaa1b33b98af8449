import { describe, expect, it } from 'vitest';
import { basketItemSchema } from '../entities/basket';
import { buildBasketItem, type OrderableMenuItem } from './basket-item';

const DKK = { id: 'DKK', symbol: 'kr' };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const burger: OrderableMenuItem = {
  id: id(1),
  price: 9500,
  translations: [
    { languageId: 'en', name: 'Burger', description: 'With fries' },
    { languageId: 'da', name: 'Burger', description: 'Med pommes frites' },
    { languageId: 'de', name: '', description: '' },
  ],
  optionsGroups: [
    {
      sortOrder: 1,
      optionsGroup: {
        id: id(20),
        type: 3,
        translations: [
          { languageId: 'en', name: 'Remove' },
          { languageId: 'da', name: 'Uden' },
        ],
        options: [
          {
            id: id(21),
            sortOrder: 0,
            priceDifference: 0,
            translations: [
              { languageId: 'en', name: 'Onion' },
              { languageId: 'da', name: 'Løg' },
            ],
          },
        ],
      },
    },
    {
      sortOrder: 0,
      optionsGroup: {
        id: id(10),
        type: 2,
        translations: [
          { languageId: 'en', name: 'Extras' },
          { languageId: 'da', name: 'Ekstra' },
        ],
        options: [
          {
            id: id(12),
            sortOrder: 1,
            priceDifference: 1500,
            translations: [
              { languageId: 'en', name: 'Bacon' },
              { languageId: 'da', name: 'Bacon' },
            ],
          },
          {
            id: id(11),
            sortOrder: 0,
            priceDifference: 1000,
            translations: [{ languageId: 'en', name: 'Cheese' }],
          },
        ],
      },
    },
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
          name: 'Cheese',
          defaultName: 'Cheese',
          priceDifference: 1000,
        },
        {
          optionId: id(12),
          optionsGroupType: 2,
          optionsGroupName: 'Ekstra',
          name: 'Bacon',
          defaultName: 'Bacon',
          priceDifference: 1500,
        },
        {
          optionId: id(21),
          optionsGroupType: 3,
          optionsGroupName: 'Uden',
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

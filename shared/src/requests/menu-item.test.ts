import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../ids';
import { MAX_MINOR_UNITS } from '../schema/limits';
import { errorsOf } from '../testing/errors';
import { FOOD_ID, GARLIC_ID, ITEM_ID, MENU_ID, SAUCES_ID, idAt } from '../testing/ids';
import { option, optionsGroup } from '../testing/options-group';
import { name } from '../testing/translations';
import {
  menuItemDeleteSchema,
  menuItemInputSchema,
  menuItemOptionsGroupInputSchema,
  menuItemTranslationInputSchema,
} from './menu-item';

const translation = (languageId: string, text: unknown, description: unknown = '') => ({
  ...name(languageId, text),
  description,
});

/** A group made for this item alone, saved with it (spec §4): Extras, with Bacon. */
const newGroup = (changes: Record<string, unknown> = {}) =>
  optionsGroup({
    id: EMPTY_GUID,
    type: 2,
    quantity: 0,
    isReusable: false,
    translations: [name('en', 'Extras')],
    options: [
      option({ id: EMPTY_GUID, priceDifference: 300, translations: [name('en', 'Bacon')] }),
    ],
    ...changes,
  });

const item = (changes: Record<string, unknown> = {}) => ({
  id: ITEM_ID,
  menuId: MENU_ID,
  menuCategoryId: FOOD_ID,
  price: 1250,
  image: 'uploads/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d.jpg',
  sortOrder: 0,
  translations: [
    translation('en', 'Burger', 'With fries'),
    translation('da', 'Burger', 'Med pommes'),
  ],
  ingredients: [{ locationIngredientId: GARLIC_ID, sortOrder: 0 }],
  optionsGroups: [
    { optionsGroupId: SAUCES_ID, sortOrder: 0 },
    { optionsGroupId: EMPTY_GUID, sortOrder: 1, optionsGroup: newGroup() },
  ],
  ...changes,
});

describe('menuItemInputSchema', () => {
  it('parses a valid item unchanged', () => {
    expect(menuItemInputSchema.parse(item())).toEqual(item());
  });

  it('trims names and descriptions, including those of a new group', () => {
    const typed = item({
      translations: [translation('en', '  Burger ', ' With fries\n')],
      optionsGroups: [
        {
          optionsGroupId: EMPTY_GUID,
          sortOrder: 0,
          optionsGroup: newGroup({ translations: [{ languageId: 'en', name: ' Extras ' }] }),
        },
      ],
    });
    expect(menuItemInputSchema.parse(typed)).toEqual(
      item({
        translations: [translation('en', 'Burger', 'With fries')],
        optionsGroups: [{ optionsGroupId: EMPTY_GUID, sortOrder: 0, optionsGroup: newGroup() }],
      }),
    );
  });

  it('accepts a new item with no image, description, sort order, ingredients or groups', () => {
    const { sortOrder: _sortOrder, ...fresh } = item({
      id: EMPTY_GUID,
      image: '',
      translations: [translation('en', 'Burger')],
      ingredients: [],
      optionsGroups: [],
    });
    expect(menuItemInputSchema.parse(fresh)).toEqual(fresh);
  });

  describe('unknown fields', () => {
    it.each([
      [item({ isAvailable: true }), '', 'isAvailable'],
      [item({ translations: [{ ...translation('en', 'Burger'), x: 1 }] }), 'translations.0', 'x'],
      [
        item({
          ingredients: [{ locationIngredientId: GARLIC_ID, sortOrder: 0, locationIngredient: {} }],
        }),
        'ingredients.0',
        'locationIngredient',
      ],
      [
        item({ optionsGroups: [{ optionsGroupId: SAUCES_ID, sortOrder: 0, x: 1 }] }),
        'optionsGroups.0',
        'x',
      ],
      [
        item({
          optionsGroups: [
            {
              optionsGroupId: EMPTY_GUID,
              sortOrder: 0,
              optionsGroup: newGroup({ typeString: 'Optional' }),
            },
          ],
        }),
        'optionsGroups.0.optionsGroup',
        'typeString',
      ],
    ])('rejects an unknown field at %j', (value, path, key) => {
      expect(errorsOf(menuItemInputSchema, value)).toEqual({
        [path as string]: `Unrecognized key: "${key}"`,
      });
    });
  });

  describe('wrong types', () => {
    it.each([
      ['id', 'burger', 'Expected an id (a UUID)'],
      ['price', '12.50', 'Price is required'],
      ['price', null, 'Price is required'],
      ['image', 5, 'Image must be text'],
      ['sortOrder', '1', 'Sort order must be a number'],
      ['translations', {}, 'Invalid input: expected array, received object'],
      ['ingredients', 'garlic', 'Invalid input: expected array, received string'],
      ['optionsGroups', undefined, 'Invalid input: expected array, received undefined'],
    ])('rejects %s %j', (field, value, message) => {
      expect(errorsOf(menuItemInputSchema, item({ [field]: value }))).toEqual({ [field]: message });
    });

    it('rejects a description that is not text', () => {
      const value = item({ translations: [translation('en', 'Burger', null)] });
      expect(errorsOf(menuItemInputSchema, value)).toEqual({
        'translations.0.description': 'Description must be text',
      });
    });
  });

  describe('price', () => {
    it('accepts 0 and the largest price', () => {
      expect(menuItemInputSchema.parse(item({ price: 0 })).price).toBe(0);
      expect(menuItemInputSchema.parse(item({ price: MAX_MINOR_UNITS })).price).toBe(
        MAX_MINOR_UNITS,
      );
    });

    it.each([
      [12.5, 'Price must be in minor units (a whole number)'],
      [-100, 'Price cannot be negative'],
      [MAX_MINOR_UNITS + 1, 'Price is too large'],
    ])('rejects %j', (price, message) => {
      expect(errorsOf(menuItemInputSchema, item({ price }))).toEqual({ price: message });
    });

    it('is required', () => {
      const { price: _price, ...withoutPrice } = item();
      expect(errorsOf(menuItemInputSchema, withoutPrice)).toEqual({ price: 'Price is required' });
    });
  });

  it.each(['menuId', 'menuCategoryId'])('rejects an unsaved %s', (field) => {
    expect(errorsOf(menuItemInputSchema, item({ [field]: EMPTY_GUID }))).toEqual({
      [field]: 'Save the record first',
    });
  });

  it('rejects an image outside the images prefix', () => {
    expect(errorsOf(menuItemInputSchema, item({ image: '../secret.png' }))).toEqual({
      image: 'Image must be an uploaded image key',
    });
  });

  describe('names and descriptions', () => {
    it('needs a name', () => {
      expect(errorsOf(menuItemInputSchema, item({ translations: [] }))).toEqual({
        translations: 'Name is required',
      });
    });

    it.each(['', '  ', undefined])('rejects the name %j', (name) => {
      const value = item({ translations: [translation('en', 'Burger'), translation('da', name)] });
      expect(errorsOf(menuItemInputSchema, value)).toEqual({
        'translations.1.name': 'Name is required',
      });
    });

    it('limits a name to 200 characters', () => {
      const longest = 'a'.repeat(200);
      expect(
        menuItemInputSchema.parse(item({ translations: [translation('en', longest)] }))
          .translations,
      ).toEqual([translation('en', longest)]);
      expect(
        errorsOf(menuItemInputSchema, item({ translations: [translation('en', `${longest}a`)] })),
      ).toEqual({ 'translations.0.name': 'Name must be at most 200 characters' });
    });

    it('limits a description to 2000 characters', () => {
      const longest = 'a'.repeat(2000);
      expect(
        menuItemInputSchema.parse(item({ translations: [translation('en', 'Burger', longest)] }))
          .translations,
      ).toEqual([translation('en', 'Burger', longest)]);
      expect(
        errorsOf(
          menuItemInputSchema,
          item({ translations: [translation('en', 'Burger', `${longest}a`)] }),
        ),
      ).toEqual({ 'translations.0.description': 'Description must be at most 2000 characters' });
    });

    it('rejects a language listed twice', () => {
      const value = item({
        translations: [translation('en', 'Burger'), translation('en', 'Cheeseburger')],
      });
      expect(errorsOf(menuItemInputSchema, value)).toEqual({
        translations: 'A language appears more than once',
      });
    });
  });

  describe('ingredients', () => {
    it.each([
      [
        { locationIngredientId: 'garlic', sortOrder: 0 },
        'ingredients.0.locationIngredientId',
        'Expected an id (a UUID)',
      ],
      [
        { locationIngredientId: GARLIC_ID, sortOrder: -1 },
        'ingredients.0.sortOrder',
        'Sort order cannot be negative',
      ],
    ])('rejects %j', (ingredient, path, message) => {
      expect(errorsOf(menuItemInputSchema, item({ ingredients: [ingredient] }))).toEqual({
        [path]: message,
      });
    });

    it('accepts 100 ingredients and rejects 101', () => {
      const many = Array.from({ length: 101 }, (_, index) => ({
        locationIngredientId: idAt(index),
        sortOrder: index,
      }));
      expect(
        menuItemInputSchema.parse(item({ ingredients: many.slice(0, 100) })).ingredients,
      ).toHaveLength(100);
      expect(errorsOf(menuItemInputSchema, item({ ingredients: many }))).toEqual({
        ingredients: 'At most 100 ingredients',
      });
    });
  });

  describe('options groups', () => {
    it('accepts a saved group by id alone', () => {
      const optionsGroups = [{ optionsGroupId: SAUCES_ID, sortOrder: 0 }];
      expect(menuItemInputSchema.parse(item({ optionsGroups })).optionsGroups).toEqual(
        optionsGroups,
      );
    });

    it('rejects a new group sent without the group itself', () => {
      const optionsGroups = [{ optionsGroupId: EMPTY_GUID, sortOrder: 0 }];
      expect(errorsOf(menuItemInputSchema, item({ optionsGroups }))).toEqual({
        'optionsGroups.0.optionsGroup': 'A new options group needs its options',
      });
    });

    it('rejects a new non-reusable group without options', () => {
      const optionsGroups = [
        { optionsGroupId: EMPTY_GUID, sortOrder: 0, optionsGroup: newGroup({ options: [] }) },
      ];
      expect(errorsOf(menuItemInputSchema, item({ optionsGroups }))).toEqual({
        'optionsGroups.0.optionsGroup.options': 'Add at least one option',
      });
    });

    it('rejects a new reusable group inside an item', () => {
      const optionsGroups = [
        { optionsGroupId: EMPTY_GUID, sortOrder: 0, optionsGroup: newGroup({ isReusable: true }) },
      ];
      expect(errorsOf(menuItemInputSchema, item({ optionsGroups }))).toEqual({
        'optionsGroups.0.optionsGroup.isReusable': 'Create a reusable group on its own first',
      });
    });

    it('rejects a saved reusable group sent whole: it is saved on its own', () => {
      const optionsGroups = [
        {
          optionsGroupId: SAUCES_ID,
          sortOrder: 0,
          optionsGroup: newGroup({ id: SAUCES_ID, isReusable: true }),
        },
      ];
      expect(errorsOf(menuItemInputSchema, item({ optionsGroups }))).toEqual({
        'optionsGroups.0.optionsGroup.isReusable': 'Create a reusable group on its own first',
      });
    });

    it('accepts a saved non-reusable group sent whole with its own id', () => {
      const optionsGroups = [
        { optionsGroupId: SAUCES_ID, sortOrder: 0, optionsGroup: newGroup({ id: SAUCES_ID }) },
      ];
      expect(menuItemInputSchema.parse(item({ optionsGroups })).optionsGroups).toEqual(
        optionsGroups,
      );
    });

    it('rejects a group whose id is not the one it is linked by', () => {
      const optionsGroups = [{ optionsGroupId: SAUCES_ID, sortOrder: 0, optionsGroup: newGroup() }];
      expect(errorsOf(menuItemInputSchema, item({ optionsGroups }))).toEqual({
        'optionsGroups.0.optionsGroup.id': 'The options group does not match its link',
      });
    });

    it('checks the rules of a new group, such as a required quantity', () => {
      const optionsGroups = [
        {
          optionsGroupId: EMPTY_GUID,
          sortOrder: 0,
          optionsGroup: newGroup({ type: 1, quantity: 0 }),
        },
      ];
      expect(errorsOf(menuItemInputSchema, item({ optionsGroups }))).toEqual({
        'optionsGroups.0.optionsGroup.quantity': 'A required group needs a quantity of at least 1',
      });
    });

    it('rejects a blank option name inside a new group', () => {
      const group = newGroup();
      const optionsGroups = [
        {
          optionsGroupId: EMPTY_GUID,
          sortOrder: 0,
          optionsGroup: {
            ...group,
            options: [{ ...group.options[0], translations: [{ languageId: 'en', name: ' ' }] }],
          },
        },
      ];
      expect(errorsOf(menuItemInputSchema, item({ optionsGroups }))).toEqual({
        'optionsGroups.0.optionsGroup.options.0.translations.0.name': 'Option name is required',
      });
    });

    it.each([
      [
        { optionsGroupId: 'sauces', sortOrder: 0 },
        'optionsGroups.0.optionsGroupId',
        'Expected an id (a UUID)',
      ],
      [
        { optionsGroupId: SAUCES_ID, sortOrder: 1.5 },
        'optionsGroups.0.sortOrder',
        'Sort order must be a whole number',
      ],
    ])('rejects the link %j', (link, path, message) => {
      expect(errorsOf(menuItemInputSchema, item({ optionsGroups: [link] }))).toEqual({
        [path]: message,
      });
    });

    it('accepts 50 groups and rejects 51', () => {
      const many = Array.from({ length: 51 }, (_, index) => ({
        optionsGroupId: idAt(index),
        sortOrder: index,
      }));
      expect(
        menuItemInputSchema.parse(item({ optionsGroups: many.slice(0, 50) })).optionsGroups,
      ).toHaveLength(50);
      expect(errorsOf(menuItemInputSchema, item({ optionsGroups: many }))).toEqual({
        optionsGroups: 'At most 50 options groups',
      });
    });
  });
});

describe('menuItemOptionsGroupInputSchema', () => {
  it('reports a reusable new group at the group, not the item', () => {
    expect(
      errorsOf(menuItemOptionsGroupInputSchema, {
        optionsGroupId: EMPTY_GUID,
        sortOrder: 0,
        optionsGroup: newGroup({ isReusable: true }),
      }),
    ).toEqual({ 'optionsGroup.isReusable': 'Create a reusable group on its own first' });
  });
});

describe('menuItemTranslationInputSchema', () => {
  it('parses a translation on its own and rejects an unknown field', () => {
    expect(menuItemTranslationInputSchema.parse(translation('da', ' Burger', ''))).toEqual(
      translation('da', 'Burger', ''),
    );
    expect(
      errorsOf(menuItemTranslationInputSchema, { ...translation('da', 'Burger'), x: 1 }),
    ).toEqual({
      '': 'Unrecognized key: "x"',
    });
  });
});

describe('menuItemDeleteSchema', () => {
  it('parses a saved id', () => {
    expect(menuItemDeleteSchema.parse({ id: ITEM_ID })).toEqual({ id: ITEM_ID });
  });

  it('rejects an unsaved id', () => {
    expect(errorsOf(menuItemDeleteSchema, { id: EMPTY_GUID })).toEqual({
      id: 'Save the record first',
    });
  });

  it('rejects the rest of the item', () => {
    expect(errorsOf(menuItemDeleteSchema, { id: ITEM_ID, price: 1250 })).toEqual({
      '': 'Unrecognized key: "price"',
    });
  });
});

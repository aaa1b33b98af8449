import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../ids';
import { errorsOf } from '../testing/errors';
import { FOOD_ID, ITEM_ID, MENU_ID, OTHER_MENU_ID, idAt } from '../testing/ids';
import { menu, menuCategory as category } from '../testing/menu';
import { name } from '../testing/translations';
import {
  menuCategoryDeleteSchema,
  menuCategoryInputSchema,
  menuInputSchema,
  menuItemPlacementSchema,
  menuSortOrdersSchema,
} from './menu';

/** Food > Starters (with an item) and Mains, then Drinks: categories and subcategories. */
const tree = () => [
  category('Food', {
    id: FOOD_ID,
    subCategories: [
      category('Starters', { menuItems: [{ id: ITEM_ID, sortOrder: 0 }] }),
      category('Mains', { sortOrder: 1 }),
    ],
  }),
  category('Drinks', { sortOrder: 1 }),
];

/** A category with `depth` levels below it, each the only subcategory of the one above. */
describe('menuInputSchema', () => {
  it('parses a valid menu unchanged', () => {
    expect(menuInputSchema.parse(menu())).toEqual(menu());
  });

  it('parses a menu with its category tree unchanged', () => {
    const withTree = menu({ menuCategories: tree() });
    expect(menuInputSchema.parse(withTree)).toEqual(withTree);
  });

  it('trims the name and category names', () => {
    const typed = menu({
      name: '  All day ',
      menuCategories: [category(' Food ', { subCategories: [category('  Starters\t')] })],
    });
    expect(menuInputSchema.parse(typed)).toEqual(
      menu({ menuCategories: [category('Food', { subCategories: [category('Starters')] })] }),
    );
  });

  it('accepts a new menu without sort order, languages or categories', () => {
    const { sortOrder: _sortOrder, languages: _languages, ...fresh } = menu({ id: EMPTY_GUID });
    expect(menuInputSchema.parse(fresh)).toEqual(fresh);
  });

  describe('unknown fields', () => {
    it('rejects an unknown field on the menu', () => {
      expect(errorsOf(menuInputSchema, menu({ isAvailable: true }))).toEqual({
        '': 'Unrecognized key: "isAvailable"',
      });
    });

    it('rejects an unknown field on a language', () => {
      const languages = [{ languageId: 'en', isDefault: true, language: { id: 'en' } }];
      expect(errorsOf(menuInputSchema, menu({ languages }))).toEqual({
        'languages.0': 'Unrecognized key: "language"',
      });
    });

    it('rejects an unknown field on a subcategory', () => {
      const menuCategories = [
        category('Food', { subCategories: [category('Mains', { menuId: MENU_ID })] }),
      ];
      expect(errorsOf(menuInputSchema, menu({ menuCategories }))).toEqual({
        'menuCategories.0.subCategories.0': 'Unrecognized key: "menuId"',
      });
    });

    it("rejects an unknown field on an item's placement", () => {
      const menuCategories = [
        category('Food', { menuItems: [{ id: ITEM_ID, sortOrder: 0, price: 1 }] }),
      ];
      expect(errorsOf(menuInputSchema, menu({ menuCategories }))).toEqual({
        'menuCategories.0.menuItems.0': 'Unrecognized key: "price"',
      });
    });
  });

  describe('wrong types', () => {
    it.each([
      ['name', 1, 'Name is required'],
      ['availableFrom', 700, 'Enter a time as HH:MM'],
      ['monday', 'yes', 'Invalid input: expected boolean, received string'],
      ['isNameVisible', null, 'Invalid input: expected boolean, received null'],
      ['sortOrder', '0', 'Sort order must be a number'],
      ['languages', 'en', 'Invalid input: expected array, received string'],
      ['menuCategories', {}, 'Invalid input: expected array, received object'],
    ])('rejects %s %j', (field, value, message) => {
      expect(errorsOf(menuInputSchema, menu({ [field]: value }))).toEqual({ [field]: message });
    });

    it('rejects subCategories that are not a list', () => {
      const menuCategories = [category('Food', { subCategories: null })];
      expect(errorsOf(menuInputSchema, menu({ menuCategories }))).toEqual({
        'menuCategories.0.subCategories': 'Invalid input: expected array, received null',
      });
    });
  });

  describe('name', () => {
    it.each(['', '   '])('rejects %j', (text) => {
      expect(errorsOf(menuInputSchema, menu({ name: text }))).toEqual({ name: 'Name is required' });
    });

    it('accepts 200 characters and rejects 201', () => {
      const longest = 'a'.repeat(200);
      expect(menuInputSchema.parse(menu({ name: longest })).name).toBe(longest);
      expect(errorsOf(menuInputSchema, menu({ name: `${longest}a` }))).toEqual({
        name: 'Name must be at most 200 characters',
      });
    });
  });

  it('rejects an unsaved location', () => {
    expect(errorsOf(menuInputSchema, menu({ locationId: EMPTY_GUID }))).toEqual({
      locationId: 'Save the record first',
    });
  });

  it('rejects a negative sort order', () => {
    expect(errorsOf(menuInputSchema, menu({ sortOrder: -1 }))).toEqual({
      sortOrder: 'Sort order cannot be negative',
    });
  });

  describe('window', () => {
    it('rejects a window that opens when it closes', () => {
      expect(
        errorsOf(menuInputSchema, menu({ availableFrom: '08:00', availableTo: '08:00' })),
      ).toEqual({ availableTo: 'Available to must differ from Available from' });
    });

    it('accepts a window across midnight', () => {
      const lateNight = menu({ availableFrom: '22:00', availableTo: '02:00' });
      expect(menuInputSchema.parse(lateNight)).toEqual(lateNight);
    });

    it.each([
      ['availableFrom', '7:00'],
      ['availableTo', '24:00'],
      ['availableTo', ''],
    ])('rejects %s %j', (field, time) => {
      expect(errorsOf(menuInputSchema, menu({ [field]: time }))).toEqual({
        [field]: 'Enter a time as HH:MM',
      });
    });
  });

  describe('languages', () => {
    it.each([
      ['a language listed twice', 'en', false, 'A language appears more than once'],
      ['two default languages', 'da', true, 'A menu has at most one default language'],
    ])('rejects %s', (_case, languageId, isDefault, message) => {
      const languages = [
        { languageId: 'en', isDefault: true },
        { languageId, isDefault },
      ];
      expect(errorsOf(menuInputSchema, menu({ languages }))).toEqual({ languages: message });
    });

    it('accepts 50 languages and rejects 51', () => {
      const codes = Array.from({ length: 51 }, (_, index) =>
        String.fromCharCode(97 + Math.floor(index / 26), 97 + (index % 26)),
      );
      const languages = codes.map((languageId, index) => ({ languageId, isDefault: index === 0 }));
      expect(
        menuInputSchema.parse(menu({ languages: languages.slice(0, 50) })).languages,
      ).toHaveLength(50);
      expect(errorsOf(menuInputSchema, menu({ languages }))).toEqual({
        languages: 'At most 50 languages',
      });
    });

    it('rejects a malformed language id', () => {
      expect(
        errorsOf(menuInputSchema, menu({ languages: [{ languageId: 'EN', isDefault: true }] })),
      ).toEqual({ 'languages.0.languageId': 'Expected a language id such as en or da' });
    });
  });

  describe('category tree', () => {
    it('rejects a blank subcategory name deep inside the tree', () => {
      const menuCategories = tree();
      const food = menuCategories[0]!;
      const mains = (food.subCategories as Record<string, unknown>[])[1]!;
      mains.translations = [name('en', '   ')];
      expect(errorsOf(menuInputSchema, menu({ menuCategories }))).toEqual({
        'menuCategories.0.subCategories.1.translations.0.name': 'Category name is required',
      });
    });

    it('accepts a subcategory with an empty or no list of subcategories', () => {
      const { subCategories: _none, ...withoutList } = category('Mains');
      const menuCategories = [category('Food', { subCategories: [category('Fish'), withoutList] })];
      expect(menuInputSchema.parse(menu({ menuCategories })).menuCategories).toEqual(
        menuCategories,
      );
    });

    it('refuses a third level at the subcategory, naming the limit', () => {
      const menuCategories = [
        category('Food', {
          subCategories: [category('Mains', { subCategories: [category('Fish')] })],
        }),
      ];
      expect(errorsOf(menuInputSchema, menu({ menuCategories }))).toEqual({
        'menuCategories.0.subCategories.0.subCategories':
          'Subcategories cannot have subcategories (at most 2 levels)',
      });
    });

    // A recursive schema overflowed the stack on a tree 1,000 deep; the third level is refused by
    // count, without reading what it holds, however deep that goes.
    it.each([3, 100, 1_000, 100_000])('refuses a tree %i levels deep at once', (depth) => {
      // "At once": the schema stops at the third level and never walks the rest of the tree, so a
      // deep body costs no more than a shallow one. Counted by reads, not timed: a timing flakes.
      let readsBelowThirdLevel = 0;
      const watched = (node: Record<string, unknown>, level: number): Record<string, unknown> =>
        level <= 3
          ? node
          : new Proxy(node, {
              get(target, property, receiver) {
                readsBelowThirdLevel += 1;
                return Reflect.get(target, property, receiver);
              },
            });
      let node = watched(category('Deepest'), depth);
      for (let level = depth - 1; level >= 1; level -= 1)
        node = watched(category('Deeper', { subCategories: [node] }), level);
      const errors = errorsOf(menuInputSchema, menu({ menuCategories: [node] }));
      expect(errors).toEqual({
        'menuCategories.0.subCategories.0.subCategories':
          'Subcategories cannot have subcategories (at most 2 levels)',
      });
      expect(readsBelowThirdLevel).toBe(0);
    });

    it('needs at least one name per category', () => {
      const menuCategories = [category('Food', { translations: [] })];
      expect(errorsOf(menuInputSchema, menu({ menuCategories }))).toEqual({
        'menuCategories.0.translations': 'Category name is required',
      });
    });

    it('limits a category name to 200 characters', () => {
      const longest = 'a'.repeat(200);
      expect(
        menuInputSchema.parse(menu({ menuCategories: [category(longest)] })).menuCategories,
      ).toEqual([category(longest)]);
      expect(
        errorsOf(menuInputSchema, menu({ menuCategories: [category(`${longest}a`)] })),
      ).toEqual({
        'menuCategories.0.translations.0.name': 'Category name must be at most 200 characters',
      });
    });

    it('rejects a language listed twice in a category', () => {
      const menuCategories = [
        category('Food', { translations: [name('en', 'Food'), name('en', 'Meals')] }),
      ];
      expect(errorsOf(menuInputSchema, menu({ menuCategories }))).toEqual({
        'menuCategories.0.translations': 'A language appears more than once',
      });
    });

    it('rejects an unsaved item in a category', () => {
      const menuCategories = [category('Food', { menuItems: [{ id: EMPTY_GUID, sortOrder: 0 }] })];
      expect(errorsOf(menuInputSchema, menu({ menuCategories }))).toEqual({
        'menuCategories.0.menuItems.0.id': 'Save the record first',
      });
    });

    it('rejects a negative category sort order', () => {
      const menuCategories = [category('Food', { sortOrder: -1 })];
      expect(errorsOf(menuInputSchema, menu({ menuCategories }))).toEqual({
        'menuCategories.0.sortOrder': 'Sort order cannot be negative',
      });
    });

    it('rejects a category id that is not a UUID', () => {
      const menuCategories = [category('Food', { id: 'food' })];
      expect(errorsOf(menuInputSchema, menu({ menuCategories }))).toEqual({
        'menuCategories.0.id': 'Expected an id (a UUID)',
      });
    });

    it('accepts 200 categories and rejects 201', () => {
      const many = Array.from({ length: 201 }, (_, index) =>
        category(`C${index}`, { sortOrder: index }),
      );
      expect(
        menuInputSchema.parse(menu({ menuCategories: many.slice(0, 200) })).menuCategories,
      ).toHaveLength(200);
      expect(errorsOf(menuInputSchema, menu({ menuCategories: many }))).toEqual({
        menuCategories: 'At most 200 categories in a menu, subcategories included',
      });
    });

    it('counts subcategories towards the 200 categories of a menu', () => {
      const subcategories = (count: number) =>
        Array.from({ length: count }, (_, index) => category(`S${index}`, { sortOrder: index }));
      // 2 categories with 99 subcategories each: 200 in all.
      const full = [
        category('Food', { subCategories: subcategories(99) }),
        category('Drinks', { sortOrder: 1, subCategories: subcategories(99) }),
      ];
      expect(menuInputSchema.parse(menu({ menuCategories: full })).menuCategories).toHaveLength(2);
      const over = [...full, category('Wine', { sortOrder: 2 })];
      expect(errorsOf(menuInputSchema, menu({ menuCategories: over }))).toEqual({
        menuCategories: 'At most 200 categories in a menu, subcategories included',
      });
    });

    it('accepts 2000 item placements in a menu and rejects 2001', () => {
      const placements = (from: number, count: number) =>
        Array.from({ length: count }, (_, index) => ({ id: idAt(from + index), sortOrder: index }));
      // 4 categories of 500, the last with one more in a subcategory.
      const full = Array.from({ length: 4 }, (_, index) =>
        category(`C${index}`, { sortOrder: index, menuItems: placements(index * 500, 500) }),
      );
      expect(menuInputSchema.parse(menu({ menuCategories: full })).menuCategories).toHaveLength(4);
      const over = [
        ...full.slice(0, 3),
        { ...full[3], subCategories: [category('More', { menuItems: placements(2000, 1) })] },
      ];
      expect(errorsOf(menuInputSchema, menu({ menuCategories: over }))).toEqual({
        menuCategories: 'At most 2000 items in a menu',
      });
    });

    it('accepts 100 subcategories and rejects 101', () => {
      const many = Array.from({ length: 101 }, (_, index) =>
        category(`S${index}`, { sortOrder: index }),
      );
      const ok = menu({
        menuCategories: [category('Food', { subCategories: many.slice(0, 100) })],
      });
      expect(menuInputSchema.parse(ok)).toEqual(ok);
      const tooMany = menu({ menuCategories: [category('Food', { subCategories: many })] });
      expect(errorsOf(menuInputSchema, tooMany)).toEqual({
        'menuCategories.0.subCategories': 'At most 100 subcategories',
      });
    });

    it('accepts 500 items in a category and rejects 501', () => {
      const items = Array.from({ length: 501 }, (_, index) => ({
        id: idAt(index),
        sortOrder: index,
      }));
      const ok = menu({ menuCategories: [category('Food', { menuItems: items.slice(0, 500) })] });
      expect(menuInputSchema.parse(ok)).toEqual(ok);
      const tooMany = menu({ menuCategories: [category('Food', { menuItems: items })] });
      expect(errorsOf(menuInputSchema, tooMany)).toEqual({
        'menuCategories.0.menuItems': 'At most 500 items in a category',
      });
    });
  });
});

describe('menuCategoryInputSchema', () => {
  it('parses a category with subcategories on its own', () => {
    const food = tree()[0];
    expect(menuCategoryInputSchema.parse(food)).toEqual(food);
  });

  it('rejects an unknown field at the root', () => {
    expect(errorsOf(menuCategoryInputSchema, category('Food', { x: 1 }))).toEqual({
      '': 'Unrecognized key: "x"',
    });
  });
});

describe('menuItemPlacementSchema', () => {
  it('parses a placement', () => {
    expect(menuItemPlacementSchema.parse({ id: ITEM_ID, sortOrder: 2 })).toEqual({
      id: ITEM_ID,
      sortOrder: 2,
    });
  });

  it('rejects an unsaved item', () => {
    expect(errorsOf(menuItemPlacementSchema, { id: EMPTY_GUID, sortOrder: 2 })).toEqual({
      id: 'Save the record first',
    });
  });
});

describe('menuSortOrdersSchema', () => {
  const order = [
    { id: MENU_ID, sortOrder: 0 },
    { id: OTHER_MENU_ID, sortOrder: 1 },
  ];

  it('parses a list of menus in their new order', () => {
    expect(menuSortOrdersSchema.parse(order)).toEqual(order);
  });

  it('rejects an empty list', () => {
    expect(errorsOf(menuSortOrdersSchema, [])).toEqual({ '': 'No menus to sort' });
  });

  it('rejects a menu listed twice', () => {
    expect(errorsOf(menuSortOrdersSchema, [...order, { id: MENU_ID, sortOrder: 2 }])).toEqual({
      '': 'A menu appears more than once',
    });
  });

  it('rejects something other than a list', () => {
    expect(errorsOf(menuSortOrdersSchema, { id: MENU_ID, sortOrder: 0 })).toEqual({
      '': 'Invalid input: expected array, received object',
    });
  });

  it('rejects an unknown field on an entry', () => {
    expect(errorsOf(menuSortOrdersSchema, [{ ...order[0], name: 'All day' }])).toEqual({
      '0': 'Unrecognized key: "name"',
    });
  });

  it.each([
    [{ id: EMPTY_GUID, sortOrder: 0 }, '0.id', 'Save the record first'],
    [{ id: MENU_ID, sortOrder: -1 }, '0.sortOrder', 'Sort order cannot be negative'],
    [{ id: MENU_ID }, '0.sortOrder', 'Sort order must be a number'],
  ])('rejects the entry %j', (entry, path, message) => {
    expect(errorsOf(menuSortOrdersSchema, [entry])).toEqual({ [path]: message });
  });

  it('accepts 200 menus and rejects 201', () => {
    const many = Array.from({ length: 201 }, (_, index) => ({ id: idAt(index), sortOrder: index }));
    expect(menuSortOrdersSchema.parse(many.slice(0, 200))).toHaveLength(200);
    expect(errorsOf(menuSortOrdersSchema, many)).toEqual({ '': 'At most 200 menus' });
  });
});

describe('menuCategoryDeleteSchema', () => {
  it('parses a saved category of a saved menu', () => {
    const body = { id: FOOD_ID, menuId: MENU_ID };
    expect(menuCategoryDeleteSchema.parse(body)).toEqual(body);
  });

  it('rejects unsaved ids', () => {
    expect(errorsOf(menuCategoryDeleteSchema, { id: EMPTY_GUID, menuId: EMPTY_GUID })).toEqual({
      id: 'Save the record first',
      menuId: 'Save the record first',
    });
  });

  it('rejects an unknown field', () => {
    expect(
      errorsOf(menuCategoryDeleteSchema, { id: FOOD_ID, menuId: MENU_ID, translations: [] }),
    ).toEqual({ '': 'Unrecognized key: "translations"' });
  });
});

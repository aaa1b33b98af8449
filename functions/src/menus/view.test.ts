import type { MenuItem } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import {
  idSeries,
  names,
  NOW,
  testCategory,
  testIngredient,
  testItem,
  testMenu,
  testOption,
  testOptionsGroup,
} from '../testing/fixtures';
import {
  menuCategoryTree,
  menuItemView,
  menuView,
  optionsGroupView,
  type MenuViewContext,
} from './view';

const uuid = idSeries('bbbbbbbb');
const LOCATION = uuid(1);
const MENU = uuid(2);
const FOOD = uuid(10);
const MAINS = uuid(11);
const FISH = uuid(12);
const DRINKS = uuid(13);
const GONE = uuid(19);
const ORPHAN = uuid(14);
const FRIES = uuid(20);
const COD = uuid(21);
const COLA = uuid(22);
const SALT = uuid(30);
const SIZES = uuid(40);
const OLD_SIZES = uuid(41);
const SMALL = uuid(42);
const LARGE = uuid(43);

const menu = testMenu({ id: MENU, locationId: LOCATION });

const category = (
  id: string,
  parentCategoryId: string | null,
  sortOrder: number,
  en: string,
  da?: string,
) => testCategory({ id, menuId: MENU, parentCategoryId, sortOrder, translations: names(en, da) });

const item = (
  id: string,
  menuCategoryId: string,
  sortOrder: number,
  en: string,
  da?: string,
  links: Partial<Pick<MenuItem, 'ingredients' | 'optionsGroups'>> = {},
): MenuItem =>
  testItem({
    id,
    menuId: MENU,
    menuCategoryId,
    price: 1250,
    sortOrder,
    translations: [
      { languageId: 'en', name: en, description: `${en}, described` },
      ...(da === undefined
        ? []
        : [{ languageId: 'da', name: da, description: `${da}, beskrevet` }]),
    ],
    ingredients: links.ingredients ?? [],
    optionsGroups: links.optionsGroups ?? [],
  });

const salt = testIngredient({
  id: SALT,
  locationId: LOCATION,
  translations: names('Salt', 'Salt'),
});

const sizes = testOptionsGroup({
  id: SIZES,
  locationId: LOCATION,
  translations: names('Size', 'Størrelse'),
  options: [
    testOption({
      id: LARGE,
      sortOrder: 1,
      priceDifference: 500,
      translations: names('Large', 'Stor'),
    }),
    testOption({ id: SMALL, priceDifference: 0, translations: names('Small') }),
  ],
});
const oldSizes = { ...sizes, id: OLD_SIZES, isDeleted: true };

const context = (changes: Partial<MenuViewContext> = {}): MenuViewContext => ({
  ingredients: [salt],
  optionsGroups: [sizes, oldSizes],
  languageId: 'en',
  singleTranslation: false,
  now: NOW,
  timeZone: 'Europe/Copenhagen',
  ...changes,
});

/** The tree's shape as nested [id, [children], [item ids]]. */
type Shape = [string, Shape[], string[]];
const shapeOf = (tree: ReturnType<typeof menuCategoryTree>): Shape[] =>
  tree.map((node) => [
    node.id,
    shapeOf(node.subCategories),
    node.menuItems.map((entry) => entry.id),
  ]);

describe('menuCategoryTree', () => {
  it('builds the tree from flat records, each level and its items in sortOrder', () => {
    const categories = [
      category(DRINKS, null, 1, 'Drinks'),
      category(FISH, MAINS, 1, 'Fish'),
      category(MAINS, FOOD, 0, 'Mains'),
      category(FOOD, null, 0, 'Food'),
    ];
    const items = [
      item(COLA, DRINKS, 0, 'Cola'),
      item(COD, FISH, 0, 'Cod'),
      item(FRIES, FOOD, 1, 'Fries'),
      item(uuid(23), FOOD, 0, 'Bread'),
    ];
    expect(shapeOf(menuCategoryTree(categories, items, context(), 'en'))).toEqual([
      [FOOD, [[MAINS, [[FISH, [], [COD]]], []]], [uuid(23), FRIES]],
      [DRINKS, [], [COLA]],
    ]);
  });

  it('lifts a subcategory whose parent is gone to the top level, in sortOrder', () => {
    const categories = [
      category(FOOD, null, 1, 'Food'),
      category(ORPHAN, GONE, 0, 'Orphan'),
      category(DRINKS, null, 2, 'Drinks'),
    ];
    expect(shapeOf(menuCategoryTree(categories, [], context(), 'en'))).toEqual([
      [ORPHAN, [], []],
      [FOOD, [], []],
      [DRINKS, [], []],
    ]);
  });

  it('shows each category of a parent cycle once, rather than losing or repeating it', () => {
    const categories = [
      category(FOOD, MAINS, 0, 'Food'),
      category(MAINS, FOOD, 1, 'Mains'),
      category(FISH, FISH, 2, 'Fish'),
    ];
    expect(shapeOf(menuCategoryTree(categories, [], context(), 'en'))).toEqual([
      [FISH, [], []],
      [FOOD, [[MAINS, [], []]], []],
    ]);
  });

  it('is empty for a menu without categories', () => {
    expect(menuCategoryTree([], [item(FRIES, FOOD, 0, 'Fries')], context(), 'en')).toEqual([]);
  });
});

describe('menuItemView', () => {
  const fries = item(FRIES, FOOD, 0, 'Fries', 'Pommes frites', {
    ingredients: [
      { locationIngredientId: SALT, sortOrder: 0 },
      { locationIngredientId: uuid(31), sortOrder: 1 },
    ],
    optionsGroups: [
      { optionsGroupId: OLD_SIZES, sortOrder: 0 },
      { optionsGroupId: SIZES, sortOrder: 1 },
    ],
  });

  it('resolves links, dropping a deleted options group and an unknown ingredient', () => {
    const view = menuItemView(fries, context(), 'en');
    expect(view.ingredients).toEqual([
      { locationIngredientId: SALT, sortOrder: 0, locationIngredient: salt },
    ]);
    expect(view.optionsGroups.map((link) => link.optionsGroupId)).toEqual([SIZES]);
    expect(view.optionsGroups[0]?.optionsGroup).toMatchObject({
      id: SIZES,
      typeString: 'Required',
      options: [{ id: SMALL }, { id: LARGE }],
    });
  });

  it('keeps every translation for the back office', () => {
    const view = menuItemView(fries, context({ languageId: 'da' }), 'en');
    expect(view.translations).toEqual(fries.translations);
    expect(view.optionsGroups[0]?.optionsGroup.options[0]?.translations).toEqual(names('Small'));
  });

  it('keeps only the best translation of each text for a guest, the default filling gaps', () => {
    const view = menuItemView(fries, context({ languageId: 'da', singleTranslation: true }), 'en');
    expect(view.translations).toEqual([
      { languageId: 'da', name: 'Pommes frites', description: 'Pommes frites, beskrevet' },
    ]);
    expect(view.ingredients[0]?.locationIngredient.translations).toEqual([
      { languageId: 'da', name: 'Salt' },
    ]);
    const group = view.optionsGroups[0]?.optionsGroup;
    expect(group?.translations).toEqual([{ languageId: 'da', name: 'Størrelse' }]);
    // Small has no Danish name: the menu's default language (English) stands in.
    expect(group?.options.map((option) => option.translations)).toEqual([
      [{ languageId: 'en', name: 'Small' }],
      [{ languageId: 'da', name: 'Stor' }],
    ]);
  });
});

describe('optionsGroupView', () => {
  it('adds the typeString and sorts the options', () => {
    const view = optionsGroupView(
      { ...sizes, type: 3 },
      { languageId: 'en', singleTranslation: false },
    );
    expect(view.typeString).toBe('Optional remove');
    expect(view.options.map((option) => option.id)).toEqual([SMALL, LARGE]);
    expect(view.translations).toEqual(sizes.translations);
  });

  it('falls back to the first named translation when neither language has one', () => {
    const view = optionsGroupView(
      { ...sizes, translations: [{ languageId: 'de', name: 'Größe' }] },
      { languageId: 'da', singleTranslation: true },
      'en',
    );
    expect(view.translations).toEqual([{ languageId: 'de', name: 'Größe' }]);
  });
});

describe('menuView', () => {
  const categories = [category(FOOD, null, 0, 'Food', 'Mad'), category(DRINKS, null, 1, 'Drinks')];
  const items = [item(FRIES, FOOD, 0, 'Fries', 'Pommes frites')];

  it('gives the spec fields with the languages resolved and availability for now', () => {
    const view = menuView(menu, context({ languageId: 'da' }));
    expect(view).toEqual({
      ...menu,
      isAvailable: true,
      currentLanguage: { id: 'da', name: 'Danish' },
      languages: [
        { languageId: 'en', isDefault: true, language: { id: 'en', name: 'English' } },
        { languageId: 'da', isDefault: false, language: { id: 'da', name: 'Danish' } },
      ],
      menuCategories: [],
    });
  });

  it('says when a closed menu opens next, in the location time zone', () => {
    const breakfast = { ...menu, availableFrom: '06:30', availableTo: '10:30' };
    // 12:00 UTC is 13:00 in Copenhagen (winter time): breakfast opens 06:30 local the next day.
    expect(menuView(breakfast, context())).toMatchObject({
      isAvailable: false,
      nextAvailable: '2026-03-03T05:30:00.000Z',
    });
  });

  it('translates the whole tree in one language for a guest, falling back to the default', () => {
    const view = menuView(menu, context({ languageId: 'da', singleTranslation: true }), {
      categories,
      items,
    });
    expect(view.currentLanguage).toEqual({ id: 'da', name: 'Danish' });
    expect(view.menuCategories.map((node) => node.translations)).toEqual([
      [{ languageId: 'da', name: 'Mad' }],
      [{ languageId: 'en', name: 'Drinks' }],
    ]);
    expect(view.menuCategories[0]?.menuItems[0]?.translations[0]?.name).toBe('Pommes frites');
  });

  it('uses the flagged default language, not the first, to fill gaps', () => {
    const danishFirst = {
      ...menu,
      languages: [
        { languageId: 'en', isDefault: false },
        { languageId: 'da', isDefault: true },
      ],
    };
    const view = menuView(danishFirst, context({ languageId: 'fr', singleTranslation: true }), {
      categories,
      items,
    });
    expect(view.menuCategories.map((node) => node.translations[0]?.name)).toEqual([
      'Mad',
      'Drinks',
    ]);
  });

  it('keeps every translation for the back office', () => {
    const view = menuView(menu, context(), { categories, items });
    expect(view.menuCategories[0]?.translations).toEqual(names('Food', 'Mad'));
  });
});

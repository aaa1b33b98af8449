import type { MenuCategory } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import {
  idSeries,
  names,
  testCategory,
  testIngredient,
  testItem,
  testOption,
  testOptionsGroup,
} from '../testing/fixtures';
import {
  isKnownLanguage,
  languageCopier,
  linkedFromItems,
  newMenuLanguageErrors,
  updatedMenuLanguageErrors,
  withCopiedTranslation,
} from './languages';

const uuid = idSeries('dddddddd');
const en = (isDefault = true) => ({ languageId: 'en', isDefault });
const da = (isDefault = false) => ({ languageId: 'da', isDefault });

describe('languages of a new menu', () => {
  it('accepts known languages with one default', () => {
    expect(newMenuLanguageErrors([en(), da()])).toEqual({});
    expect(isKnownLanguage('nb')).toBe(true);
  });

  it('needs exactly one default and known ids', () => {
    expect(newMenuLanguageErrors([en(false), { languageId: 'xx', isDefault: false }])).toEqual({
      'languages.1.languageId': 'Unknown language',
      languages: 'A menu needs exactly one default language',
    });
    expect(newMenuLanguageErrors([])).toEqual({
      languages: 'A menu needs exactly one default language',
    });
  });
});

describe('languages sent to menu/update', () => {
  it('may keep all or drop a non-default language', () => {
    expect(updatedMenuLanguageErrors([en(), da()], [da(), en()])).toEqual({});
    expect(updatedMenuLanguageErrors([en(), da()], [en()])).toEqual({});
  });

  it('may not drop or un-flag the default', () => {
    const removed = { languages: 'The default language cannot be removed' };
    expect(updatedMenuLanguageErrors([en(), da()], [da()])).toEqual(removed);
    expect(updatedMenuLanguageErrors([en(), da()], [en(false), da(true)])).toEqual(removed);
    expect(updatedMenuLanguageErrors([en(), da()], [])).toEqual(removed);
  });

  it('may not add a language', () => {
    expect(
      updatedMenuLanguageErrors([en()], [en(), { languageId: 'de', isDefault: false }]),
    ).toEqual({ languages: 'Add a language with addnewlanguage' });
  });
});

describe('withCopiedTranslation', () => {
  const names = [
    { languageId: 'en', name: 'Fries', description: 'Crisp' },
    { languageId: 'da', name: 'Pommes', description: 'Sprøde' },
  ];

  it("copies the default language's text, description included", () => {
    expect(withCopiedTranslation(names, 'de', 'da')).toEqual([
      ...names,
      { languageId: 'de', name: 'Pommes', description: 'Sprøde' },
    ]);
  });

  it('replaces a blank text in the language', () => {
    const blank = [...names, { languageId: 'de', name: ' ', description: '' }];
    expect(withCopiedTranslation(blank, 'de', 'en')).toEqual([
      ...names,
      { languageId: 'de', name: 'Fries', description: 'Crisp' },
    ]);
  });

  it('returns the same list when there is a text already or nothing to copy', () => {
    expect(withCopiedTranslation(names, 'da', 'en')).toBe(names);
    const empty: typeof names = [];
    expect(withCopiedTranslation(empty, 'de', 'en')).toBe(empty);
  });
});

describe('languageCopier over what linkedFromItems picks', () => {
  /** What addnewlanguage writes: the records that lacked the language's texts, with them. */
  const copyDefaultTexts = (
    content: Parameters<typeof linkedFromItems>[0] & { categories: MenuCategory[] },
    languageId: string,
    defaultLanguageId: string,
  ) => {
    const copier = languageCopier(languageId, defaultLanguageId);
    const linked = linkedFromItems(content);
    return {
      categories: content.categories.flatMap((category) => copier.category(category) ?? []),
      items: content.items.flatMap((entry) => copier.item(entry) ?? []),
      ingredients: linked.ingredients.flatMap((entry) => copier.ingredient(entry) ?? []),
      optionsGroups: linked.optionsGroups.flatMap((entry) => copier.optionsGroup(entry) ?? []),
    };
  };

  const LOCATION = uuid(1);
  const MENU = uuid(2);
  const category = testCategory({ id: uuid(10), menuId: MENU, translations: names('Food') });
  const translated = testCategory({
    ...category,
    id: uuid(11),
    translations: [
      { languageId: 'en', name: 'Drinks' },
      { languageId: 'de', name: 'Getränke' },
    ],
  });
  const item = testItem({
    id: uuid(20),
    menuId: MENU,
    menuCategoryId: category.id,
    price: 100,
    translations: [{ languageId: 'en', name: 'Fries', description: 'Crisp' }],
    ingredients: [{ locationIngredientId: uuid(30), sortOrder: 0 }],
    optionsGroups: [
      { optionsGroupId: uuid(40), sortOrder: 0 },
      { optionsGroupId: uuid(41), sortOrder: 1 },
    ],
  });
  const ingredient = (id: string) =>
    testIngredient({ id, locationId: LOCATION, translations: names('Salt') });
  const group = (id: string, isDeleted = false) =>
    testOptionsGroup({
      id,
      locationId: LOCATION,
      type: 2,
      quantity: 0,
      isDeleted,
      translations: names('Dips'),
      options: [testOption({ id: uuid(50), priceDifference: 0, translations: names('Ketchup') })],
    });

  it('fills the new language on everything the menu shows, and only there', () => {
    const copies = copyDefaultTexts(
      {
        categories: [category, translated],
        items: [item],
        ingredients: [ingredient(uuid(30)), ingredient(uuid(31))],
        optionsGroups: [group(uuid(40)), group(uuid(41), true), group(uuid(42))],
      },
      'de',
      'en',
    );
    expect(copies.categories).toEqual([
      { ...category, translations: [...category.translations, { languageId: 'de', name: 'Food' }] },
    ]);
    expect(copies.items.map((entry) => entry.translations)).toEqual([
      [...item.translations, { languageId: 'de', name: 'Fries', description: 'Crisp' }],
    ]);
    expect(copies.ingredients.map((entry) => [entry.id, entry.translations[1]])).toEqual([
      [uuid(30), { languageId: 'de', name: 'Salt' }],
    ]);
    expect(copies.optionsGroups.map((entry) => entry.id)).toEqual([uuid(40)]);
    expect(copies.optionsGroups[0]?.translations[1]).toEqual({ languageId: 'de', name: 'Dips' });
    expect(copies.optionsGroups[0]?.options[0]?.translations[1]).toEqual({
      languageId: 'de',
      name: 'Ketchup',
    });
  });
});

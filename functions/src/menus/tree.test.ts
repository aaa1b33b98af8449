import { EMPTY_GUID } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { idSeries, names, testCategory, testItem } from '../testing/fixtures';
import {
  applyCategoryTree,
  categoryWithDescendants,
  mergeTranslations,
  parentsFirst,
  strandedCategoryIds,
  type CategoryTreeInput,
} from './tree';

const uuid = idSeries('cccccccc');
const MENU = uuid(1);
const FOOD = uuid(10);
const MAINS = uuid(11);
const DRINKS = uuid(12);
const FRIES = uuid(20);
const COLA = uuid(21);
const FOREIGN = uuid(99);

const stored = {
  categories: [
    testCategory({ id: FOOD, menuId: MENU, translations: names('Food', 'Mad') }),
    testCategory({ id: MAINS, menuId: MENU, parentCategoryId: FOOD, translations: names('Mains') }),
    testCategory({ id: DRINKS, menuId: MENU, sortOrder: 1, translations: names('Drinks') }),
  ],
  items: [FRIES, COLA].map((id, index) =>
    testItem({
      id,
      menuId: MENU,
      menuCategoryId: index === 0 ? FOOD : DRINKS,
      price: 100,
      translations: [{ languageId: 'en', name: id, description: '' }],
      ingredients: [],
    }),
  ),
};

const node = (
  id: string,
  name: string,
  changes: Partial<CategoryTreeInput> = {},
): CategoryTreeInput => ({
  id,
  translations: [{ languageId: 'en', name }],
  sortOrder: 0,
  subCategories: [],
  menuItems: [],
  ...changes,
});

let counter = 500;
const newId = () => uuid((counter += 1));

describe('applyCategoryTree', () => {
  it('changes nothing for the tree as stored', () => {
    const tree = [
      node(FOOD, 'Food', {
        subCategories: [node(MAINS, 'Mains')],
        menuItems: [{ id: FRIES, sortOrder: 0 }],
      }),
      node(DRINKS, 'Drinks', { menuItems: [{ id: COLA, sortOrder: 0 }] }),
    ];
    const result = applyCategoryTree(MENU, tree, stored, newId);
    expect(result).toMatchObject({ changedCategories: [], changedItems: [], errors: {} });
    expect(result.categories).toEqual(stored.categories);
  });

  it('creates new categories, moves and reorders by list position, merges names', () => {
    counter = 500;
    const tree = [
      node(DRINKS, 'Beverages', {
        sortOrder: 7,
        menuItems: [
          { id: COLA, sortOrder: 9 },
          { id: FRIES, sortOrder: 9 },
        ],
        subCategories: [node(EMPTY_GUID, 'Soft drinks'), node(MAINS, 'Mains')],
      }),
      node(FOOD, 'Food'),
    ];
    const result = applyCategoryTree(MENU, tree, stored, newId);
    expect(result.errors).toEqual({});
    expect(result.changedCategories).toEqual([
      { ...stored.categories[0], sortOrder: 1 },
      { ...stored.categories[1], parentCategoryId: DRINKS, sortOrder: 1 },
      {
        ...stored.categories[2],
        sortOrder: 0,
        translations: [{ languageId: 'en', name: 'Beverages' }],
      },
      {
        id: uuid(501),
        menuId: MENU,
        parentCategoryId: DRINKS,
        sortOrder: 0,
        translations: [{ languageId: 'en', name: 'Soft drinks' }],
      },
    ]);
    expect(result.changedItems).toEqual([
      { ...stored.items[0], menuCategoryId: DRINKS, sortOrder: 1 },
    ]);
    expect(result.categories).toHaveLength(4);
  });

  it("keeps the other languages' names when one language is sent", () => {
    const result = applyCategoryTree(
      MENU,
      [node(FOOD, 'Meals', { subCategories: [node(MAINS, 'Mains')] })],
      stored,
      newId,
    );
    expect(result.changedCategories).toEqual([
      {
        ...stored.categories[0],
        translations: [
          { languageId: 'en', name: 'Meals' },
          { languageId: 'da', name: 'Mad' },
        ],
      },
    ]);
  });

  it('leaves categories and items the tree does not mention alone', () => {
    const result = applyCategoryTree(
      MENU,
      [node(DRINKS, 'Drinks', { sortOrder: 1 })],
      stored,
      newId,
    );
    expect(result.changedCategories).toEqual([{ ...stored.categories[2], sortOrder: 0 }]);
    expect(result.items).toEqual(stored.items);
  });

  it('gives each unknown or repeated id a message at its path', () => {
    const tree = [
      node(FOOD, 'Food', {
        subCategories: [
          node(MAINS, 'Mains', { menuItems: [{ id: FOREIGN, sortOrder: 0 }] }),
          node(FOREIGN, 'Elsewhere'),
        ],
        menuItems: [
          { id: FRIES, sortOrder: 0 },
          { id: FRIES, sortOrder: 1 },
        ],
      }),
      node(FOOD, 'Food again'),
    ];
    expect(applyCategoryTree(MENU, tree, stored, newId).errors).toEqual({
      'menuCategories.0.menuItems.1.id': 'An item appears more than once',
      'menuCategories.0.subCategories.0.menuItems.0.id': 'Unknown item',
      'menuCategories.0.subCategories.1.id': 'Unknown category',
      'menuCategories.1.id': 'A category appears more than once',
    });
  });
});

describe('applyCategoryTree and the two levels', () => {
  const TOO_DEEP = 'Subcategories cannot have subcategories (at most 2 levels)';

  it('refuses to move a category with saved subcategories under another category', () => {
    // Food keeps Mains, which the tree leaves out: Food under Drinks would put Mains a third level down.
    const result = applyCategoryTree(
      MENU,
      [node(DRINKS, 'Drinks', { subCategories: [node(FOOD, 'Food')] })],
      stored,
      newId,
    );
    expect(result.errors).toEqual({ 'menuCategories.0.subCategories.0.id': TOO_DEEP });
  });

  it('lets it move once its subcategories move out with it', () => {
    const result = applyCategoryTree(
      MENU,
      [
        node(DRINKS, 'Drinks', { subCategories: [node(FOOD, 'Food')] }),
        node(MAINS, 'Mains', { sortOrder: 1 }),
      ],
      stored,
      newId,
    );
    expect(result.errors).toEqual({});
    expect(result.categories.find((category) => category.id === FOOD)?.parentCategoryId).toBe(
      DRINKS,
    );
  });

  it('leaves a tree stored three deep before the limit savable where it stands', () => {
    const deeper = testCategory({
      id: uuid(13),
      menuId: MENU,
      parentCategoryId: MAINS,
      translations: names('Fish'),
    });
    const legacy = { ...stored, categories: [...stored.categories, deeper] };
    const tree = [node(FOOD, 'Food', { subCategories: [node(MAINS, 'Mains')] })];
    expect(applyCategoryTree(MENU, tree, legacy, newId).errors).toEqual({});
    const moved = [node(DRINKS, 'Drinks', { subCategories: [node(MAINS, 'Mains')] })];
    expect(applyCategoryTree(MENU, moved, legacy, newId).errors).toEqual({
      'menuCategories.0.subCategories.0.id': TOO_DEEP,
    });
  });
});

describe('applyCategoryTree and the size of a menu', () => {
  const TOO_MANY = 'At most 200 categories in a menu, subcategories included';
  /** The stored three and `count` more top-level categories the tree leaves out. */
  const storedWith = (count: number) => ({
    ...stored,
    categories: [
      ...stored.categories,
      ...Array.from({ length: count }, (_, index) =>
        testCategory({ id: uuid(1000 + index), menuId: MENU, sortOrder: 2 + index }),
      ),
    ],
  });

  it('adds categories up to 200 in the whole menu, and refuses one more', () => {
    const full = storedWith(196);
    const added = [node(EMPTY_GUID, 'New')];
    expect(applyCategoryTree(MENU, added, full, newId).errors).toEqual({});
    const over = [node(EMPTY_GUID, 'New'), node(EMPTY_GUID, 'Newer', { sortOrder: 1 })];
    expect(applyCategoryTree(MENU, over, full, newId).errors).toEqual({ menuCategories: TOO_MANY });
  });

  it('still rearranges a menu stored over the limit', () => {
    const crowded = storedWith(250);
    const tree = [node(DRINKS, 'Drinks'), node(FOOD, 'Food', { sortOrder: 1 })];
    expect(applyCategoryTree(MENU, tree, crowded, newId).errors).toEqual({});
    expect(applyCategoryTree(MENU, [node(EMPTY_GUID, 'New')], crowded, newId).errors).toEqual({
      menuCategories: TOO_MANY,
    });
  });
});

describe('mergeTranslations', () => {
  it('replaces same-language entries in place and appends new ones', () => {
    expect(
      mergeTranslations(
        [
          { languageId: 'en', name: 'Food' },
          { languageId: 'da', name: 'Mad' },
        ],
        [
          { languageId: 'de', name: 'Essen' },
          { languageId: 'en', name: 'Meals' },
        ],
      ),
    ).toEqual([
      { languageId: 'en', name: 'Meals' },
      { languageId: 'da', name: 'Mad' },
      { languageId: 'de', name: 'Essen' },
    ]);
  });
});

describe('categoryWithDescendants', () => {
  it('collects every level below, and stops at a cycle', () => {
    const cyclic = [
      ...stored.categories,
      { ...stored.categories[2]!, id: uuid(13), parentCategoryId: MAINS },
      { ...stored.categories[2]!, id: uuid(14), parentCategoryId: uuid(15) },
      { ...stored.categories[2]!, id: uuid(15), parentCategoryId: uuid(14) },
    ];
    expect([...categoryWithDescendants(cyclic, FOOD)]).toEqual([FOOD, MAINS, uuid(13)]);
    expect([...categoryWithDescendants(cyclic, uuid(14))]).toEqual([uuid(14), uuid(15)]);
  });
});

describe('strandedCategoryIds', () => {
  const under = (id: string, parentCategoryId: string | null) =>
    testCategory({ id, menuId: MENU, parentCategoryId, translations: names(id) });

  it('names every category under one that is gone, however deep, and only those', () => {
    const gone = uuid(50);
    const categories = [
      ...stored.categories,
      under(uuid(51), gone),
      under(uuid(52), uuid(51)),
      under(uuid(53), uuid(52)),
    ];
    expect([...strandedCategoryIds(categories)].sort()).toEqual([uuid(51), uuid(52), uuid(53)]);
    expect(strandedCategoryIds(stored.categories)).toEqual(new Set());
  });

  it('leaves a parent cycle alone: only a missing parent strands', () => {
    const cycle = [under(uuid(54), uuid(55)), under(uuid(55), uuid(54)), under(uuid(56), uuid(54))];
    expect(strandedCategoryIds([...stored.categories, ...cycle])).toEqual(new Set());
  });
});

describe('parentsFirst', () => {
  it('puts new subcategories of new categories after them', () => {
    const starters = testCategory({ id: uuid(60), menuId: MENU, parentCategoryId: uuid(61) });
    const lunch = testCategory({ id: uuid(61), menuId: MENU });
    const desserts = testCategory({ id: uuid(62), menuId: MENU, parentCategoryId: FOOD });
    expect(parentsFirst([starters, lunch, desserts])).toEqual([[lunch, desserts], [starters]]);
    expect(parentsFirst([lunch])).toEqual([[lunch]]);
    expect(parentsFirst([])).toEqual([]);
  });
});

import { EMPTY_GUID } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { fixtureId } from '../../../../testing/fixtures';
import {
  category,
  COLD_ID,
  HAM_ID,
  MAINS_ID,
  SALAD_ID,
  setupMenu,
  SOUP_ID,
  STARTERS_ID,
  STEAK_ID,
} from './fixtures';
import {
  categoryOfItem,
  keysOfSavedCategories,
  menuInputOf,
  moveItem,
  newCategory,
  removeCategory,
  treeOf,
  updateCategory,
  validateNames,
  withName,
  withUnsaved,
} from './tree';

const DRINKS_ID = fixtureId('5e7a0003', 8);
const HOT_ID = fixtureId('5e7a0003', 9);

describe('menu setup tree', () => {
  it('moves an item to another category at a place, keeping untouched branches', () => {
    const tree = treeOf(setupMenu());
    const moved = moveItem(tree, SALAD_ID, MAINS_ID, 0);
    expect(categoryOfItem(moved, SALAD_ID)).toBe(MAINS_ID);
    expect(moved[1]?.items.map((item) => item.id)).toEqual([SALAD_ID, STEAK_ID]);
    expect(moved[0]?.items.map((item) => item.id)).toEqual([SOUP_ID]);
    // The subcategory, untouched, is the same object.
    expect(moved[0]?.subCategories).toBe(tree[0]?.subCategories);
  });

  it('sets a name in one language and keeps the others', () => {
    const tree = treeOf(setupMenu());
    const renamed = updateCategory(tree, COLD_ID, (category) => withName(category, 'de', 'Kalt'));
    expect(renamed[0]?.subCategories[0]?.translations).toEqual([
      { languageId: 'en', name: 'Cold' },
      { languageId: 'da', name: 'Kolde' },
      { languageId: 'de', name: 'Kalt' },
    ]);
    expect(renamed[1]).toBe(tree[1]);
  });

  it('finds every missing name in the language edited', () => {
    const tree = [...treeOf(setupMenu()), newCategory('en')];
    const errors = validateNames(tree, 'da');
    expect(Object.values(errors)).toEqual(['Category name is required']);
    expect(validateNames(removeCategory(tree, tree[2]!.key), 'da')).toEqual({});
  });

  it('leaves out blank names of other languages and numbers places from 0', () => {
    const menu = setupMenu();
    const tree = updateCategory(treeOf(menu), MAINS_ID, (category) =>
      withName(category, 'da', ' '),
    );
    const body = menuInputOf(menu, tree);
    expect(body.menuCategories?.[1]?.translations).toEqual([{ languageId: 'en', name: 'Mains' }]);
    expect(body.menuCategories?.map((category) => category.sortOrder)).toEqual([0, 1]);
    expect(body.menuCategories?.[0]?.subCategories[0]?.menuItems).toEqual([
      { id: HAM_ID, sortOrder: 0 },
    ]);
  });

  it('keeps new categories never sent when the menu is loaded again', () => {
    const menu = setupMenu();
    const top = newCategory('en');
    const sub = newCategory('en');
    const sentOne = newCategory('en');
    const local = [
      ...updateCategory(treeOf(menu), STARTERS_ID, (category) => ({
        ...category,
        subCategories: [...category.subCategories, sub],
      })),
      top,
      sentOne,
    ];
    const merged = withUnsaved(treeOf(menu), local, new Set([sentOne.key]));
    expect(merged.map((category) => category.key)).toEqual([STARTERS_ID, MAINS_ID, top.key]);
    expect(merged[0]?.subCategories.map((category) => category.key)).toEqual([COLD_ID, sub.key]);
    expect(merged[2]?.id).toBe(EMPTY_GUID);
  });

  it('keeps the keys of new categories once the server has saved them with ids', () => {
    const menu = setupMenu();
    const drinks = withName(newCategory('en'), 'en', ' Drinks ');
    const hot = withName(newCategory('en'), 'en', 'Hot');
    const sent = [
      ...updateCategory(treeOf(menu), MAINS_ID, (category) => ({
        ...category,
        subCategories: [hot],
      })),
      drinks,
    ];
    const [starters, mains] = menu.menuCategories.toSorted((a, b) => a.sortOrder - b.sortOrder);
    const saved = [
      starters!,
      { ...mains!, subCategories: [category(HOT_ID, { en: 'Hot' }, 0, [], [], MAINS_ID)] },
      category(DRINKS_ID, { en: 'Drinks', da: 'Drikke' }, 2),
    ];

    const keys = keysOfSavedCategories(sent, saved, 'en');
    expect(keys).toEqual(
      new Map([
        [HOT_ID, hot.key],
        [DRINKS_ID, drinks.key],
      ]),
    );
    const reloaded = treeOf({ ...menu, menuCategories: saved }, keys);
    expect(reloaded.map((node) => node.key)).toEqual([STARTERS_ID, MAINS_ID, drinks.key]);
    expect(reloaded[1]?.subCategories[0]).toMatchObject({ key: hot.key, id: HOT_ID });

    // Someone else's category in that place is not this one: it keeps its own id as its key.
    const theirs = [starters!, mains!, category(DRINKS_ID, { en: 'Wine' }, 2)];
    expect(keysOfSavedCategories(sent, theirs, 'en')).toEqual(new Map());
  });
});

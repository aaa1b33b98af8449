import { describe, expect, it } from 'vitest';
import { categoryDragId, itemDragId } from './drag-ids';
import { COLD_ID, HAM_ID, MAINS_ID, SALAD_ID, setupMenu, SOUP_ID, STARTERS_ID } from './fixtures';
import { moveItem, newCategory, treeOf } from './tree';
import { treePlaces } from './tree-places';

// The names and places a screen reader hears while menu setup's tree is dragged.

const tree = treeOf(setupMenu());

describe('places in the menu tree', () => {
  it('names items and categories in the language being edited, else the default', () => {
    const danish = treePlaces(tree, 'da', 'en');
    expect(danish.nameOf(itemDragId(SOUP_ID))).toBe('Suppe');
    expect(danish.nameOf(categoryDragId(COLD_ID))).toBe('Kolde');
    const german = treePlaces(tree, 'de', 'en');
    expect(german.nameOf(itemDragId(SOUP_ID))).toBe('Soup');
    const unsaved = newCategory('en');
    expect(treePlaces([...tree, unsaved], 'en', 'en').nameOf(categoryDragId(unsaved.key))).toBe(
      'a new category',
    );
  });

  it("gives an item's place among its category's items, over another item or over itself", () => {
    const places = treePlaces(tree, 'en', 'en');
    expect(places.placeOf(itemDragId(SALAD_ID), itemDragId(SALAD_ID))).toBe(
      'position 2 of 2 in Starters',
    );
    expect(places.placeOf(itemDragId(SALAD_ID), itemDragId(SOUP_ID))).toBe(
      'position 1 of 2 in Starters',
    );
    // Over an item of another category (before the drag has moved it) or an empty list: its own.
    expect(places.placeOf(itemDragId(SALAD_ID), itemDragId(HAM_ID))).toBe(
      'position 2 of 2 in Starters',
    );
  });

  it('gives an item moved into another category its place there', () => {
    const moved = moveItem(tree, SALAD_ID, MAINS_ID, 0);
    expect(treePlaces(moved, 'en', 'en').placeOf(itemDragId(SALAD_ID), itemDragId(SALAD_ID))).toBe(
      'position 1 of 2 in Mains',
    );
  });

  it("gives a category's place among its siblings, and a subcategory's parent", () => {
    const places = treePlaces(tree, 'en', 'en');
    expect(places.placeOf(categoryDragId(MAINS_ID), categoryDragId(STARTERS_ID))).toBe(
      'position 1 of 2',
    );
    expect(places.placeOf(categoryDragId(COLD_ID), categoryDragId(COLD_ID))).toBe(
      'position 1 of 1 in Starters',
    );
  });
});

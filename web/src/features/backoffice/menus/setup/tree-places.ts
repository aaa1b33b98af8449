import type { UniqueIdentifier } from '@dnd-kit/core';
import { translatedName } from '@inroom/shared';
import type { DragPlaces } from '../drag-announcements';
import { CATEGORY, ITEM, strip } from './drag-ids';
import { categoryOfItem, findCategory, parentOf, type CategoryNode, type Tree } from './tree';

/**
 * Names and places in the menu tree, for what a screen reader hears during a drag: an item's place
 * is its position among its category's items and the category's name, a category's its position
 * among its siblings.
 */
export function treePlaces(
  tree: Tree,
  languageId: string,
  defaultLanguageId: string | undefined,
): DragPlaces {
  const nameOfCategory = (category: CategoryNode | undefined) =>
    (category && translatedName(category.translations, languageId, defaultLanguageId)) ||
    'a new category';
  const categoryOf = (itemId: string) => {
    const key = categoryOfItem(tree, itemId);
    return key === undefined ? undefined : findCategory(tree, key);
  };
  const itemPlace = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const itemId = strip(active, ITEM);
    const category = categoryOf(itemId);
    if (!category) return '';
    const at = (id: string) => category.items.findIndex((item) => item.id === id);
    const overIndex = String(over).startsWith(ITEM) ? at(strip(over, ITEM)) : -1;
    const index = overIndex >= 0 ? overIndex : at(itemId);
    return `position ${index + 1} of ${category.items.length} in ${nameOfCategory(category)}`;
  };
  const categoryPlace = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const key = strip(active, CATEGORY);
    const parentKey = parentOf(tree, key);
    if (parentKey === undefined) return '';
    const parent = parentKey ? findCategory(tree, parentKey) : undefined;
    const siblings = parent ? parent.subCategories : tree;
    const at = (wanted: string) => siblings.findIndex((category) => category.key === wanted);
    const overIndex = String(over).startsWith(CATEGORY) ? at(strip(over, CATEGORY)) : -1;
    const index = overIndex >= 0 ? overIndex : at(key);
    const place = `position ${index + 1} of ${siblings.length}`;
    return parent ? `${place} in ${nameOfCategory(parent)}` : place;
  };
  return {
    nameOf: (id) => {
      if (String(id).startsWith(CATEGORY))
        return nameOfCategory(findCategory(tree, strip(id, CATEGORY)));
      const itemId = strip(id, ITEM);
      const item = categoryOf(itemId)?.items.find((each) => each.id === itemId);
      return item ? translatedName(item.translations, languageId, defaultLanguageId) : 'the item';
    },
    placeOf: (active, over) =>
      String(active).startsWith(ITEM) ? itemPlace(active, over) : categoryPlace(active, over),
  };
}

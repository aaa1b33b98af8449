import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MenuItem } from '@inroom/shared';
import { ConflictError } from '../../http/errors';
import type { Item, Store } from '../store';

// Access pattern: the end of each category of a menu, so that a new item goes last without reading
// the menu (Get / UpdateItem MENU#<menuId> / PLACES). One number per category, in attribute
// CAT#<categoryId>: a place after every item the category holds, the next one to give out. Items
// take places with an atomic ADD, so concurrent creates each get their own; places are never given
// back, so after a delete or a move the next item may leave a gap, never land among the others.
//
// The record's existence means it covers the whole menu: menu/create starts it empty, and a menu
// from before it is counted from its items the first time an item asks for a place (start). A
// category it has no number for holds no item: whatever puts an item at a chosen position raises
// the number past it (reserve) after writing the item.

const ENTITY = 'menuItemPlaces';
const keyOf = (menuId: string) => ({ PK: `MENU#${menuId}`, SK: 'PLACES' });
const attributeOf = (categoryId: string) => `CAT#${categoryId}`;

type Placed = Pick<MenuItem, 'menuCategoryId' | 'sortOrder'>;

/** For each category the items are in, the place after the last of them. */
function placesAfter(items: readonly Placed[]): Map<string, number> {
  const places = new Map<string, number>();
  for (const { menuCategoryId, sortOrder } of items)
    places.set(menuCategoryId, Math.max(places.get(menuCategoryId) ?? 0, sortOrder + 1));
  return places;
}

/**
 * Adds to categories' numbers in one write: their new values, or undefined with no record. Sent
 * here rather than through store.increment, which would make a missing record, and a record made
 * by a take would claim a menu it never counted.
 */
async function add(store: Store, menuId: string, amounts: ReadonlyMap<string, number>) {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const terms = [...amounts].map(([categoryId, amount], index) => {
    names[`#c${index}`] = attributeOf(categoryId);
    values[`:c${index}`] = amount;
    return `#c${index} :c${index}`;
  });
  try {
    const output = await store.client.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: keyOf(menuId),
        UpdateExpression: `ADD ${terms.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return output.Attributes ?? {};
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

export const menuItemPlacesStore = {
  /**
   * Starts the menu's record from its items (all of them), unless it has one: from then on the
   * record, not the items, says where each category ends.
   */
  async start(store: Store, menuId: string, items: readonly Placed[]): Promise<void> {
    const item: Item = { ...keyOf(menuId), entity: ENTITY };
    for (const [categoryId, place] of placesAfter(items)) item[attributeOf(categoryId)] = place;
    try {
      await store.put(item, { ifNotExists: true });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  },

  /**
   * Takes the next place at the end of a category: the sortOrder for an item put last there. One
   * write, the same whatever the menu holds. Undefined when the menu has no record yet (see start).
   */
  async takeLast(store: Store, menuId: string, categoryId: string): Promise<number | undefined> {
    const attributes = await add(store, menuId, new Map([[categoryId, 1]]));
    const next = attributes?.[attributeOf(categoryId)];
    return typeof next === 'number' ? next - 1 : undefined;
  },

  /**
   * Moves the end of each category the items are in past them: for items written at a chosen
   * sortOrder. Reads the record, then adds what is missing in one write (an ADD: a place taken
   * meanwhile only moves the end further). Nothing to do for a menu with no record: start counts
   * every item when it is made.
   */
  async reserve(store: Store, menuId: string, items: readonly Placed[]): Promise<void> {
    if (items.length === 0) return;
    const record = await store.get(keyOf(menuId));
    if (!record) return;
    const missing = new Map<string, number>();
    for (const [categoryId, place] of placesAfter(items)) {
      const stored = record[attributeOf(categoryId)];
      const end = typeof stored === 'number' ? stored : 0;
      if (place > end) missing.set(categoryId, place - end);
    }
    if (missing.size > 0) await add(store, menuId, missing);
  },

  /** The record goes with its menu. */
  remove: (store: Store, menuId: string) => store.delete(keyOf(menuId)),
};

import { locationIngredientSchema, type LocationIngredient } from '@inroom/shared';
import type { Item, Store } from '../store';
import { withoutKeys } from '../store';

// Access patterns: one ingredient (Get LOC#<locationId>/ING#<id>); a location's ingredients (Query
// LOC#<locationId> begins_with ING#).
const PREFIX = 'ING#';
const keys = (locationId: string, id: string) => ({
  PK: `LOC#${locationId}`,
  SK: `${PREFIX}${id}`,
});

function toItem(ingredient: LocationIngredient): Item {
  return {
    ...keys(ingredient.locationId, ingredient.id),
    entity: 'locationIngredient',
    ...ingredient,
  };
}

function fromItem(item: Item): LocationIngredient {
  return locationIngredientSchema.parse(withoutKeys(item));
}

export const locationIngredientStore = {
  async get(store: Store, locationId: string, id: string): Promise<LocationIngredient | undefined> {
    const item = await store.get(keys(locationId, id));
    return item ? fromItem(item) : undefined;
  },
  /** A location's ingredients, in key (id) order. */
  async listForLocation(store: Store, locationId: string): Promise<LocationIngredient[]> {
    const items = await store.queryPartition({
      partitionKey: `LOC#${locationId}`,
      sortKeyPrefix: PREFIX,
    });
    return items.map(fromItem);
  },
  async create(store: Store, ingredient: LocationIngredient): Promise<void> {
    await store.put(toItem(ingredient), { ifNotExists: true });
  },
  /** Writes the ingredient whether or not it exists. */
  async put(store: Store, ingredient: LocationIngredient): Promise<void> {
    await store.put(toItem(ingredient));
  },
};

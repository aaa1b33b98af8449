import {
  compareByName,
  compareBySortOrder,
  type LocationChildLink,
  type LocationContact,
  type LocationIngredient,
  type LocationSummary,
  type Menu,
  type OptionsGroup,
} from '@inroom/shared';
import type { Item, Store } from '../store';
import { locationStore } from './location';
import { locationChildLinkStore } from './location-child-link';
import { locationContactStore } from './location-contact';
import { locationIngredientStore } from './location-ingredient';
import { menuStore } from './menu';
import { optionsGroupStore } from './options-group';

/** A location with everything kept in its partition. */
export interface LocationPartition {
  location: LocationSummary;
  contacts: LocationContact[];
  childLinks: LocationChildLink[];
  ingredients: LocationIngredient[];
  /** Deleted groups included; callers filter on isDeleted. */
  optionsGroups: OptionsGroup[];
  menus: Menu[];
}

/** A location with what a menu item may link: its ingredients and the groups asked for. */
export type ItemLinkables = Pick<LocationPartition, 'location' | 'ingredients' | 'optionsGroups'>;

/**
 * A location and its contacts, child links, ingredients, options groups and menus in one Query of
 * partition LOC#<id>, so a page costs one call however much the location holds. Undefined when
 * there is no such location.
 */
export async function loadLocationPartition(
  store: Store,
  locationId: string,
): Promise<LocationPartition | undefined> {
  const items = await store.queryPartition({ partitionKey: `LOC#${locationId}` });
  const locationItem = items.find(locationStore.isItem);
  if (!locationItem) return undefined;
  const of = <T>(entity: { isItem: (item: Item) => boolean; fromItem: (item: Item) => T }) =>
    items.filter(entity.isItem).map(entity.fromItem);
  return {
    location: locationStore.fromItem(locationItem),
    contacts: of(locationContactStore).sort(compareByName),
    childLinks: of(locationChildLinkStore).sort(
      (a, b) => a.sortOrder - b.sortOrder || a.childLocationId.localeCompare(b.childLocationId),
    ),
    ingredients: of(locationIngredientStore),
    optionsGroups: of(optionsGroupStore),
    menus: of(menuStore).sort(compareBySortOrder),
  };
}

/**
 * What a menu item of the location may link, for reading or writing one item: the location, its
 * ingredients, and of its options groups only `groupIds` (deleted ones included). Two calls in
 * parallel, and never the location's other groups: every item may have groups of its own, kept in
 * this partition, so the whole partition grows with the menu (issue #14). Undefined when there is
 * no such location.
 */
export async function loadItemLinkables(
  store: Store,
  locationId: string,
  groupIds: Iterable<string>,
): Promise<ItemLinkables | undefined> {
  const [items, optionsGroups] = await Promise.all([
    // The partition's sort keys run CHILD#, CONTACT#, COUNTER#, ING#, LOC, MENU#, OPTGRP#: from
    // the first ingredient to the location record is exactly those two kinds.
    store.queryPartition({
      partitionKey: `LOC#${locationId}`,
      sortKeyFrom: 'ING#',
      sortKeyAtMost: 'LOC',
    }),
    optionsGroupStore.getMany(store, locationId, groupIds),
  ]);
  const locationItem = items.find(locationStore.isItem);
  if (!locationItem) return undefined;
  return {
    location: locationStore.fromItem(locationItem),
    ingredients: items.filter(locationIngredientStore.isItem).map(locationIngredientStore.fromItem),
    optionsGroups,
  };
}

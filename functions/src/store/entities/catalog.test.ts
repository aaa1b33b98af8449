import type { LocationContact } from '@inroom/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConflictError } from '../../http/errors';
import { useTestTable } from '../../testing/dynalite';
import {
  idSeries,
  names,
  testCategory,
  testIngredient,
  testItem,
  testMenu,
  testOption,
  testOptionsGroup,
} from '../../testing/fixtures';
import type { Store } from '../store';
import { locationChildLinkStore } from './location-child-link';
import { locationContactStore } from './location-contact';
import { locationIngredientStore } from './location-ingredient';
import { menuStore } from './menu';
import { menuCategoryStore } from './menu-category';
import { menuItemStore } from './menu-item';
import { optionsGroupStore } from './options-group';
import { seedMarkerStore } from './seed-marker';

const LOCATION = '11111111-1111-4111-8111-111111111111';
const OTHER_LOCATION = '22222222-2222-4222-8222-222222222222';
const uuid = idSeries('aaaaaaaa');

const menu = (n: number, sortOrder: number, locationId = LOCATION) =>
  testMenu({
    id: uuid(n),
    name: `Menu ${n}`,
    locationId,
    availableFrom: '06:30',
    availableTo: '10:30',
    sortOrder,
    languages: [{ languageId: 'en', isDefault: true }],
  });

const category = (
  n: number,
  menuId: string,
  sortOrder: number,
  parentCategoryId: string | null = null,
) =>
  testCategory({
    id: uuid(n),
    menuId,
    parentCategoryId,
    sortOrder,
    translations: names(`Category ${n}`),
  });

const menuItem = (n: number, menuId: string, sortOrder: number) =>
  testItem({
    id: uuid(n),
    menuId,
    menuCategoryId: uuid(900),
    price: 1250,
    image: 'demo/items/fries.png',
    sortOrder,
    translations: [{ languageId: 'en', name: `Item ${n}`, description: '' }],
    ingredients: [{ locationIngredientId: uuid(800), sortOrder: 0 }],
    optionsGroups: [{ optionsGroupId: uuid(700), sortOrder: 0 }],
  });

const contact = (n: number, name: string, locationId = LOCATION): LocationContact => ({
  id: uuid(n),
  locationId,
  name,
  countryCode: '45',
  phoneNumber: '20112233',
  isActive: true,
});

const group = testOptionsGroup({
  id: uuid(700),
  locationId: LOCATION,
  type: 3,
  quantity: 0,
  translations: names('Leave out'),
  options: [
    testOption({
      id: uuid(702),
      sortOrder: 1,
      priceDifference: 0,
      translations: names('No pickles'),
    }),
    testOption({ id: uuid(701), priceDifference: 0, translations: names('No onions') }),
  ],
});

// A real DynamoDB API (dynalite): the same key order, conditions and queries as on AWS.
const table = useTestTable();
let store: Store;
beforeEach(async () => {
  store = await table.freshStore();
});

/** The key attributes of every item in some partitions, as stored. */
const storedKeys = async (...partitionKeys: string[]) => {
  const items = (
    await Promise.all(partitionKeys.map((partitionKey) => store.queryPartition({ partitionKey })))
  ).flat();
  return items.map(({ PK, SK, GSI1PK, GSI1SK, entity }) => ({ PK, SK, GSI1PK, GSI1SK, entity }));
};

describe('menu store', () => {
  it('keeps menus in their location partition, findable by id alone', async () => {
    await menuStore.create(store, menu(1, 0));
    expect(await storedKeys(`LOC#${LOCATION}`)).toEqual([
      {
        PK: `LOC#${LOCATION}`,
        SK: `MENU#${uuid(1)}`,
        GSI1PK: `MENU#${uuid(1)}`,
        GSI1SK: 'MENU',
        entity: 'menu',
      },
    ]);
    expect(await menuStore.get(store, LOCATION, uuid(1))).toEqual({ ...menu(1, 0), version: 0 });
    expect(await menuStore.getById(store, uuid(1))).toEqual({ ...menu(1, 0), version: 0 });
    expect(await menuStore.getById(store, uuid(2))).toBeUndefined();
    expect(await menuStore.get(store, OTHER_LOCATION, uuid(1))).toBeUndefined();
  });

  it("lists a location's menus in sortOrder, without other locations' menus or other records", async () => {
    await menuStore.put(store, menu(1, 2));
    await menuStore.put(store, menu(2, 0));
    await menuStore.put(store, menu(3, 1));
    await menuStore.put(store, menu(4, 0, OTHER_LOCATION));
    await locationContactStore.put(store, contact(5, 'Reception'));
    const menus = await menuStore.listForLocation(store, LOCATION);
    expect(menus.map((entry) => entry.id)).toEqual([uuid(2), uuid(3), uuid(1)]);
  });

  it('refuses to create a menu twice but overwrites on put', async () => {
    await menuStore.create(store, menu(1, 0));
    await expect(menuStore.create(store, menu(1, 5))).rejects.toBeInstanceOf(ConflictError);
    await menuStore.put(store, { ...menu(1, 0), name: 'Renamed' });
    expect((await menuStore.get(store, LOCATION, uuid(1)))?.name).toBe('Renamed');
  });

  it('rejects a stored item that no longer fits the schema', async () => {
    await store.put({ ...menuStore.toItem(menu(1, 0)), availableFrom: '25:00' });
    await expect(menuStore.get(store, LOCATION, uuid(1))).rejects.toThrow();
  });
});

describe('menu category and item stores', () => {
  it("keep a menu's categories and items in the menu's partition, apart from each other", async () => {
    const menuId = uuid(1);
    await menuCategoryStore.create(store, category(10, menuId, 1));
    await menuCategoryStore.create(store, category(11, menuId, 0));
    await menuCategoryStore.create(store, category(12, menuId, 0, uuid(10)));
    await menuItemStore.create(store, menuItem(20, menuId, 1));
    await menuItemStore.create(store, menuItem(21, menuId, 0));
    await menuItemStore.create(store, menuItem(22, uuid(2), 0));

    const categories = await menuCategoryStore.listForMenu(store, menuId);
    expect(categories.map((entry) => entry.id)).toEqual([uuid(11), uuid(12), uuid(10)]);
    expect(categories.find((entry) => entry.id === uuid(12))?.parentCategoryId).toBe(uuid(10));

    const items = await menuItemStore.listForMenu(store, menuId);
    const created = { version: 0 };
    expect(items).toEqual([
      { ...menuItem(21, menuId, 0), ...created },
      { ...menuItem(20, menuId, 1), ...created },
    ]);
    expect(await menuItemStore.getById(store, uuid(22))).toEqual({
      ...menuItem(22, uuid(2), 0),
      ...created,
    });
    expect(await menuCategoryStore.get(store, menuId, uuid(10))).toEqual({
      ...category(10, menuId, 1),
      ...created,
    });
    expect(await menuItemStore.get(store, menuId, uuid(20))).toEqual({
      ...menuItem(20, menuId, 1),
      ...created,
    });

    expect(await storedKeys(`MENU#${menuId}`)).toContainEqual({
      PK: `MENU#${menuId}`,
      SK: `CAT#${uuid(10)}`,
      GSI1PK: undefined,
      GSI1SK: undefined,
      entity: 'menuCategory',
    });
    expect(await storedKeys(`MENU#${menuId}`)).toContainEqual({
      PK: `MENU#${menuId}`,
      SK: `ITEM#${uuid(20)}`,
      GSI1PK: `ITEM#${uuid(20)}`,
      GSI1SK: 'ITEM',
      entity: 'menuItem',
    });
  });
});

describe('location record stores', () => {
  it('keep contacts, child links, ingredients and groups under the location, by prefix', async () => {
    await locationContactStore.create(store, contact(1, 'Room service'));
    await locationContactStore.create(store, contact(2, 'reception'));
    await locationContactStore.create(store, contact(3, 'Elsewhere', OTHER_LOCATION));
    await locationChildLinkStore.create(store, {
      locationId: LOCATION,
      childLocationId: uuid(41),
      sortOrder: 1,
    });
    await locationChildLinkStore.create(store, {
      locationId: LOCATION,
      childLocationId: uuid(40),
      sortOrder: 2,
    });
    await locationChildLinkStore.create(store, {
      locationId: LOCATION,
      childLocationId: uuid(42),
      sortOrder: 0,
    });
    await locationIngredientStore.create(
      store,
      testIngredient({ id: uuid(800), locationId: LOCATION, translations: names('Onion') }),
    );
    await optionsGroupStore.create(store, group);
    await menuStore.create(store, menu(50, 0));

    const contacts = await locationContactStore.listForLocation(store, LOCATION);
    expect(contacts.map((entry) => entry.name)).toEqual(['reception', 'Room service']);
    const links = await locationChildLinkStore.listForLocation(store, LOCATION);
    expect(links.map((entry) => entry.childLocationId)).toEqual([uuid(42), uuid(41), uuid(40)]);
    const ingredients = await locationIngredientStore.listForLocation(store, LOCATION);
    expect(ingredients.map((entry) => entry.id)).toEqual([uuid(800)]);
    const groups = await optionsGroupStore.listForLocation(store, LOCATION);
    expect(groups.map((entry) => entry.id)).toEqual([uuid(700)]);

    expect(await storedKeys(`LOC#${LOCATION}`)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          PK: `LOC#${LOCATION}`,
          SK: `CONTACT#${uuid(1)}`,
          entity: 'locationContact',
        }),
        expect.objectContaining({
          PK: `LOC#${LOCATION}`,
          SK: `CHILD#${uuid(41)}`,
          entity: 'locationChildLink',
        }),
        expect.objectContaining({
          PK: `LOC#${LOCATION}`,
          SK: `ING#${uuid(800)}`,
          entity: 'locationIngredient',
        }),
        expect.objectContaining({
          PK: `LOC#${LOCATION}`,
          SK: `OPTGRP#${uuid(700)}`,
          entity: 'optionsGroup',
        }),
      ]),
    );
  });

  it('returns an options group with its options in sortOrder, by key or by id alone', async () => {
    await optionsGroupStore.put(store, group);
    const byKey = await optionsGroupStore.get(store, LOCATION, group.id);
    const byId = await optionsGroupStore.getById(store, group.id);
    expect(byKey?.options.map((option) => option.id)).toEqual([uuid(701), uuid(702)]);
    expect(byId).toEqual(byKey);
    expect(await optionsGroupStore.get(store, OTHER_LOCATION, group.id)).toBeUndefined();
  });

  it('returns what was stored, without key attributes', async () => {
    await locationContactStore.put(store, contact(1, 'Reception'));
    expect(await locationContactStore.get(store, LOCATION, uuid(1))).toEqual(
      contact(1, 'Reception'),
    );
    expect(await locationChildLinkStore.get(store, LOCATION, uuid(99))).toBeUndefined();
    expect(await locationIngredientStore.get(store, LOCATION, uuid(99))).toBeUndefined();
  });
});

describe('seed marker store', () => {
  it('tells whether a named seed version has run', async () => {
    expect(await seedMarkerStore.exists(store, 'demo', 'v1')).toBe(false);
    await seedMarkerStore.put(store, 'demo', 'v1', '2025-01-01T00:00:00.000Z');
    expect(await seedMarkerStore.exists(store, 'demo', 'v1')).toBe(true);
    expect(await seedMarkerStore.exists(store, 'demo', 'v2')).toBe(false);
    expect(await storedKeys('SEED#demo')).toEqual([
      { PK: 'SEED#demo', SK: 'v1', GSI1PK: undefined, GSI1SK: undefined, entity: 'seedMarker' },
    ]);
  });
});

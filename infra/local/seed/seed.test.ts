import {
  locationChildLinkStore,
  locationContactStore,
  locationIngredientStore,
  locationStore,
  menuCategoryStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  type Store,
} from '@inroom/functions/store';
import { describe, expect, it } from 'vitest';
import { inspectImage } from '../../../functions/src/images/inspect';
import { useTestTable } from '../../../functions/src/testing/dynalite';
import { DEMO_IDS, demoData } from './demo-data';
import { seedDemoData } from './seed';

/** A fresh, empty table in one dynalite for the file, and a store on it. */
const { freshStore } = useTestTable();

function recorder(store: Store) {
  const images = new Map<string, { body: Buffer; contentType: string }>();
  const lines: string[] = [];
  return {
    images,
    lines,
    deps: {
      store,
      putImage: async (key: string, body: Buffer, contentType: string) => {
        images.set(key, { body, contentType });
      },
      log: (line: string) => {
        lines.push(line);
      },
    },
  };
}

describe('seedDemoData', () => {
  it('writes every demo record and image once, then leaves the data alone', async () => {
    const store = await freshStore();
    const first = recorder(store);
    expect(await seedDemoData(first.deps)).toBe('seeded');

    // Images: every picture and each of its smaller copies as a WebP of the size its key names, as
    // the API would have checked an upload.
    const expected = demoData.images.flatMap((image) => [
      { key: image.key, format: 'webp', size: { width: image.width, height: image.height } },
      ...image.derivatives.map(({ key, width, height }) => ({
        key,
        format: 'webp',
        size: { width, height },
      })),
    ]);
    expect([...first.images.keys()].sort()).toEqual(expected.map(({ key }) => key).sort());
    for (const { key, format, size } of expected) {
      const { body, contentType } = first.images.get(key)!;
      expect(contentType, key).toBe(`image/${format}`);
      expect(inspectImage(body), key).toEqual({ format, size });
    }
    // The copies are what makes the guest page light: the smallest a fraction of its original.
    for (const image of demoData.images) {
      const original = first.images.get(image.key)!.body.length;
      const smallest = first.images.get(image.derivatives[0]!.key)!.body.length;
      expect(smallest, image.key).toBeLessThan(original / 4);
    }

    // Records: read back through the entity stores, equal to the demo data (edited records at
    // their first version).
    const seeded = { version: 0 };
    const { hotel, deli, ankeret } = DEMO_IDS.location;
    for (const location of demoData.locations)
      expect(await locationStore.get(store, location.id)).toEqual({ ...location, ...seeded });
    const sortedIds = (list: readonly { id: string }[]) => list.map((entry) => entry.id).sort();
    const readContacts = [];
    const readIngredients = [];
    const readGroups = [];
    const readMenus = [];
    for (const locationId of [hotel, deli, ankeret]) {
      readContacts.push(...(await locationContactStore.listForLocation(store, locationId)));
      readIngredients.push(...(await locationIngredientStore.listForLocation(store, locationId)));
      readGroups.push(...(await optionsGroupStore.listForLocation(store, locationId)));
      readMenus.push(...(await menuStore.listForLocation(store, locationId)));
    }
    expect(sortedIds(readContacts)).toEqual(sortedIds(demoData.contacts));
    expect(sortedIds(readIngredients)).toEqual(sortedIds(demoData.ingredients));
    expect(sortedIds(readGroups)).toEqual(sortedIds(demoData.optionsGroups));
    expect(sortedIds(readMenus)).toEqual(sortedIds(demoData.menus));
    expect(await locationChildLinkStore.listForLocation(store, hotel)).toEqual(demoData.childLinks);

    const hotelMenus = await menuStore.listForLocation(store, hotel);
    expect(hotelMenus.map((menu) => menu.name)).toEqual(['All day', 'Breakfast']);
    const readCategories = [];
    const readItems = [];
    for (const menu of demoData.menus) {
      readCategories.push(...(await menuCategoryStore.listForMenu(store, menu.id)));
      readItems.push(...(await menuItemStore.listForMenu(store, menu.id)));
    }
    expect(sortedIds(readCategories)).toEqual(sortedIds(demoData.categories));
    expect(sortedIds(readItems)).toEqual(sortedIds(demoData.items));
    const burger = demoData.items.find((item) => item.id === DEMO_IDS.item.nyhavnBurger);
    expect(await menuItemStore.getById(store, DEMO_IDS.item.nyhavnBurger)).toEqual({
      ...burger,
      ...seeded,
    });
    expect(first.lines.join('\n')).toMatch(/seeded/i);

    // A user changes a demo record; the next start must keep the change and write nothing.
    const contact = demoData.contacts[0];
    if (!contact) throw new Error('No demo contact');
    await locationContactStore.put(store, { ...contact, name: 'Night porter', isActive: false });
    const second = recorder(store);
    expect(await seedDemoData(second.deps)).toBe('already-seeded');
    expect(second.images.size).toBe(0);
    expect(await locationContactStore.get(store, contact.locationId, contact.id)).toEqual({
      ...contact,
      name: 'Night porter',
      isActive: false,
    });
  });

  it('never touches records a user created, and completes a seed that stopped half-way', async () => {
    const store = await freshStore();
    const hotel = demoData.locations.find((location) => location.id === DEMO_IDS.location.hotel);
    if (!hotel) throw new Error('No demo hotel');
    const userLocation = {
      ...hotel,
      id: '0d6f5a4e-3c2b-4a19-8f7e-6d5c4b3a2918',
      name: 'My own hotel',
    };
    await locationStore.create(store, userLocation);
    // An earlier run wrote part of the hotel, but died before the marker: the seed writes its own
    // fixed records again, whole.
    await locationStore.create(store, { ...hotel, description: 'Half-written' });

    const run = recorder(store);
    expect(await seedDemoData(run.deps)).toBe('seeded');
    expect(await locationStore.get(store, userLocation.id)).toEqual({
      ...userLocation,
      version: 0,
    });
    expect((await locationStore.get(store, hotel.id))?.description).toBe(hotel.description);
    expect((await locationStore.listByName(store)).map((location) => location.name)).toEqual([
      'Hotel Nyhavn',
      'Kajens Deli',
      'My own hotel',
      'Restaurant Ankeret',
    ]);
    expect(await seedDemoData(recorder(store).deps)).toBe('already-seeded');
  });
});

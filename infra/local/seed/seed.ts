import {
  locationChildLinkStore,
  locationContactStore,
  locationIngredientStore,
  locationStore,
  menuCategoryStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  seedMarkerStore,
  type Store,
} from '@inroom/functions/store';
import { demoData, pictureSeed } from './demo-data';
import { drawPicture } from './png';

/** The marker the seed writes last; bump the version to seed changed demo data into old tables. */
export const DEMO_SEED = { name: 'demo', version: 'v1' } as const;

export interface SeedDependencies {
  store: Store;
  /** Stores an image under /images/<key>. */
  putImage: (key: string, body: Buffer, contentType: string) => Promise<void>;
  log: (line: string) => void;
}

/**
 * Seeds the demo hotel once. When the marker is there, nothing is written, so whatever a user
 * changed or deleted stays that way. Otherwise every demo image and record is written under its
 * fixed id (a seed that stopped half-way simply runs again) and the marker goes in last. Records
 * with other ids, that is everything a user created, are never read or written.
 */
export async function seedDemoData(deps: SeedDependencies): Promise<'seeded' | 'already-seeded'> {
  const { store, putImage, log } = deps;
  const data = demoData;
  if (await seedMarkerStore.exists(store, DEMO_SEED.name, DEMO_SEED.version)) {
    log('Demo data already seeded');
    return 'already-seeded';
  }

  for (const image of data.images) {
    const png = drawPicture({ ...image, seed: pictureSeed(image.key) });
    await putImage(image.key, png, 'image/png');
  }

  await Promise.all([
    ...data.locations.map((location) => locationStore.put(store, location)),
    ...data.childLinks.map((link) => locationChildLinkStore.put(store, link)),
    ...data.contacts.map((contact) => locationContactStore.put(store, contact)),
    ...data.ingredients.map((ingredient) => locationIngredientStore.put(store, ingredient)),
    ...data.optionsGroups.map((group) => optionsGroupStore.put(store, group)),
    ...data.menus.map((menu) => menuStore.put(store, menu)),
    ...data.categories.map((category) => menuCategoryStore.put(store, category)),
    ...data.items.map((item) => menuItemStore.put(store, item)),
  ]);

  await seedMarkerStore.put(store, DEMO_SEED.name, DEMO_SEED.version, new Date().toISOString());
  const records =
    data.locations.length +
    data.childLinks.length +
    data.contacts.length +
    data.ingredients.length +
    data.optionsGroups.length +
    data.menus.length +
    data.categories.length +
    data.items.length;
  log(
    `Demo data seeded: ${data.locations.length} locations, ${records} records, ${data.images.length} images`,
  );
  return 'seeded';
}

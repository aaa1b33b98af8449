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
import { demoData } from './demo-data';
import { cachedPicture } from './picture-cache';
import { paintPicture } from './png';
import { encodeWebp } from './webp';

/** The marker the seed writes last; bump the version to seed changed demo data into old tables. */
export const DEMO_SEED = { name: 'demo', version: 'v2' } as const;

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

  // Each picture is stored as a browser upload would be: a WebP original and WebP copies. A copy
  // is the picture painted afresh at its size rather than scaled down: the same picture, as sharp
  // as the browser's scaled copy of an upload and cheaper to make.
  for (const image of data.images) {
    const { key, derivatives, ...picture } = image;
    const original = await cachedPicture({ ...picture, format: 'webp' }, () =>
      encodeWebp(picture.width, picture.height, paintPicture(picture)),
    );
    await putImage(key, original, 'image/webp');
    for (const copy of derivatives) {
      const sized = { ...picture, width: copy.width, height: copy.height };
      const webp = await cachedPicture({ ...sized, format: 'webp' }, () =>
        encodeWebp(sized.width, sized.height, paintPicture(sized)),
      );
      await putImage(copy.key, webp, 'image/webp');
    }
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
  const files = data.images.reduce((count, image) => count + 1 + image.derivatives.length, 0);
  log(
    `Demo data seeded: ${data.locations.length} locations, ${records} records, ${data.images.length} images (${files} files with their smaller copies)`,
  );
  return 'seeded';
}

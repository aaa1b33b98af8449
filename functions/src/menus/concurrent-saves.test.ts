import { setTimeout as sleep } from 'node:timers/promises';
import type { NameTranslation } from '@inroom/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../http/errors';
import { deleteOptionsGroup } from '../options-groups/service';
import {
  locationIngredientStore,
  menuItemStore,
  menuStore,
  optionsGroupStore,
  type Store,
} from '../store';
import { testDependencies } from '../testing/deps';
import { useTestTable } from '../testing/dynalite';
import { IDS, seedCatalog } from '../testing/fixtures';
import { addMenuLanguage, updateMenu } from './service';

// A bulk change (menu setup's drag, a new language, deleting a group) and back-office saves of the
// records it touches, all at once, with random delays (fast-check, fixed seed): whatever the
// interleaving, the bulk change goes through, every save answered is in the stored record with the
// bulk change's part beside it, a refused save is a 409, and each record's version counts exactly
// the writes that were kept.

/** The records people save here, each at most once a run. */
const SAVED = ['burger', 'fries', 'garlic', 'sauce'] as const;
type Saved = (typeof SAVED)[number];

type Bulk = 'drag' | 'language' | 'deleteSize';

/** Which records each bulk change writes, once each. */
const TOUCHED: Record<Bulk, readonly (Saved | 'size')[]> = {
  drag: ['burger', 'fries'],
  language: ['burger', 'fries', 'garlic', 'sauce', 'size'],
  deleteSize: ['burger', 'fries', 'size'],
};

/** A record as the test reads it back: its version and what a save sets. */
async function readBack(store: Store, record: Saved | 'size') {
  switch (record) {
    case 'burger':
    case 'fries': {
      const item = (await menuItemStore.getById(store, IDS[record]))!;
      return { version: item.version, value: item.price, item };
    }
    case 'garlic': {
      const garlic = (await locationIngredientStore.getById(store, IDS.garlic))!;
      return { version: garlic.version, value: garlic.translations[0]?.name, texts: garlic };
    }
    case 'sauce':
    case 'size': {
      const group = (await optionsGroupStore.getById(store, IDS[record]))!;
      return { version: group.version, value: group.translations[0]?.name, group };
    }
  }
}

/** When a save reads and how long it takes to write, in ms. */
interface Timing {
  start: number;
  pause: number;
}

/** Read, a pause, then written changed at the version read. */
async function readAndWrite<T>(
  read: () => Promise<T | undefined>,
  write: (value: T) => Promise<unknown>,
  change: (value: T) => T,
  pause: number,
) {
  const stored = await read();
  if (!stored) throw new Error('The record to save is not there');
  await sleep(pause);
  await write(change(stored));
}

/** The record with its first (English) name replaced. */
const renamed =
  <T extends { translations: readonly NameTranslation[] }>(name: string) =>
  (record: T): T => ({
    ...record,
    translations: [{ languageId: 'en', name }, ...record.translations.slice(1)],
  });

/** A back-office save of one record: read, a pause, written at the version read. */
async function save(store: Store, record: Saved, value: string, { start, pause }: Timing) {
  await sleep(start);
  switch (record) {
    case 'burger':
    case 'fries':
      return readAndWrite(
        () => menuItemStore.getById(store, IDS[record]),
        (item) => menuItemStore.update(store, item),
        (item) => ({ ...item, price: Number(value) }),
        pause,
      );
    case 'garlic':
      return readAndWrite(
        () => locationIngredientStore.getById(store, IDS.garlic),
        (garlic) => locationIngredientStore.update(store, garlic),
        renamed(value),
        pause,
      );
    case 'sauce':
      return readAndWrite(
        () => optionsGroupStore.getById(store, IDS.sauce),
        (group) => optionsGroupStore.update(store, group),
        renamed(value),
        pause,
      );
  }
}

const valueOf = (record: Saved, run: number) =>
  record === 'burger' || record === 'fries' ? String(20_000 + run) : `${record} ${run}`;

async function runBulk(store: Store, bulk: Bulk) {
  const deps = testDependencies(store);
  switch (bulk) {
    case 'drag': {
      // Both items dropped in Drinks, fries first.
      const menu = (await menuStore.getById(store, IDS.menu))!;
      await updateMenu(deps, {
        ...menu,
        menuCategories: [
          { id: IDS.food, translations: [], sortOrder: 0, subCategories: [], menuItems: [] },
          {
            id: IDS.drinks,
            translations: [],
            sortOrder: 1,
            subCategories: [],
            menuItems: [
              { id: IDS.fries, sortOrder: 0 },
              { id: IDS.burger, sortOrder: 1 },
            ],
          },
        ],
      });
      return;
    }
    case 'language':
      await addMenuLanguage(deps, IDS.menu, 'de');
      return;
    case 'deleteSize':
      await deleteOptionsGroup(deps, IDS.size);
      return;
  }
}

/** What the bulk change must have left on the record, whatever was saved around it. */
async function expectBulkPart(store: Store, bulk: Bulk) {
  const burger = (await readBack(store, 'burger')).item!;
  const fries = (await readBack(store, 'fries')).item!;
  if (bulk === 'drag') {
    expect([fries, burger].map((item) => [item.menuCategoryId, item.sortOrder])).toEqual([
      [IDS.drinks, 0],
      [IDS.drinks, 1],
    ]);
  } else if (bulk === 'language') {
    const garlic = (await readBack(store, 'garlic')).texts!;
    const groups = await Promise.all([readBack(store, 'sauce'), readBack(store, 'size')]);
    const languagesOf = [burger, fries, garlic, ...groups.map((each) => each.group!)].map(
      (record) => record.translations.map((text) => text.languageId),
    );
    for (const languages of languagesOf) expect(languages).toContain('de');
  } else {
    for (const item of [burger, fries])
      expect(item.optionsGroups.map((link) => link.optionsGroupId)).not.toContain(IDS.size);
    expect((await readBack(store, 'size')).group?.isDeleted).toBe(true);
  }
}

/** Conditional writes DynamoDB refused, counted at the client. */
function countRefusedWrites(store: Store) {
  let refused = 0;
  store.client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if ((error as { name?: string }).name === 'ConditionalCheckFailedException') refused += 1;
        throw error;
      }
    },
    { step: 'initialize', name: 'inroomRefusedWrites', override: true },
  );
  return () => refused;
}

const table = useTestTable();

describe('a bulk change with saves of its records at the same moment', () => {
  it('keeps every save answered and the bulk change, and counts each kept write in the version', async () => {
    const totals = { saved: 0, refused: 0, bulkRetries: 0 };
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Bulk>('drag', 'language', 'deleteSize'),
        fc.subarray([...SAVED], { minLength: 1 }),
        fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 30 }),
            pause: fc.integer({ min: 0, max: 30 }),
          }),
          { minLength: SAVED.length, maxLength: SAVED.length },
        ),
        fc.integer({ min: 0, max: 3 }),
        async (bulk, saved, timings, bulkPause) => {
          run += 1;
          const store = await table.freshStore();
          await seedCatalog(store);
          const refusedWrites = countRefusedWrites(store);
          const [bulkOutcome, ...saveOutcomes] = await Promise.allSettled([
            sleep(bulkPause).then(() => runBulk(store, bulk)),
            ...saved.map((record, index) =>
              save(store, record, valueOf(record, run), timings[index]!),
            ),
          ]);
          expect(bulkOutcome).toEqual({ status: 'fulfilled', value: undefined });

          const kept = new Set<Saved>();
          saveOutcomes.forEach((outcome, index) => {
            if (outcome.status === 'fulfilled') kept.add(saved[index]!);
            else expect(outcome.reason).toBeInstanceOf(ConflictError);
          });
          for (const record of SAVED) {
            const { version, value } = await readBack(store, record);
            if (kept.has(record)) expect(String(value)).toBe(valueOf(record, run));
            else expect(String(value)).not.toBe(valueOf(record, run));
            // Seeded at 0; one for the save kept, one for the bulk change's write.
            const writes = Number(kept.has(record)) + Number(TOUCHED[bulk].includes(record));
            expect({ record, version }).toEqual({ record, version: writes });
          }
          await expectBulkPart(store, bulk);

          const refusedSaves = saved.length - kept.size;
          totals.saved += kept.size;
          totals.refused += refusedSaves;
          totals.bulkRetries += refusedWrites() - refusedSaves;
        },
      ),
      { numRuns: 60 },
    );
    // The runs met every outcome: saves kept, saves refused, and bulk writes that lost a race and
    // were made again on top of a save.
    expect(totals.saved).toBeGreaterThan(0);
    expect(totals.refused).toBeGreaterThan(0);
    expect(totals.bulkRetries).toBeGreaterThan(0);
  }, 60_000);
});

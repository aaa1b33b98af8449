import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConflictError } from '../http/errors';
import { useTestTable } from '../testing/dynalite';
import {
  names,
  testCategory,
  testIngredient,
  testLocation,
  testMenu,
  testOptionsGroup,
} from '../testing/fixtures';
import { loadItemLinkables, loadLocationPartition } from './entities/location-partition';
import { loadMenuPartition } from './entities/menu-partition';
import { locationStore } from './entities/location';
import { locationContactStore } from './entities/location-contact';
import { locationIngredientStore } from './entities/location-ingredient';
import { optionsGroupStore } from './entities/options-group';
import { menuStore } from './entities/menu';
import { menuCategoryStore } from './entities/menu-category';
import { countItemsRead } from '../testing/items-read';
import { beforeRequests } from '../testing/interleave';
import { loseAnswersToDeletesOf, loseAnswersToWritesOf } from '../testing/lost-answers';
import { countStoreCalls } from './call-counter';
import { SDK_LOGGER_MIDDLEWARE, withoutKeys, type Store } from './store';

const table = useTestTable();
let store: Store;
beforeEach(async () => {
  store = await table.freshStore();
});

const LOCATION = '11111111-1111-4111-8111-111111111111';
const MENU = '22222222-2222-4222-8222-222222222222';

const location = testLocation({ id: LOCATION, name: 'Hotel Skagen' });

const menu = testMenu({
  id: MENU,
  name: 'All day',
  locationId: LOCATION,
  languages: [{ languageId: 'en', isDefault: true }],
});

const category = (sortOrder: number) =>
  testCategory({
    id: randomUUID(),
    menuId: MENU,
    sortOrder,
    translations: names(`Category ${sortOrder}`),
  });

describe('the client', () => {
  it("leaves out the SDK's logger middleware, by the name the SDK gives it", () => {
    const named = (client: { middlewareStack: { identify(): string[] } }) =>
      client.middlewareStack.identify().map((entry) => entry.split(' - ')[0]);
    // A rename in the SDK would leave the removal doing nothing: a new client still has it.
    expect(named(new DynamoDBClient({ region: 'eu-west-1' }))).toContain(SDK_LOGGER_MIDDLEWARE);
    expect(named(store.client)).not.toContain(SDK_LOGGER_MIDDLEWARE);
  });
});

describe('conditional writes', () => {
  it('update refuses a record deleted since it was read', async () => {
    await menuStore.create(store, menu);
    await menuStore.update(store, { ...menu, name: 'Renamed' });
    expect((await menuStore.getById(store, MENU))?.name).toBe('Renamed');
    await menuStore.remove(store, menu);
    await expect(menuStore.update(store, menu)).rejects.toThrow(ConflictError);
    expect(await menuStore.getById(store, MENU)).toBeUndefined();
  });

  describe('whose answer is lost, so the SDK sends them again', () => {
    const key = { PK: 'TEST#lost', SK: 'ITEM' };

    it('count as written when the stored item carries their own stamp', async () => {
      const lostAnswer = loseAnswersToWritesOf(store, key, { times: 2 });
      await store.put({ ...key, status: 2 }, { ifNotExists: true });
      await store.put({ ...key, status: 3 }, { ifMatches: { status: 2 } });
      lostAnswer.detach();
      expect([lostAnswer.lost(), lostAnswer.sent()]).toEqual([2, 4]);
      // The stamp is stored, and left out of what an entity reads.
      const stored = await store.get(key);
      expect(stored).toEqual({
        ...key,
        status: 3,
        writeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(withoutKeys(stored!)).toEqual({ status: 3 });
    });

    it('cost no read when refused at the first try, however far the record moved on', async () => {
      await store.put({ ...key, version: 5 });
      const calls = countStoreCalls(store);
      await expect(store.put({ ...key, version: 3 }, { ifVersion: 2 })).rejects.toMatchObject({
        status: 409,
      });
      calls.detach();
      expect(calls.byCommand).toEqual({ PutItemCommand: 1 });
    });

    it("stay refused when the stored item is another's, though the same", async () => {
      await store.put({ ...key, status: 2 });
      // Two racers writing the same thing: the stamps still tell who won, so exactly one acts.
      const lostAnswer = loseAnswersToWritesOf(store, key);
      const racers = await Promise.allSettled([
        store.put({ ...key, status: 3 }, { ifMatches: { status: 2 } }),
        store.put({ ...key, status: 3 }, { ifMatches: { status: 2 } }),
      ]);
      lostAnswer.detach();
      expect(lostAnswer.lost()).toBe(1);
      expect(racers.map((racer) => racer.status).sort()).toEqual(['fulfilled', 'rejected']);
      const lost = racers.find((racer) => racer.status === 'rejected');
      expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    });
  });

  describe('deletes at a version', () => {
    const key = { PK: 'TEST#delete', SK: 'ITEM' };

    it('delete a record still at the version read, and refuse one saved since', async () => {
      await store.put({ ...key, version: 2 });
      await expect(store.delete(key, { ifVersion: 1 })).rejects.toMatchObject({ status: 409 });
      expect(await store.get(key)).toMatchObject({ version: 2 });
      await store.delete(key, { ifVersion: 2 });
      expect(await store.get(key)).toBeUndefined();
    });

    it('count as made when their answer is lost and the SDK sends them again', async () => {
      await store.put({ ...key, version: 2 });
      const lostAnswer = loseAnswersToDeletesOf(store, key);
      await store.delete(key, { ifVersion: 2 });
      lostAnswer.detach();
      expect([lostAnswer.lost(), lostAnswer.sent()]).toEqual([1, 2]);
      expect(await store.get(key)).toBeUndefined();
    });
  });

  it('never writes a record that does not fit its schema', async () => {
    await expect(menuStore.put(store, { ...menu, availableFrom: '25:00' })).rejects.toThrow();
    expect(await menuStore.getById(store, MENU)).toBeUndefined();
  });
});

describe('compare-and-set and counters', () => {
  const key = { PK: 'TEST#cas', SK: 'ITEM' };

  it('writes only while the stored attributes still match, so one of two racers wins', async () => {
    await store.put({ ...key, status: 2 });
    const racers = await Promise.allSettled([
      store.put({ ...key, status: 3 }, { ifMatches: { status: 2 } }),
      store.put({ ...key, status: 6 }, { ifMatches: { status: 2 } }),
    ]);
    expect(racers.filter((racer) => racer.status === 'fulfilled')).toHaveLength(1);
    const lost = racers.find((racer) => racer.status === 'rejected');
    expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    expect([3, 6]).toContain((await store.get(key))?.['status']);
  });

  it('refuses a compare-and-set on a missing item', async () => {
    await expect(store.put({ ...key, status: 3 }, { ifMatches: { status: 2 } })).rejects.toThrow(
      ConflictError,
    );
    expect(await store.get(key)).toBeUndefined();
  });

  it('hands each of many concurrent callers a different counter value', async () => {
    const counter = { PK: 'TEST#counter', SK: 'COUNTER' };
    const values = await Promise.all(
      Array.from({ length: 20 }, () => store.increment(counter, 'value')),
    );
    expect(values.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('adds once when the answer to a counter is lost and the SDK sends it again', async () => {
    // An order number skipped before: the first try added, its answer was lost, the second added.
    const counter = { PK: 'TEST#counter', SK: 'COUNTER' };
    const lostAnswer = loseAnswersToWritesOf(store, counter);
    expect(await store.increment(counter, 'value')).toBe(1);
    lostAnswer.detach();
    expect([lostAnswer.lost(), lostAnswer.sent()]).toEqual([1, 2]);
    expect(await store.increment(counter, 'value')).toBe(2);
  });

  it('takes a new value when another caller added between its lost answer and its look', async () => {
    // Which value the lost try got cannot be told then: this caller takes the next one, unique.
    const counter = { PK: 'TEST#counter', SK: 'COUNTER' };
    const lostAnswer = loseAnswersToWritesOf(store, counter);
    let other = 0;
    const meanwhile = beforeRequests(
      store,
      ({ command }) => command === 'GetItemCommand',
      async () => (other = await store.increment(counter, 'value')),
    );
    expect(await store.increment(counter, 'value')).toBe(3);
    lostAnswer.detach();
    meanwhile.detach();
    expect(other).toBe(2);
  });

  it('reads a partition newest first when asked', async () => {
    await store.putMany(
      ['2026-01-01', '2026-03-01', '2026-02-01'].map((day) => ({ PK: 'TEST#times', SK: day })),
    );
    const newest = await store.queryPartition({ partitionKey: 'TEST#times', descending: true });
    expect(newest.map((item) => item['SK'])).toEqual(['2026-03-01', '2026-02-01', '2026-01-01']);
  });
});

describe('batch writes', () => {
  it('writes and deletes more records than one batch holds', async () => {
    const many = Array.from({ length: 60 }, (_, index) => category(index));
    await menuCategoryStore.putMany(store, many);
    expect(await menuCategoryStore.listForMenu(store, MENU)).toHaveLength(60);
    await menuCategoryStore.removeMany(store, many.slice(0, 55));
    const left = await menuCategoryStore.listForMenu(store, MENU);
    expect(left.map((entry) => entry.sortOrder)).toEqual([55, 56, 57, 58, 59]);
  });

  it('does nothing for an empty list', async () => {
    await menuCategoryStore.putMany(store, []);
    await menuCategoryStore.removeMany(store, []);
    expect(await menuCategoryStore.listForMenu(store, MENU)).toEqual([]);
  });
});

describe('batch reads', () => {
  it('reads the records of many keys, more than one batch holds, each once', async () => {
    const many = Array.from({ length: 130 }, (_, index) => category(index));
    await menuCategoryStore.putMany(store, many);
    const keys = many.map(({ id }) => ({ PK: `MENU#${MENU}`, SK: `CAT#${id}` }));
    const missing = { PK: `MENU#${MENU}`, SK: `CAT#${randomUUID()}` };
    // A key named twice is read once (DynamoDB refuses a batch that names one twice).
    const items = await store.getMany([...keys, keys[0]!, missing]);
    expect(items).toHaveLength(130);
    expect(new Set(items.map((item) => item['SK']))).toEqual(new Set(keys.map((key) => key.SK)));
  });

  it('asks again for the keys DynamoDB left unprocessed', async () => {
    const many = Array.from({ length: 4 }, (_, index) => category(index));
    await menuCategoryStore.putMany(store, many);
    const keys = many.map(({ id }) => ({ PK: `MENU#${MENU}`, SK: `CAT#${id}` }));
    // Under load DynamoDB answers part of a batch and hands the rest back: here, the first call.
    let calls = 0;
    store.client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { RequestItems?: Record<string, { Keys: unknown[] }> };
        const request = input.RequestItems?.[store.tableName];
        calls += 1;
        if (!request || calls > 1) return next(args);
        const [first, ...rest] = request.Keys;
        const result = await next({
          ...args,
          input: { RequestItems: { [store.tableName]: { ...request, Keys: [first] } } },
        });
        const output = result.output as { UnprocessedKeys?: unknown };
        output.UnprocessedKeys = { [store.tableName]: { Keys: rest } };
        return result;
      },
      { step: 'initialize', name: 'unprocessedOnce' },
    );
    const items = await store.getMany(keys);
    store.client.middlewareStack.remove('unprocessedOnce');
    expect(calls).toBe(2);
    expect(new Set(items.map((item) => item['SK']))).toEqual(new Set(keys.map((key) => key.SK)));
  });

  it('gives up on keys DynamoDB keeps unprocessed after nine tries, without a last wait', async () => {
    const keys = [{ PK: `MENU#${MENU}`, SK: `CAT#${randomUUID()}` }];
    let calls = 0;
    // Every call hands every key back, as a table throttled for good would.
    store.client.middlewareStack.add(
      () => async (args) => {
        calls += 1;
        const input = args.input as { RequestItems: Record<string, unknown> };
        return { response: {}, output: { UnprocessedKeys: input.RequestItems } as never };
      },
      { step: 'initialize', name: 'alwaysUnprocessed' },
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      const started = Date.now();
      const reading = store.getMany(keys);
      const refused = expect(reading).rejects.toThrow(
        'DynamoDB kept keys of a batch read unprocessed',
      );
      await vi.runAllTimersAsync();
      await refused;
      expect(calls).toBe(9);
      // The waits between the nine tries (100 ms doubling to 12.8 s), and not the tenth of 25.6 s.
      expect(Date.now() - started).toBe(25_500);
    } finally {
      vi.useRealTimers();
      store.client.middlewareStack.remove('alwaysUnprocessed');
    }
  });

  it('makes no call for no keys', async () => {
    const calls = countStoreCalls(store);
    expect(await store.getMany([])).toEqual([]);
    expect(calls.total()).toBe(0);
    calls.detach();
  });

  it('reads a range of a partition by its first and last sort keys', async () => {
    for (const sk of ['A', 'B', 'C', 'D']) await store.put({ PK: 'TEST#range', SK: sk });
    const range = async (options: { sortKeyFrom?: string; sortKeyAtMost?: string }) =>
      (await store.queryPartition({ partitionKey: 'TEST#range', ...options })).map(
        (item) => item['SK'],
      );
    expect(await range({ sortKeyFrom: 'B', sortKeyAtMost: 'C' })).toEqual(['B', 'C']);
    expect(await range({ sortKeyFrom: 'C' })).toEqual(['C', 'D']);
    expect(await range({ sortKeyAtMost: 'A' })).toEqual(['A']);
    await expect(
      store.queryPartition({ partitionKey: 'TEST#range', sortKeyPrefix: 'A', sortKeyFrom: 'A' }),
    ).rejects.toThrow('prefix or bounds');
  });
});

/** The location's front desk, a contact. */
const addDesk = () =>
  locationContactStore.create(store, {
    id: randomUUID(),
    locationId: LOCATION,
    name: 'Desk',
    countryCode: '45',
    phoneNumber: '20112233',
    isActive: true,
  });

describe('partitions', () => {
  it('reads a location and all it holds in one query', async () => {
    await locationStore.create(store, location);
    await menuStore.create(store, { ...menu, sortOrder: 1 });
    await menuStore.create(store, { ...menu, id: randomUUID(), sortOrder: 0, name: 'Breakfast' });
    await addDesk();
    const partition = await loadLocationPartition(store, LOCATION);
    expect(partition?.location).toEqual({ ...location, version: 0 });
    expect(partition?.menus.map((entry) => entry.name)).toEqual(['Breakfast', 'All day']);
    expect(partition?.contacts.map((entry) => entry.name)).toEqual(['Desk']);
    expect(partition).toMatchObject({ childLinks: [], ingredients: [], optionsGroups: [] });
    expect(await loadLocationPartition(store, MENU)).toBeUndefined();
  });

  it('reads what an item may link: the location, its ingredients and the groups asked for', async () => {
    const ingredient = testIngredient({ id: randomUUID(), locationId: LOCATION });
    const [asked, other] = [randomUUID(), randomUUID()].map((id) =>
      testOptionsGroup({ id, locationId: LOCATION, isReusable: false }),
    );
    await locationStore.create(store, location);
    await locationIngredientStore.create(store, ingredient);
    await optionsGroupStore.putMany(store, [asked!, other!]);
    await menuStore.create(store, menu);
    await addDesk();
    const read = countItemsRead(store);
    const linkables = await loadItemLinkables(store, LOCATION, [asked!.id, randomUUID()]);
    expect(linkables).toEqual({
      location: { ...location, version: 0 },
      ingredients: [{ ...ingredient, version: 0 }],
      // Written in bulk, as a save writes an item's groups: one version on.
      optionsGroups: [{ ...asked, version: 1 }],
    });
    // The location, the ingredient and the group: not the menu, the contact or the other group.
    expect(read.total()).toBe(3);
    read.detach();
    expect(await loadItemLinkables(store, MENU, [])).toBeUndefined();
  });

  it("reads a menu's categories and items in one query, in sortOrder", async () => {
    await menuCategoryStore.putMany(store, [category(2), category(0), category(1)]);
    const partition = await loadMenuPartition(store, MENU);
    expect(partition.categories.map((entry) => entry.sortOrder)).toEqual([0, 1, 2]);
    expect(partition.items).toEqual([]);
  });
});

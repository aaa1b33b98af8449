import { RECORD_CHANGED_MESSAGE, type Menu } from '@inroom/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConflictError } from '../http/errors';
import { useTestTable } from '../testing/dynalite';
import { idSeries, names, testIngredient, testMenu } from '../testing/fixtures';
import { beforeWritesOf } from '../testing/interleave';
import { failNextWriteOf, loseAnswersToWritesOf } from '../testing/lost-answers';
import { countStoreCalls } from './call-counter';
import { locationIngredientStore } from './entities/location-ingredient';
import { menuStore } from './entities/menu';
import { WriteOutcomeUnknownError, type Store } from './store';
import { versionToSave } from './versions';

const LOCATION = '11111111-1111-4111-8111-111111111111';
const uuid = idSeries('bbbbbbbb');

// A real DynamoDB API (dynalite), so the conditions are DynamoDB's own.
const table = useTestTable();
let store: Store;
beforeEach(async () => {
  store = await table.freshStore();
});

const breakfast = () =>
  testMenu({ id: uuid(1), locationId: LOCATION, name: 'Breakfast', sortOrder: 0 });

describe('versioned records', () => {
  it('start at 0 and move one version on with each update', async () => {
    const created = await menuStore.create(store, { ...breakfast(), version: 7 });
    expect(created.version).toBe(0);
    const renamed = await menuStore.update(store, { ...created, name: 'Brunch' });
    expect(renamed.version).toBe(1);
    expect(await menuStore.getById(store, created.id)).toEqual(renamed);
  });

  it('refuse the second of two updates read at the same version, keeping the first', async () => {
    const read = await menuStore.create(store, breakfast());
    await menuStore.update(store, { ...read, name: 'Brunch' });
    const late = menuStore.update(store, { ...read, isActive: false });
    await expect(late).rejects.toBeInstanceOf(ConflictError);
    await expect(late).rejects.toMatchObject({ status: 409, message: RECORD_CHANGED_MESSAGE });
    expect(await menuStore.getById(store, read.id)).toMatchObject({
      name: 'Brunch',
      isActive: true,
      version: 1,
    });
  });

  it('count a record stored before versions existed as version 0', async () => {
    // Written below the entity, as a release before versions wrote it.
    await store.put(menuStore.toItem(breakfast()));
    const stored = await menuStore.getById(store, uuid(1));
    expect(stored?.version).toBeUndefined();
    expect((await menuStore.update(store, { ...stored!, name: 'Brunch' })).version).toBe(1);
    await expect(menuStore.update(store, { ...stored!, name: 'Lunch' })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('refuse an update of a record deleted meanwhile', async () => {
    const read = await menuStore.create(store, breakfast());
    await menuStore.remove(store, read);
    await expect(menuStore.update(store, read)).rejects.toMatchObject({ status: 409 });
    expect(await menuStore.getById(store, read.id)).toBeUndefined();
  });

  it('count a save whose answer was lost as saved, once, when the SDK sends it again', async () => {
    const read = await menuStore.create(store, breakfast());
    const lostAnswer = loseAnswersToWritesOf(store, menuStore.toItem(read));
    const renamed = await menuStore.update(store, { ...read, name: 'Brunch' });
    lostAnswer.detach();
    expect([lostAnswer.lost(), lostAnswer.sent()]).toEqual([1, 2]);
    expect(renamed.version).toBe(1);
    expect(await menuStore.getById(store, read.id)).toEqual(renamed);
  });

  it('count a new record whose answer was lost as created', async () => {
    const lostAnswer = loseAnswersToWritesOf(store, menuStore.toItem(breakfast()));
    const created = await menuStore.create(store, breakfast());
    lostAnswer.detach();
    expect(lostAnswer.lost()).toBe(1);
    expect(await menuStore.getById(store, created.id)).toEqual(created);
  });

  it('move on when written in bulk, so a form read before cannot save over the bulk write', async () => {
    const garlic = await locationIngredientStore.create(
      store,
      testIngredient({ id: uuid(2), locationId: LOCATION }),
    );
    const [copied] = await locationIngredientStore.putMany(store, [
      { ...garlic, translations: names('Garlic', 'Hvidløg') },
    ]);
    expect(copied?.version).toBe(1);
    expect(await locationIngredientStore.getById(store, garlic.id)).toEqual(copied);
    await expect(
      locationIngredientStore.update(store, { ...garlic, translations: names('Onion') }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe('an update the SDK gave up on (DynamoDB unreachable)', () => {
  const failing = (
    read: Menu,
    when: Parameters<typeof failNextWriteOf>[2],
    meanwhile?: () => Promise<unknown>,
  ) => failNextWriteOf(store, menuStore.toItem(read), when, meanwhile);
  /** Someone's save of the menu, from what is stored. */
  const someoneSaves = (id: string) => async () => {
    const stored = (await menuStore.getById(store, id))!;
    await menuStore.update(store, { ...stored, isActive: false });
  };

  it('counts as saved when the table holds the write', async () => {
    const read = await menuStore.create(store, breakfast());
    const fault = failing(read, 'after it is written');
    const renamed = await menuStore.update(store, { ...read, name: 'Brunch' });
    fault.detach();
    expect(fault.lost()).toBe(1);
    expect(await menuStore.getById(store, read.id)).toEqual(renamed);
  });

  it('fails as it did when surely not written: at the version read, or the next by another save', async () => {
    const read = await menuStore.create(store, breakfast());
    const first = failing(read, 'before it is written');
    await expect(menuStore.update(store, { ...read, name: 'Brunch' })).rejects.toThrow(
      'DynamoDB could not be reached',
    );
    first.detach();
    const second = failing(read, 'before it is written', someoneSaves(read.id));
    await expect(menuStore.update(store, { ...read, name: 'Brunch' })).rejects.toThrow(
      'DynamoDB could not be reached',
    );
    second.detach();
    expect(await menuStore.getById(store, read.id)).toMatchObject({
      name: 'Breakfast',
      version: 1,
    });
  });

  it('is a WriteOutcomeUnknownError when a later save stands on it', async () => {
    const read = await menuStore.create(store, breakfast());
    const fault = failing(read, 'after it is written', someoneSaves(read.id));
    await expect(menuStore.update(store, { ...read, name: 'Brunch' })).rejects.toBeInstanceOf(
      WriteOutcomeUnknownError,
    );
    fault.detach();
    expect(await menuStore.getById(store, read.id)).toMatchObject({
      name: 'Brunch',
      isActive: false,
      version: 2,
    });
  });
});

describe('updateEach: a bulk change of versioned records', () => {
  const renamed = (name: string) => (menu: Menu) =>
    menu.name === name ? undefined : { ...menu, name };

  it('writes each record at the version it was read at, and nothing for a record left alone', async () => {
    const breakfastMenu = await menuStore.create(store, breakfast());
    const dinner = await menuStore.create(
      store,
      testMenu({ id: uuid(3), locationId: LOCATION, name: 'Brunch', sortOrder: 1 }),
    );
    const calls = countStoreCalls(store);
    const written = await menuStore.updateEach(store, [breakfastMenu, dinner], renamed('Brunch'));
    calls.detach();
    expect(calls.byCommand).toEqual({ PutItemCommand: 1 });
    expect(written).toEqual([{ ...breakfastMenu, name: 'Brunch', version: 1 }, dinner]);
  });

  it('applies the change on top of a save made since the read, keeping both', async () => {
    const read = await menuStore.create(store, breakfast());
    await menuStore.update(store, { ...read, isActive: false });
    const [written] = await menuStore.updateEach(store, [read], renamed('Brunch'));
    expect(written).toMatchObject({ name: 'Brunch', isActive: false, version: 2 });
    expect(await menuStore.getById(store, read.id)).toEqual(written);
  });

  it('leaves out a record deleted since the read', async () => {
    const read = await menuStore.create(store, breakfast());
    await menuStore.remove(store, read);
    expect(await menuStore.updateEach(store, [read], renamed('Brunch'))).toEqual([]);
    expect(await menuStore.getById(store, read.id)).toBeUndefined();
  });

  it('gives up with a 409 when someone saves the record before each of its tries', async () => {
    const read = await menuStore.create(store, breakfast());
    let saves = 0;
    const someone = beforeWritesOf(
      store,
      menuStore.toItem(read),
      async () => {
        const stored = (await menuStore.getById(store, read.id))!;
        await menuStore.update(store, { ...stored, sortOrder: (saves += 1) });
      },
      5,
    );
    const change = menuStore.updateEach(store, [read], renamed('Brunch'));
    await expect(change).rejects.toMatchObject({ status: 409, message: RECORD_CHANGED_MESSAGE });
    someone.detach();
    expect(someone.ran()).toBe(true);
    expect(await menuStore.getById(store, read.id)).toMatchObject({
      name: 'Breakfast',
      sortOrder: 5,
      version: 5,
    });
  });
});

describe('versionToSave', () => {
  it('is the stored version when the client sent none or the stored one, and a 409 otherwise', () => {
    expect(versionToSave({ version: 3 }, undefined)).toBe(3);
    expect(versionToSave({ version: 3 }, 3)).toBe(3);
    expect(versionToSave({}, 0)).toBe(0);
    expect(() => versionToSave({ version: 3 }, 2)).toThrow(ConflictError);
    expect(() => versionToSave({}, 1)).toThrow(RECORD_CHANGED_MESSAGE);
  });
});

import { EMPTY_GUID } from '@inroom/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dependencies } from '../dependencies';
import { IDS, ingredient, seedCatalog, testDependencies } from '../menu-items/catalog.fixture';
import { locationIngredientStore } from '../store';
import { startTestTable, type TestTable } from '../testing/dynalite';
import { createIngredient, updateIngredient } from './service';

let table: TestTable;
let deps: Dependencies;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(async () => {
  await table?.stop();
});
beforeEach(async () => {
  const store = await table.freshStore();
  await seedCatalog(store);
  deps = testDependencies(store);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const onion = [
  { languageId: 'en', name: 'Onion' },
  { languageId: 'da', name: 'Løg' },
];

describe('createIngredient', () => {
  it('creates an ingredient of the location with a new id and returns it', async () => {
    const created = await createIngredient(deps, {
      id: EMPTY_GUID,
      locationId: IDS.hotel,
      translations: onion,
    });
    expect(created).toEqual({
      id: expect.stringMatching(UUID),
      locationId: IDS.hotel,
      translations: onion,
    });
    expect(await locationIngredientStore.get(deps.store, IDS.hotel, created.id)).toEqual(created);
    expect(await locationIngredientStore.getById(deps.store, created.id)).toEqual(created);
  });

  it('is 400 for a saved id and 404 for an unknown location', async () => {
    await expect(
      createIngredient(deps, { id: IDS.garlic, locationId: IDS.hotel, translations: onion }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { id: 'A new ingredient must have the empty id' },
    });
    await expect(
      createIngredient(deps, { id: EMPTY_GUID, locationId: IDS.missing, translations: onion }),
    ).rejects.toMatchObject({ status: 404, message: 'Location not found' });
  });
});

describe('updateIngredient', () => {
  it('renames the ingredient and returns it', async () => {
    const updated = await updateIngredient(deps, {
      id: IDS.garlic,
      locationId: IDS.hotel,
      translations: onion,
    });
    expect(updated).toEqual({ id: IDS.garlic, locationId: IDS.hotel, translations: onion });
    expect(await locationIngredientStore.get(deps.store, IDS.hotel, IDS.garlic)).toEqual(updated);
  });

  it('is 400 for a move to another location and leaves the ingredient as it was', async () => {
    await expect(
      updateIngredient(deps, { id: IDS.garlic, locationId: IDS.otherHotel, translations: onion }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { locationId: 'An ingredient cannot move to another location' },
    });
    expect(await locationIngredientStore.get(deps.store, IDS.hotel, IDS.garlic)).toEqual(
      ingredient(IDS.garlic),
    );
  });

  it('is 404 for an unknown ingredient and 400 for an unsaved one', async () => {
    await expect(
      updateIngredient(deps, { id: IDS.missing, locationId: IDS.hotel, translations: onion }),
    ).rejects.toMatchObject({ status: 404, message: 'Ingredient not found' });
    await expect(
      updateIngredient(deps, { id: EMPTY_GUID, locationId: IDS.hotel, translations: onion }),
    ).rejects.toMatchObject({ status: 400, fields: { id: 'Save the record first' } });
  });
});

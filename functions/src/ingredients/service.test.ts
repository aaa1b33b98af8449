import { EMPTY_GUID } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { locationIngredientStore } from '../store';
import { useTestDependencies } from '../testing/deps';
import { IDS, seedCatalog, testIngredient, UUID_PATTERN } from '../testing/fixtures';
import { createIngredient, updateIngredient } from './service';

const deps = useTestDependencies(seedCatalog);

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
      id: expect.stringMatching(UUID_PATTERN),
      locationId: IDS.hotel,
      translations: onion,
      version: 0,
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
    // The fixture was stored before versions (at 0): its first save makes it 1.
    expect(updated).toEqual({
      id: IDS.garlic,
      locationId: IDS.hotel,
      translations: onion,
      version: 1,
    });
    expect(await locationIngredientStore.get(deps.store, IDS.hotel, IDS.garlic)).toEqual(updated);
  });

  it('is 400 for a move to another location and leaves the ingredient as it was', async () => {
    await expect(
      updateIngredient(deps, { id: IDS.garlic, locationId: IDS.otherHotel, translations: onion }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { locationId: 'An ingredient cannot move to another location' },
    });
    expect(await locationIngredientStore.get(deps.store, IDS.hotel, IDS.garlic)).toEqual({
      ...testIngredient(),
      version: 0,
    });
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

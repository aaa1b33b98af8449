import { EMPTY_GUID, type LocationIngredient, type MenuItemView } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { adminClient, notFound, UNKNOWN_ID, useTestStack, UUID_PATTERN } from '../support/api';

// Location ingredients over HTTP (spec §3, §7): create and update return the ingredient.

const { location: L, menu: M, category: K } = DEMO_IDS;

const stack = useTestStack();
const { call } = adminClient(stack);

const createIngredient = (body: unknown) =>
  call<LocationIngredient>('POST', '/api/locationingredient/create', body);
const updateIngredient = (body: unknown) =>
  call<LocationIngredient>('POST', '/api/locationingredient/update', body);

const dill = [
  { languageId: 'en', name: 'Dill' },
  { languageId: 'da', name: 'Dild' },
];

describe('POST /api/locationingredient/create', () => {
  it('creates an ingredient of the location with a new id and returns it', async () => {
    const { status, body } = await createIngredient({
      id: EMPTY_GUID,
      locationId: L.hotel,
      translations: dill,
    });
    expect(status).toBe(200);
    expect(body.id).toMatch(UUID_PATTERN);
    expect(body).toEqual({ id: body.id, locationId: L.hotel, translations: dill, version: 0 });

    // Items of the location's menus can list it at once.
    const item = await call<MenuItemView>('POST', '/api/menuitem/create', {
      id: EMPTY_GUID,
      menuId: M.hotelAllDay,
      menuCategoryId: K.smallPlates,
      price: 5000,
      image: '',
      translations: [{ languageId: 'en', name: 'Dill potatoes', description: '' }],
      ingredients: [{ locationIngredientId: body.id, sortOrder: 0 }],
      optionsGroups: [],
    });
    expect(item.status).toBe(200);
    expect(item.body.ingredients).toEqual([
      { locationIngredientId: body.id, sortOrder: 0, locationIngredient: body },
    ]);
  });

  it('is 400 with a message per missing or malformed field', async () => {
    expect(await createIngredient({})).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          fields: {
            id: 'Expected an id (a UUID)',
            locationId: 'Expected an id (a UUID)',
          },
        },
      },
    });
    expect(
      await createIngredient({
        id: EMPTY_GUID,
        locationId: L.hotel,
        translations: [{ languageId: 'en', name: '  ' }],
      }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { 'translations.0.name': 'Ingredient name is required' } } },
    });
    expect(
      await createIngredient({ id: EMPTY_GUID, locationId: L.hotel, translations: [] }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { translations: 'Ingredient name is required' } } },
    });
    expect(
      await createIngredient({ id: EMPTY_GUID, locationId: EMPTY_GUID, translations: dill }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { locationId: 'Save the record first' } } },
    });
  });

  it('is 400 at fields.id for a saved id and 404 for an unknown location', async () => {
    expect(
      await createIngredient({
        id: DEMO_IDS.ingredient.butter,
        locationId: L.hotel,
        translations: dill,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { id: 'A new ingredient must have the empty id' } } },
    });
    expect(
      await createIngredient({ id: EMPTY_GUID, locationId: UNKNOWN_ID, translations: dill }),
    ).toEqual(notFound('Location not found'));
  });
});

describe('POST /api/locationingredient/update', () => {
  it('renames the ingredient and returns it', async () => {
    const created = (
      await createIngredient({ id: EMPTY_GUID, locationId: L.hotel, translations: dill })
    ).body;
    const renamed = [
      { languageId: 'en', name: 'Fresh dill' },
      { languageId: 'da', name: 'Frisk dild' },
    ];
    expect(await updateIngredient({ ...created, translations: renamed })).toEqual({
      status: 200,
      body: { id: created.id, locationId: L.hotel, translations: renamed, version: 1 },
    });
  });

  it('is 400 for a move to another location', async () => {
    const created = (
      await createIngredient({ id: EMPTY_GUID, locationId: L.hotel, translations: dill })
    ).body;
    expect(await updateIngredient({ ...created, locationId: L.deli })).toEqual({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Invalid body: locationId: An ingredient cannot move to another location',
          fields: { locationId: 'An ingredient cannot move to another location' },
        },
      },
    });
  });

  it('is 404 for an unknown ingredient', async () => {
    expect(
      await updateIngredient({ id: UNKNOWN_ID, locationId: L.hotel, translations: dill }),
    ).toEqual(notFound('Ingredient not found'));
  });
});

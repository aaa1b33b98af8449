import { EMPTY_GUID, type MenuItemView, type OptionsGroupView } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import {
  adminClient,
  notFound,
  OPTIONS_GROUP_VIEW_FIELDS,
  UNKNOWN_ID,
  useTestStack,
  UUID_PATTERN,
} from '../support/api';
import { groupInputOf } from '../support/menus';

// Options groups over HTTP (spec §3, §4, §5, §7): reusable groups are created and changed on their
// own; deleting one marks it deleted and takes it off every item. Each test creates what it changes.

const { location: L, menu: M, category: K, optionsGroup: G } = DEMO_IDS;

const stack = useTestStack();
const { call } = adminClient(stack);

const createGroup = (body: unknown) =>
  call<OptionsGroupView>('POST', '/api/optionsgroup/create', body);
const updateGroup = (body: unknown) =>
  call<OptionsGroupView>('POST', '/api/optionsgroup/update', body);
const deleteGroup = (id: string) => call('DELETE', `/api/optionsgroup/delete/${id}`);
const getItem = (id: string) => call<MenuItemView>('GET', `/api/menuitem/get/${id}`);

/** A reusable Sides group of the hotel, as the options group form sends it. */
const sides = (changes: Record<string, unknown> = {}) => ({
  id: EMPTY_GUID,
  locationId: L.hotel,
  type: 2,
  quantity: 2,
  isReusable: true,
  translations: [
    { languageId: 'en', name: 'Sides' },
    { languageId: 'da', name: 'Tilbehør' },
  ],
  options: [
    {
      id: EMPTY_GUID,
      sortOrder: 0,
      priceDifference: 2500,
      translations: [
        { languageId: 'en', name: 'Fries' },
        { languageId: 'da', name: 'Pommes frites' },
      ],
    },
    {
      id: EMPTY_GUID,
      sortOrder: 1,
      priceDifference: -500,
      translations: [{ languageId: 'en', name: 'No side' }],
    },
  ],
  ...changes,
});

/** A new item of the All day menu's mains linking the given groups. */
async function itemWith(...groupIds: string[]): Promise<MenuItemView> {
  const { status, body } = await call<MenuItemView>('POST', '/api/menuitem/create', {
    id: EMPTY_GUID,
    menuId: M.hotelAllDay,
    menuCategoryId: K.mains,
    price: 15000,
    image: '',
    translations: [{ languageId: 'en', name: 'Steak', description: '' }],
    ingredients: [],
    optionsGroups: groupIds.map((optionsGroupId, sortOrder) => ({ optionsGroupId, sortOrder })),
  });
  expect(status).toBe(200);
  return body;
}

describe('POST /api/optionsgroup/create', () => {
  it('creates a reusable group with new ids and returns it with its typeString (spec §3)', async () => {
    const { status, body } = await createGroup(sides());
    expect(status).toBe(200);
    expect(body.id).toMatch(UUID_PATTERN);
    expect(Object.keys(body).sort()).toEqual(OPTIONS_GROUP_VIEW_FIELDS);
    const [fries, none] = body.options;
    expect(fries?.id).toMatch(UUID_PATTERN);
    expect(none?.id).toMatch(UUID_PATTERN);
    expect(fries?.id).not.toBe(none?.id);
    expect(body).toEqual({
      id: body.id,
      locationId: L.hotel,
      type: 2,
      typeString: 'Optional',
      quantity: 2,
      isReusable: true,
      isDeleted: false,
      translations: [
        { languageId: 'en', name: 'Sides' },
        { languageId: 'da', name: 'Tilbehør' },
      ],
      options: [
        {
          id: fries?.id,
          sortOrder: 0,
          priceDifference: 2500,
          translations: [
            { languageId: 'en', name: 'Fries' },
            { languageId: 'da', name: 'Pommes frites' },
          ],
        },
        {
          id: none?.id,
          sortOrder: 1,
          priceDifference: -500,
          translations: [{ languageId: 'en', name: 'No side' }],
        },
      ],
      version: 0,
    });
    // An item can link it by id at once.
    const item = await itemWith(body.id);
    expect(item.optionsGroups).toEqual([
      { optionsGroupId: body.id, sortOrder: 0, optionsGroup: body },
    ]);
  });

  it('is 400 for a group for one item alone', async () => {
    expect(await createGroup(sides({ isReusable: false }))).toEqual({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Invalid body: isReusable: A group for one item is saved with its item',
          fields: { isReusable: 'A group for one item is saved with its item' },
        },
      },
    });
  });

  it('is 400 at fields.id for a saved id', async () => {
    expect(await createGroup(sides({ id: G.burgerExtras }))).toMatchObject({
      status: 400,
      body: { error: { fields: { id: 'A new options group must have the empty id' } } },
    });
  });

  it('is 400 with a message per missing field', async () => {
    const { status, body } = await createGroup({});
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        code: 'bad_request',
        fields: {
          id: 'Expected an id (a UUID)',
          locationId: 'Expected an id (a UUID)',
          type: 'Select a type',
          quantity: 'Quantity must be a number',
        },
      },
    });
  });

  it.each([
    [
      'a blank name',
      { translations: [{ languageId: 'en', name: ' ' }] },
      { 'translations.0.name': 'Name is required' },
    ],
    [
      "a blank option's name",
      {
        options: [
          {
            id: EMPTY_GUID,
            sortOrder: 0,
            priceDifference: 0,
            translations: [{ languageId: 'en', name: '' }],
          },
        ],
      },
      { 'options.0.translations.0.name': 'Option name is required' },
    ],
    [
      'a price difference in kroner',
      {
        options: [
          {
            id: EMPTY_GUID,
            sortOrder: 0,
            priceDifference: 2.5,
            translations: [{ languageId: 'en', name: 'Fries' }],
          },
        ],
      },
      { 'options.0.priceDifference': 'Price difference must be in minor units (a whole number)' },
    ],
    ['no options', { options: [] }, { options: 'Add at least one option' }],
    ['type 4', { type: 4 }, { type: 'Select a type' }],
    ['a fractional quantity', { quantity: 1.5 }, { quantity: 'Quantity must be a whole number' }],
    [
      'a required group that cannot be satisfied',
      { type: 1, quantity: 3 },
      { quantity: 'Quantity cannot be more than the number of options' },
    ],
  ])('is 400 for %s', async (_case, change, fields) => {
    const { status, body } = await createGroup(sides(change));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'bad_request', fields } });
  });

  it('is 404 for an unknown location', async () => {
    expect(await createGroup(sides({ locationId: UNKNOWN_ID }))).toEqual(
      notFound('Location not found'),
    );
  });
});

describe('POST /api/optionsgroup/update', () => {
  it('saves the group, keeping saved option ids and giving new options ids', async () => {
    const created = (await createGroup(sides())).body;
    const [fries, none] = created.options;
    const { status, body } = await updateGroup({
      ...groupInputOf(created),
      type: 1,
      quantity: 1,
      translations: [{ languageId: 'en', name: 'Choose a side' }],
      options: [
        { ...none, sortOrder: 0 },
        { ...fries, sortOrder: 1, priceDifference: 2000 },
        {
          id: EMPTY_GUID,
          sortOrder: 2,
          priceDifference: 3000,
          translations: [{ languageId: 'en', name: 'Salad' }],
        },
      ],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.id,
      locationId: L.hotel,
      type: 1,
      typeString: 'Required',
      quantity: 1,
      isReusable: true,
      isDeleted: false,
      translations: [{ languageId: 'en', name: 'Choose a side' }],
    });
    expect(body.options.map((option) => [option.id, option.priceDifference])).toEqual([
      [none?.id, -500],
      [fries?.id, 2000],
      [expect.stringMatching(UUID_PATTERN), 3000],
    ]);
    const item = await itemWith(created.id);
    expect(item.optionsGroups[0]?.optionsGroup).toEqual(body);
  });

  it('is 400 for a move to another location, a change to a group for one item or an unknown option', async () => {
    const created = (await createGroup(sides())).body;
    const { status, body } = await updateGroup({
      ...groupInputOf(created),
      locationId: L.deli,
      isReusable: false,
      options: [{ ...created.options[0], id: DEMO_IDS.option.bacon }],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        fields: {
          locationId: 'A group cannot move to another location',
          isReusable: 'A group for one item is saved with its item',
          'options.0.id': 'Unknown option',
        },
      },
    });
  });

  it('is 400 for a group of one item, which is saved with its item', async () => {
    const { status, body } = await updateGroup({
      id: G.smorrebrodToppings,
      locationId: L.hotel,
      type: 1,
      quantity: 2,
      isReusable: true,
      translations: [{ languageId: 'en', name: 'Toppings' }],
      options: [
        {
          id: DEMO_IDS.option.herring,
          sortOrder: 0,
          priceDifference: 0,
          translations: [{ languageId: 'en', name: 'Herring' }],
        },
        {
          id: DEMO_IDS.option.salmon,
          sortOrder: 1,
          priceDifference: 0,
          translations: [{ languageId: 'en', name: 'Salmon' }],
        },
      ],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { fields: { isReusable: 'A group for one item is saved with its item' } },
    });
  });

  it('is 404 for an unknown group', async () => {
    expect(await updateGroup(sides({ id: UNKNOWN_ID }))).toEqual(
      notFound('Options group not found'),
    );
  });
});

describe('DELETE /api/optionsgroup/delete/{id}', () => {
  it('marks the group deleted and removes it from every item that linked it', async () => {
    const group = (await createGroup(sides())).body;
    const other = (
      await createGroup(sides({ translations: [{ languageId: 'en', name: 'Sauces' }] }))
    ).body;
    const first = await itemWith(group.id, other.id);
    const second = await itemWith(other.id, group.id);

    expect(await deleteGroup(group.id)).toEqual({ status: 200, body: { id: group.id } });

    const firstAfter = (await getItem(first.id)).body;
    expect(firstAfter.optionsGroups.map((link) => [link.optionsGroupId, link.sortOrder])).toEqual([
      [other.id, 1],
    ]);
    const secondAfter = (await getItem(second.id)).body;
    expect(secondAfter.optionsGroups.map((link) => link.optionsGroupId)).toEqual([other.id]);
    // Unlinked in bulk: each item moves one version on.
    expect({ ...firstAfter, optionsGroups: [] }).toEqual({
      ...first,
      optionsGroups: [],
      version: first.version! + 1,
    });

    // Gone: not updatable, not deletable again, not linkable.
    expect(await updateGroup(groupInputOf(group))).toMatchObject({ status: 404 });
    expect(await deleteGroup(group.id)).toEqual(notFound('Options group not found'));
    const relink = await call('POST', '/api/menuitem/update', {
      id: first.id,
      menuId: first.menuId,
      menuCategoryId: first.menuCategoryId,
      price: first.price,
      image: first.image,
      translations: first.translations,
      ingredients: [],
      optionsGroups: [{ optionsGroupId: group.id, sortOrder: 0 }],
    });
    expect(relink).toMatchObject({
      status: 400,
      body: { error: { fields: { 'optionsGroups.0.optionsGroupId': 'Unknown options group' } } },
    });
  });

  it('is 404 for an unknown group and for a malformed id', async () => {
    expect(await deleteGroup(UNKNOWN_ID)).toEqual(notFound('Options group not found'));
    expect(await deleteGroup('sides')).toEqual(notFound('Options group not found'));
  });
});

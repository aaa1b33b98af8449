import { EMPTY_GUID } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { getMenuItem } from '../menu-items/service';
import { menuItemStore, optionsGroupStore } from '../store';
import { useTestDependencies } from '../testing/deps';
import { withSavesMeanwhile } from '../testing/interleave';
import {
  burger,
  IDS,
  sauce,
  seedCatalog,
  testOptionsGroup,
  UUID_PATTERN,
} from '../testing/fixtures';
import {
  createOptionsGroup,
  deleteOptionsGroup,
  updateOptionsGroup,
  type OptionsGroupInput,
} from './service';

const deps = useTestDependencies(seedCatalog);

const size = testOptionsGroup();

/** A reusable Extras group as the options group form sends it. */
const extras = (changes: Partial<OptionsGroupInput> = {}): OptionsGroupInput => ({
  id: EMPTY_GUID,
  locationId: IDS.hotel,
  type: 2,
  quantity: 2,
  isReusable: true,
  translations: [
    { languageId: 'en', name: 'Extras' },
    { languageId: 'da', name: 'Tilkøb' },
  ],
  options: [
    {
      id: EMPTY_GUID,
      sortOrder: 1,
      priceDifference: 1000,
      translations: [{ languageId: 'en', name: 'Egg' }],
    },
    {
      id: EMPTY_GUID,
      sortOrder: 0,
      priceDifference: 1500,
      translations: [{ languageId: 'en', name: 'Bacon' }],
    },
  ],
  ...changes,
});

const sizeInput = (changes: Partial<OptionsGroupInput> = {}): OptionsGroupInput => ({
  id: size.id,
  locationId: size.locationId,
  type: 1,
  quantity: size.quantity,
  isReusable: true,
  translations: size.translations,
  options: size.options,
  ...changes,
});

describe('createOptionsGroup', () => {
  it('creates a reusable group with new ids, as the back office sees it', async () => {
    const view = await createOptionsGroup(deps, extras());
    expect(view.id).toMatch(UUID_PATTERN);
    const [bacon, egg] = view.options;
    expect(bacon?.id).toMatch(UUID_PATTERN);
    expect(egg?.id).toMatch(UUID_PATTERN);
    expect(view).toEqual({
      id: view.id,
      locationId: IDS.hotel,
      type: 2,
      typeString: 'Optional',
      quantity: 2,
      isReusable: true,
      isDeleted: false,
      translations: [
        { languageId: 'en', name: 'Extras' },
        { languageId: 'da', name: 'Tilkøb' },
      ],
      options: [
        {
          id: bacon?.id,
          sortOrder: 0,
          priceDifference: 1500,
          translations: [{ languageId: 'en', name: 'Bacon' }],
        },
        {
          id: egg?.id,
          sortOrder: 1,
          priceDifference: 1000,
          translations: [{ languageId: 'en', name: 'Egg' }],
        },
      ],
      version: 0,
    });
    const { typeString: _typeString, ...stored } = view;
    expect(await optionsGroupStore.getById(deps.store, view.id)).toEqual(stored);
  });

  it('is 400 for a saved id and for a group of one item, in one answer', async () => {
    await expect(
      createOptionsGroup(deps, extras({ id: IDS.size, isReusable: false })),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        id: 'A new options group must have the empty id',
        isReusable: 'A group for one item is saved with its item',
      },
    });
  });

  it('is 400 for an option id of another group', async () => {
    await expect(createOptionsGroup(deps, extras({ options: size.options }))).rejects.toMatchObject(
      {
        status: 400,
        fields: { 'options.0.id': 'Unknown option', 'options.1.id': 'Unknown option' },
      },
    );
  });

  it('is 404 for an unknown location', async () => {
    await expect(
      createOptionsGroup(deps, extras({ locationId: IDS.missing })),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Location not found',
    });
  });
});

describe('updateOptionsGroup', () => {
  it('rewrites the group, keeping saved option ids and giving new options ids', async () => {
    const view = await updateOptionsGroup(
      deps,
      sizeInput({
        quantity: 2,
        translations: [{ languageId: 'en', name: 'Portion' }],
        options: [
          { ...size.options[1]!, sortOrder: 0 },
          {
            id: EMPTY_GUID,
            sortOrder: 1,
            priceDifference: 0,
            translations: [{ languageId: 'en', name: 'Medium' }],
          },
          { ...size.options[0]!, sortOrder: 2 },
        ],
      }),
    );
    expect(view.options.map((option) => option.id)).toEqual([
      IDS.large,
      expect.stringMatching(UUID_PATTERN),
      IDS.small,
    ]);
    expect(view).toMatchObject({
      id: IDS.size,
      quantity: 2,
      typeString: 'Required',
      isDeleted: false,
    });
    const { typeString: _typeString, ...stored } = view;
    expect(await optionsGroupStore.getById(deps.store, IDS.size)).toEqual(stored);
  });

  it('is 400 for a move to another location, an unknown option or a group of one item', async () => {
    await expect(
      updateOptionsGroup(
        deps,
        sizeInput({
          locationId: IDS.otherHotel,
          isReusable: false,
          options: [{ ...size.options[0]!, id: IDS.ketchup }],
          quantity: 1,
        }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      fields: {
        locationId: 'A group cannot move to another location',
        isReusable: 'A group for one item is saved with its item',
        'options.0.id': 'Unknown option',
      },
    });
    const sauceInput = { ...sizeInput(), id: sauce.id, options: sauce.options, type: 2 as const };
    await expect(updateOptionsGroup(deps, sauceInput)).rejects.toMatchObject({
      status: 400,
      fields: { isReusable: 'A group for one item is saved with its item' },
    });
  });

  it('is 404 for an unknown or deleted group, 400 for an unsaved one', async () => {
    for (const id of [IDS.missing, IDS.gone]) {
      await expect(updateOptionsGroup(deps, sizeInput({ id }))).rejects.toMatchObject({
        status: 404,
        message: 'Options group not found',
      });
    }
    await expect(updateOptionsGroup(deps, sizeInput({ id: EMPTY_GUID }))).rejects.toMatchObject({
      status: 400,
      fields: { id: 'Save the record first' },
    });
  });
});

describe('deleteOptionsGroup', () => {
  it("marks the group deleted and unlinks it from every item of its location's menus", async () => {
    expect(await deleteOptionsGroup(deps, IDS.size)).toEqual({ id: IDS.size });
    expect(await optionsGroupStore.getById(deps.store, IDS.size)).toEqual({
      ...size,
      isDeleted: true,
      version: 1,
    });
    expect((await menuItemStore.getById(deps.store, IDS.burger))?.optionsGroups).toEqual([
      { optionsGroupId: IDS.sauce, sortOrder: 1 },
    ]);
    expect((await menuItemStore.getById(deps.store, IDS.fries))?.optionsGroups).toEqual([]);
    expect(
      (await getMenuItem(deps, IDS.burger)).optionsGroups.map((link) => link.optionsGroupId),
    ).toEqual([IDS.sauce]);
    expect((await menuItemStore.getById(deps.store, IDS.otherItem))?.optionsGroups).toEqual([
      { optionsGroupId: IDS.otherSize, sortOrder: 0 },
    ]);
    expect((await menuItemStore.getById(deps.store, IDS.burger))?.price).toBe(burger.price);
  });

  it('unlinks the group from an item saved meanwhile, keeping the save', async () => {
    const savePrice = async () => {
      const stored = (await menuItemStore.getById(deps.store, IDS.burger))!;
      await menuItemStore.update(deps.store, { ...stored, price: 9900 });
    };
    await withSavesMeanwhile(deps.store, [[menuItemStore.toItem(burger), savePrice]], () =>
      deleteOptionsGroup(deps, IDS.size),
    );
    expect(await menuItemStore.getById(deps.store, IDS.burger)).toMatchObject({
      price: 9900,
      optionsGroups: [{ optionsGroupId: IDS.sauce, sortOrder: 1 }],
    });
  });

  it('is 404 for an unknown group and for one already deleted', async () => {
    await deleteOptionsGroup(deps, IDS.size);
    for (const id of [IDS.size, IDS.gone, IDS.missing]) {
      await expect(deleteOptionsGroup(deps, id)).rejects.toMatchObject({
        status: 404,
        message: 'Options group not found',
      });
    }
  });
});

import { resolvedRoutes } from '@inroom/functions/routes';
import { EMPTY_GUID } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { adminClient, expectOk, useTestStack } from '../support/api';

// Every getnew route returns a blank record marked new by the empty GUID (spec §3), in the shape
// of the record it stands for.

const admin = adminClient(useTestStack({ seedDemoData: false }));

const expected: Record<string, object> = {
  'location.getNew': { id: EMPTY_GUID, name: '', countryId: '', contacts: [], childLocations: [] },
  'locationContact.getNew': {
    id: EMPTY_GUID,
    name: '',
    countryCode: '',
    phoneNumber: '',
    isActive: true,
  },
  'locationChildLocation.getNew': { childLocationId: EMPTY_GUID, sortOrder: 0 },
  'menu.getNew': {
    id: EMPTY_GUID,
    locationId: EMPTY_GUID,
    availableFrom: '00:00',
    availableTo: '23:59',
    monday: true,
    sunday: true,
    menuCategories: [],
  },
  'menuCategory.getNew': {
    id: EMPTY_GUID,
    menuId: EMPTY_GUID,
    parentCategoryId: null,
    subCategories: [],
    menuItems: [],
  },
  'menuItem.getNew': {
    id: EMPTY_GUID,
    menuCategoryId: EMPTY_GUID,
    price: 0,
    translations: [],
    ingredients: [],
    optionsGroups: [],
  },
  'option.getNew': { id: EMPTY_GUID, sortOrder: 0, priceDifference: 0, translations: [] },
  'optionsGroup.getNew': {
    id: EMPTY_GUID,
    type: 1,
    typeString: 'Required',
    quantity: 1,
    isReusable: false,
    isDeleted: false,
    options: [],
  },
  'optionsGroupMenuItem.getNew': { optionsGroupId: EMPTY_GUID, sortOrder: 0 },
  'locationIngredient.getNew': { id: EMPTY_GUID, locationId: EMPTY_GUID, translations: [] },
  'locationIngredientMenuItem.getNew': { locationIngredientId: EMPTY_GUID, sortOrder: 0 },
  // An empty order is a blank basket, which the client fills with its location (spec §7).
  'order.getNew': { locationId: null, items: [], priceSum: 0, room: '', comment: '' },
  'orderItem.getNew': { menuItemId: EMPTY_GUID, options: [], quantity: 1, price: 0 },
  'orderItemOption.getNew': { optionId: EMPTY_GUID, optionsGroupType: 1, priceDifference: 0 },
};

const templateRoutes = resolvedRoutes.filter((route) => route.handler.endsWith('.getNew'));

describe('getnew templates', () => {
  it('covers every getnew route of the table', () => {
    expect(templateRoutes.map((route) => route.handler).sort()).toEqual(
      Object.keys(expected).sort(),
    );
  });

  it.each(templateRoutes.map((route) => [route.concretePath, route.handler] as const))(
    '%s is a blank record',
    async (path, handler) => {
      expect(await expectOk(admin.get(path))).toMatchObject(expected[handler] ?? { missing: true });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { FOOD_ID, GARLIC_ID, GROUP_ID, HOTEL_ID, ITEM_ID, MENU_ID } from '../testing/ids';
import { locationFields } from '../testing/location';
import { menu } from '../testing/menu';
import {
  guestMenuContentSchema,
  guestMenuViewSchema,
  menuViewSchema,
  type GuestMenuContent,
  type GuestMenuItemView,
  type OptionsGroupView,
} from './catalog/menu-view';
import { expandGuestLocation, expandGuestMenu } from './guest-views';
import { guestLocationSchema, locationSchema } from './location-view';

const SECOND_MENU_ID = '00000000-0000-4000-8000-0000000000a2';
const UNSENT_ID = '00000000-0000-4000-8000-0000000000ff';

/** The Size group as a response sends it when a Danish and an English menu both link it. */
const size: OptionsGroupView = {
  id: GROUP_ID,
  locationId: HOTEL_ID,
  type: 1,
  typeString: 'Required',
  quantity: 1,
  isReusable: true,
  isDeleted: false,
  translations: [
    { languageId: 'en', name: 'Size' },
    { languageId: 'da', name: 'Størrelse' },
  ],
  options: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      sortOrder: 0,
      priceDifference: 0,
      translations: [
        { languageId: 'en', name: 'Small' },
        { languageId: 'da', name: 'Lille' },
      ],
    },
    {
      id: '00000000-0000-4000-8000-0000000000b2',
      sortOrder: 1,
      priceDifference: 1000,
      // Named only in Danish: English readers get it too, as the first named text.
      translations: [{ languageId: 'da', name: 'Stor' }],
    },
  ],
};

const garlic = {
  id: GARLIC_ID,
  locationId: HOTEL_ID,
  translations: [
    { languageId: 'en', name: 'Garlic' },
    { languageId: 'da', name: 'Hvidløg' },
  ],
};

const item = (id: string, changes: Partial<GuestMenuItemView> = {}): GuestMenuItemView => ({
  id,
  menuId: MENU_ID,
  menuCategoryId: FOOD_ID,
  price: 9900,
  image: '',
  sortOrder: 0,
  translations: [{ languageId: 'da', name: 'Burger', description: '' }],
  ingredients: [{ locationIngredientId: GARLIC_ID, sortOrder: 0 }],
  optionsGroups: [{ optionsGroupId: GROUP_ID, sortOrder: 0 }],
  ...changes,
});

/** A guest menu read in `languageId` (English by default, and Danish), one category of `items`. */
const guestMenu = (id: string, languageId: string, items: GuestMenuItemView[]): GuestMenuContent =>
  guestMenuContentSchema.parse({
    ...menu({ id }),
    isAvailable: true,
    currentLanguage: { id: languageId, name: languageId },
    languages: [
      { languageId: 'en', isDefault: true, language: { id: 'en', name: 'English' } },
      { languageId: 'da', isDefault: false, language: { id: 'da', name: 'Danish' } },
    ],
    menuCategories: [
      {
        id: FOOD_ID,
        menuId: id,
        parentCategoryId: null,
        translations: [{ languageId, name: 'Food' }],
        sortOrder: 0,
        subCategories: [],
        menuItems: items.map((each) => ({ ...each, menuId: id })),
      },
    ],
  });

const sentLocation = (menus: GuestMenuContent[]) =>
  guestLocationSchema.parse({
    ...locationFields(),
    country: {
      id: 'DK',
      code: 'DK',
      name: 'Denmark',
      callingCode: '45',
      defaultCurrency: { id: 'DKK', code: 'DKK', symbol: 'kr.' },
    },
    isAvailable: true,
    contacts: [],
    childLocations: [],
    ingredients: [garlic],
    optionsGroups: [size],
    menus,
  });

const firstItem = <I>(view: { menuCategories: { menuItems: I[] }[] }) =>
  view.menuCategories[0]?.menuItems[0];

describe('expandGuestLocation', () => {
  it('puts each group and ingredient into the items that link it, read as each menu reads it', () => {
    const danish = guestMenu(MENU_ID, 'da', [item(ITEM_ID)]);
    const english = guestMenu(SECOND_MENU_ID, 'en', [item(ITEM_ID)]);
    const location = locationSchema.parse(expandGuestLocation(sentLocation([danish, english])));

    const [inDanish, inEnglish] = location.menus.map((each) => firstItem(each));
    expect(inDanish).toMatchObject({
      ingredients: [
        { locationIngredient: { translations: [{ languageId: 'da', name: 'Hvidløg' }] } },
      ],
      optionsGroups: [
        {
          optionsGroupId: GROUP_ID,
          sortOrder: 0,
          optionsGroup: {
            typeString: 'Required',
            translations: [{ languageId: 'da', name: 'Størrelse' }],
            options: [
              { translations: [{ languageId: 'da', name: 'Lille' }] },
              { translations: [{ languageId: 'da', name: 'Stor' }] },
            ],
          },
        },
      ],
    });
    expect(inEnglish?.optionsGroups[0]?.optionsGroup).toMatchObject({
      translations: [{ languageId: 'en', name: 'Size' }],
      options: [
        { translations: [{ languageId: 'en', name: 'Small' }] },
        { translations: [{ languageId: 'da', name: 'Stor' }] },
      ],
    });
    expect(inEnglish?.ingredients[0]?.locationIngredient.translations).toEqual([
      { languageId: 'en', name: 'Garlic' },
    ]);
  });

  it('leaves the location its empty lists and the rest as sent', () => {
    const sent = sentLocation([guestMenu(MENU_ID, 'da', [item(ITEM_ID)])]);
    const { menus, optionsGroups, ingredients, ...fields } = expandGuestLocation(sent);
    expect([optionsGroups, ingredients]).toEqual([[], []]);
    const {
      menus: _menus,
      optionsGroups: _groups,
      ingredients: _ingredients,
      ...sentFields
    } = sent;
    expect(fields).toEqual(sentFields);
    expect(menus[0]?.menuCategories[0]?.translations).toEqual([{ languageId: 'da', name: 'Food' }]);
  });

  it('drops a link to what was not sent and keeps a link that carries its record', () => {
    const embedded = { ...size, id: UNSENT_ID, translations: [{ languageId: 'da', name: 'Dip' }] };
    const linking = item(ITEM_ID, {
      ingredients: [
        { locationIngredientId: UNSENT_ID, sortOrder: 0 },
        { locationIngredientId: GARLIC_ID, sortOrder: 1 },
      ],
      optionsGroups: [
        { optionsGroupId: UNSENT_ID, sortOrder: 0, optionsGroup: embedded },
        { optionsGroupId: '00000000-0000-4000-8000-0000000000fe', sortOrder: 1 },
      ],
    });
    const [expanded] = expandGuestLocation(
      sentLocation([guestMenu(MENU_ID, 'da', [linking])]),
    ).menus.map((each) => firstItem(each));
    expect(expanded?.ingredients.map((link) => link.locationIngredientId)).toEqual([GARLIC_ID]);
    expect(expanded?.optionsGroups).toEqual([
      { optionsGroupId: UNSENT_ID, sortOrder: 0, optionsGroup: embedded },
    ]);
  });

  it('gives the items of a menu that link one group the same object, and a text-less group no text', () => {
    const nameless = { ...size, translations: [{ languageId: 'en', name: '' }] };
    const sent = sentLocation([
      guestMenu(MENU_ID, 'da', [item(ITEM_ID), item('00000000-0000-4000-8000-0000000000d2')]),
    ]);
    const location = expandGuestLocation({ ...sent, optionsGroups: [nameless] });
    const [first, second] = location.menus[0]?.menuCategories[0]?.menuItems ?? [];
    expect(first?.optionsGroups[0]?.optionsGroup).toBe(second?.optionsGroups[0]?.optionsGroup);
    expect(first?.optionsGroups[0]?.optionsGroup.translations).toEqual([]);
  });

  it('expands subcategories too', () => {
    const menuWithSub = guestMenu(MENU_ID, 'da', []);
    const [food] = menuWithSub.menuCategories;
    const sub = { ...food!, id: UNSENT_ID, parentCategoryId: FOOD_ID, menuItems: [item(ITEM_ID)] };
    const nested = { ...menuWithSub, menuCategories: [{ ...food!, subCategories: [sub] }] };
    const [expanded] = expandGuestLocation(sentLocation([nested])).menus;
    expect(
      expanded?.menuCategories[0]?.subCategories[0]?.menuItems[0]?.optionsGroups[0]?.optionsGroup
        .id,
    ).toBe(GROUP_ID);
  });
});

describe('expandGuestMenu', () => {
  it('puts the groups and ingredients sent beside the menu into its items, and drops the lists', () => {
    const sent = guestMenuViewSchema.parse({
      ...guestMenu(MENU_ID, 'en', [item(ITEM_ID)]),
      ingredients: [garlic],
      optionsGroups: [size],
    });
    const expanded = menuViewSchema.parse(expandGuestMenu(sent));
    expect(expanded).not.toHaveProperty('optionsGroups');
    expect(expanded).not.toHaveProperty('ingredients');
    expect(firstItem(expanded)).toMatchObject({
      ingredients: [{ locationIngredient: { id: GARLIC_ID } }],
      optionsGroups: [{ optionsGroup: { id: GROUP_ID, translations: [{ languageId: 'en' }] } }],
    });
  });
});

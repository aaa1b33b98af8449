import {
  imageKeySchema,
  imageVariants,
  locationChildLinkSchema,
  locationContactSchema,
  locationIngredientSchema,
  locationSummarySchema,
  menuCategorySchema,
  menuItemSchema,
  menuSchema,
  optionsGroupSchema,
  timeOfDayToMinutes,
  WEEKDAYS,
  type Menu,
} from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS, demoData, pictureSeed } from './demo-data';

const {
  locations,
  childLinks,
  contacts,
  ingredients,
  optionsGroups,
  menus,
  categories,
  items,
  images,
} = demoData;

const isEveryDay = (menu: Menu) => WEEKDAYS.every((day) => menu[day]);
const isAroundTheClock = (menu: Menu) =>
  menu.availableFrom === '00:00' && menu.availableTo === '23:59' && isEveryDay(menu);

const byId = <T extends { id: string }>(list: readonly T[]) =>
  new Map(list.map((entry) => [entry.id, entry]));
const locationById = byId(locations);
const menuById = byId(menus);
const categoryById = byId(categories);
const groupById = byId(optionsGroups);
const ingredientById = byId(ingredients);

/** Every translation list of the demo data, with a label for failure messages. */
const translationLists = [
  ...ingredients.map((entry) => ({
    label: `ingredient ${entry.id}`,
    translations: entry.translations,
  })),
  ...optionsGroups.map((entry) => ({
    label: `group ${entry.id}`,
    translations: entry.translations,
  })),
  ...optionsGroups.flatMap((group) =>
    group.options.map((entry) => ({
      label: `option ${entry.id}`,
      translations: entry.translations,
    })),
  ),
  ...categories.map((entry) => ({
    label: `category ${entry.id}`,
    translations: entry.translations,
  })),
  ...items.map((entry) => ({ label: `item ${entry.id}`, translations: entry.translations })),
];

describe('demo data', () => {
  it('parses with the shared schemas, unchanged', () => {
    for (const entry of locations) expect(locationSummarySchema.parse(entry)).toEqual(entry);
    for (const entry of childLinks) expect(locationChildLinkSchema.parse(entry)).toEqual(entry);
    for (const entry of contacts) expect(locationContactSchema.parse(entry)).toEqual(entry);
    for (const entry of ingredients) expect(locationIngredientSchema.parse(entry)).toEqual(entry);
    for (const entry of optionsGroups) expect(optionsGroupSchema.parse(entry)).toEqual(entry);
    for (const entry of menus) expect(menuSchema.parse(entry)).toEqual(entry);
    for (const entry of categories) expect(menuCategorySchema.parse(entry)).toEqual(entry);
    for (const entry of items) expect(menuItemSchema.parse(entry)).toEqual(entry);
  });

  it('uses every id once', () => {
    const ids = [
      ...locations,
      ...contacts,
      ...ingredients,
      ...optionsGroups,
      ...optionsGroups.flatMap((group) => group.options),
      ...menus,
      ...categories,
      ...items,
    ].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(Object.values(DEMO_IDS).flatMap((group) => Object.values(group))).size).toBe(
      ids.length,
    );
  });

  it('refers only to records that exist, within the same location', () => {
    for (const link of childLinks) {
      expect(locationById.has(link.locationId)).toBe(true);
      expect(locationById.has(link.childLocationId)).toBe(true);
    }
    for (const entry of [...contacts, ...ingredients, ...optionsGroups, ...menus]) {
      expect(locationById.has(entry.locationId), entry.id).toBe(true);
    }
    for (const category of categories) {
      expect(menuById.has(category.menuId), category.id).toBe(true);
      if (category.parentCategoryId !== null) {
        expect(categoryById.get(category.parentCategoryId)?.menuId, category.id).toBe(
          category.menuId,
        );
      }
    }
    for (const item of items) {
      const locationId = menuById.get(item.menuId)?.locationId;
      expect(locationId, item.id).toBeDefined();
      expect(categoryById.get(item.menuCategoryId)?.menuId, item.id).toBe(item.menuId);
      for (const { locationIngredientId } of item.ingredients) {
        expect(ingredientById.get(locationIngredientId)?.locationId, item.id).toBe(locationId);
      }
      for (const { optionsGroupId } of item.optionsGroups) {
        expect(groupById.get(optionsGroupId)?.locationId, item.id).toBe(locationId);
      }
    }
  });

  it('has a picture for every image it refers to, and refers to every picture', () => {
    const referenced = [
      ...locations.map((entry) => entry.image),
      ...items.map((entry) => entry.image),
    ];
    const pictures = images.map((image) => image.key);
    expect(new Set(pictures).size).toBe(pictures.length);
    expect([...new Set(referenced)].sort()).toEqual([...pictures].sort());
    // Keys name their smaller copies as an upload's do, at the sizes the back office would make.
    expect(locationById.get(DEMO_IDS.location.hotel)?.image).toBe(
      'demo/hotel_1280x853_217x145_480x320_800x533_1200x800.webp',
    );
    for (const item of items)
      expect(item.image).toMatch(
        /^demo\/items\/[a-z0-9-]+_1000x750_235x176_480x360_960x720\.webp$/,
      );
    for (const image of images) {
      expect(imageKeySchema.safeParse(image.key).success, image.key).toBe(true);
      expect(imageVariants(image.key)).toEqual({
        original: { key: image.key, width: image.width, height: image.height },
        derivatives: image.derivatives,
      });
    }
    // Painted from their old names: the pictures did not change when the keys began naming sizes.
    expect(images.find((image) => image.key.startsWith('demo/hotel_'))?.seed).toBe(
      pictureSeed('demo/hotel.png'),
    );
  });

  it('writes every translation in both English and Danish, never empty', () => {
    expect(translationLists.length).toBeGreaterThan(50);
    for (const { label, translations } of translationLists) {
      expect(translations.map((entry) => entry.languageId).sort(), label).toEqual(['da', 'en']);
      for (const entry of translations) expect(entry.name.trim(), label).not.toBe('');
    }
    for (const item of items) {
      for (const entry of item.translations) expect(entry.description.trim(), item.id).not.toBe('');
    }
  });

  it('offers English by default and Danish on every menu', () => {
    for (const menu of menus) {
      expect(menu.languages).toEqual([
        { languageId: 'en', isDefault: true },
        { languageId: 'da', isDefault: false },
      ]);
    }
  });

  it('has all three options group types, a required group of quantity 2 on an item, and a remove group', () => {
    const usedGroups = new Set(
      items.flatMap((item) => item.optionsGroups.map((link) => link.optionsGroupId)),
    );
    const used = optionsGroups.filter((group) => usedGroups.has(group.id) && !group.isDeleted);
    expect(new Set(used.map((group) => group.type))).toEqual(new Set([1, 2, 3]));
    const requiredTwo = used.filter((group) => group.type === 1 && group.quantity === 2);
    expect(requiredTwo.length).toBeGreaterThan(0);
    for (const group of requiredTwo) expect(group.options.length).toBeGreaterThan(2);
    for (const group of used.filter((entry) => entry.type === 3)) {
      for (const option of group.options) expect(option.priceDifference).toBe(0);
    }
  });

  it('puts the hotel in Copenhagen with two active Danish contacts', () => {
    const hotel = locationById.get(DEMO_IDS.location.hotel);
    expect(hotel).toMatchObject({ countryId: 'DK', timeZone: 'Europe/Copenhagen', isActive: true });
    const hotelContacts = contacts.filter(
      (contact) => contact.locationId === DEMO_IDS.location.hotel && contact.isActive,
    );
    expect(hotelContacts).toHaveLength(2);
    for (const contact of contacts) {
      expect(contact.countryCode).toBe('45');
      expect(contact.phoneNumber).toMatch(/^[2-9]\d{7}$/);
    }
    for (const location of locations) {
      // Stored in E.164, as location/create stores phones.
      expect(location.phone).toMatch(/^\+45\d{8}$/);
      expect(
        contacts.some((contact) => contact.locationId === location.id && contact.isActive),
        location.name,
      ).toBe(true);
    }
  });

  it('gives the hotel an always-open menu and a morning breakfast menu', () => {
    const hotelMenus = menus.filter(
      (menu) => menu.locationId === DEMO_IDS.location.hotel && menu.isActive,
    );
    expect(hotelMenus.filter(isAroundTheClock).map((menu) => menu.name)).toEqual(['All day']);
    const breakfast = hotelMenus.find((menu) => menu.name === 'Breakfast');
    if (!breakfast) throw new Error('No breakfast menu');
    const from = timeOfDayToMinutes(breakfast.availableFrom);
    const to = timeOfDayToMinutes(breakfast.availableTo);
    expect(from).toBeGreaterThanOrEqual(5 * 60);
    expect(to).toBeLessThanOrEqual(12 * 60);
    expect(from).toBeLessThan(to);
    expect(isEveryDay(breakfast)).toBe(true);
  });

  it('has at least one subcategory with items, and items with ingredients in the always-open menu', () => {
    const allDay = DEMO_IDS.menu.hotelAllDay;
    const subcategories = categories.filter(
      (category) => category.menuId === allDay && category.parentCategoryId !== null,
    );
    expect(subcategories.length).toBeGreaterThan(0);
    expect(
      items.some((item) => subcategories.some((category) => category.id === item.menuCategoryId)),
    ).toBe(true);
    expect(
      items.filter((item) => item.menuId === allDay && item.ingredients.length > 0).length,
    ).toBeGreaterThan(3);
  });

  it('links two restaurants to the hotel: one open around the clock, one only in a short evening window', () => {
    const children = childLinks
      .filter((link) => link.locationId === DEMO_IDS.location.hotel)
      .map((link) => link.childLocationId);
    expect(children.sort()).toEqual([DEMO_IDS.location.deli, DEMO_IDS.location.ankeret].sort());
    const menusOf = (locationId: string) =>
      menus.filter((menu) => menu.locationId === locationId && menu.isActive);

    expect(menusOf(DEMO_IDS.location.deli).some(isAroundTheClock)).toBe(true);

    const evening = menusOf(DEMO_IDS.location.ankeret);
    expect(evening.length).toBeGreaterThan(0);
    for (const menu of evening) {
      const from = timeOfDayToMinutes(menu.availableFrom);
      const to = timeOfDayToMinutes(menu.availableTo);
      expect(from).toBeGreaterThanOrEqual(17 * 60);
      expect(to - from).toBeGreaterThan(0);
      expect(to - from).toBeLessThanOrEqual(4 * 60);
    }
  });

  it('prices everything in whole kroner, as øre', () => {
    for (const item of items) {
      expect(item.price, item.id).toBeGreaterThan(1000);
      expect(item.price % 100, item.id).toBe(0);
    }
    for (const option of optionsGroups.flatMap((group) => group.options))
      expect(option.priceDifference % 100).toBe(0);
  });
});

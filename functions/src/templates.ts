import {
  EMPTY_GUID,
  EVERY_DAY,
  OPTIONS_GROUP_TYPE,
  OPTIONS_GROUP_TYPE_NAMES,
} from '@inroom/shared';

// The blank records the getnew routes return (spec §3): the empty GUID marks them new, and every
// field a form binds to is present, so the web never invents a record's shape itself.

export const newLocation = () => ({
  id: EMPTY_GUID,
  name: '',
  description: '',
  address: '',
  zip: '',
  city: '',
  countryId: '',
  phone: '',
  email: '',
  image: '',
  isActive: true,
  isAvailable: false,
  timeZone: '',
  contacts: [],
  childLocations: [],
  ingredients: [],
  optionsGroups: [],
  menus: [],
});

export const newLocationContact = () => ({
  id: EMPTY_GUID,
  name: '',
  countryCode: '',
  phoneNumber: '',
  isActive: true,
});

export const newChildLocation = () => ({ childLocationId: EMPTY_GUID, sortOrder: 0 });

/** Open every day, all day, until the form says otherwise. */
export const newMenu = () => ({
  id: EMPTY_GUID,
  name: '',
  locationId: EMPTY_GUID,
  isActive: true,
  isNameVisible: true,
  availableFrom: '00:00',
  availableTo: '23:59',
  ...EVERY_DAY,
  sortOrder: 0,
  languages: [],
  menuCategories: [],
});

export const newMenuCategory = () => ({
  id: EMPTY_GUID,
  menuId: EMPTY_GUID,
  parentCategoryId: null,
  translations: [],
  sortOrder: 0,
  subCategories: [],
  menuItems: [],
});

export const newMenuItem = () => ({
  id: EMPTY_GUID,
  menuId: EMPTY_GUID,
  menuCategoryId: EMPTY_GUID,
  price: 0,
  image: '',
  sortOrder: 0,
  translations: [],
  ingredients: [],
  optionsGroups: [],
});

export const newOption = () => ({
  id: EMPTY_GUID,
  sortOrder: 0,
  priceDifference: 0,
  translations: [],
});

export const newOptionsGroup = () => ({
  id: EMPTY_GUID,
  locationId: EMPTY_GUID,
  type: OPTIONS_GROUP_TYPE.required,
  typeString: OPTIONS_GROUP_TYPE_NAMES[OPTIONS_GROUP_TYPE.required],
  quantity: 1,
  isReusable: false,
  isDeleted: false,
  translations: [],
  options: [],
});

export const newOptionsGroupLink = () => ({ optionsGroupId: EMPTY_GUID, sortOrder: 0 });

export const newLocationIngredient = () => ({
  id: EMPTY_GUID,
  locationId: EMPTY_GUID,
  translations: [],
});

export const newLocationIngredientLink = () => ({ locationIngredientId: EMPTY_GUID, sortOrder: 0 });

/** order/getnew: an empty order (a basket), which the client fills with its location (spec §7). */
export { emptyBasket as newOrder } from '@inroom/shared';

export const newOrderItem = () => ({
  menuItemId: EMPTY_GUID,
  name: '',
  description: '',
  defaultName: '',
  defaultDescription: '',
  options: [],
  quantity: 1,
  price: 0,
  priceSum: 0,
  currency: { id: '', symbol: '' },
});

export const newOrderItemOption = () => ({
  optionId: EMPTY_GUID,
  optionsGroupType: OPTIONS_GROUP_TYPE.required,
  optionsGroupName: '',
  defaultOptionsGroupName: '',
  name: '',
  defaultName: '',
  priceDifference: 0,
});

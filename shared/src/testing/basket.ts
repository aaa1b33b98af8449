import { BACON_ID, BURGER_ID, HOTEL_ID, RESTAURANT_ID } from './ids';
import { english } from './translations';

export const DKK = { id: 'DKK', symbol: 'kr.' };

/** Bacon from the Extras group, as a basket line holds it. */
export const basketOption = (changes: Record<string, unknown> = {}) => ({
  optionId: BACON_ID,
  optionsGroupType: 2,
  optionsGroupName: 'Extras',
  name: 'Bacon',
  defaultName: 'Bacon',
  priceDifference: 300,
  ...changes,
});

/** Two burgers with bacon. */
export const basketLine = (changes: Record<string, unknown> = {}) => ({
  menuItemId: BURGER_ID,
  name: 'Burger',
  description: 'With fries',
  defaultName: 'Burger',
  defaultDescription: 'With fries',
  options: [basketOption()],
  quantity: 2,
  price: 1550,
  priceSum: 3100,
  currency: DKK,
  ...changes,
});

/** An English guest's basket at the restaurant of Hotel Nord: one line, no room or comment yet. */
export const basket = (changes: Record<string, unknown> = {}) => ({
  locationId: RESTAURANT_ID,
  locationName: 'Restaurant',
  parentLocationId: HOTEL_ID,
  parentLocationName: 'Hotel Nord',
  currencyId: 'DKK',
  currency: DKK,
  languageId: 'en',
  language: english,
  items: [basketLine()],
  priceSum: 3100,
  room: '',
  comment: '',
  ...changes,
});

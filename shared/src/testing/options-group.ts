import { GROUP_ID, HOTEL_ID, LARGE_ID, SMALL_ID } from './ids';
import { name } from './translations';

/** Small, an option of the Size group: 5 kr. less. */
export const option = (changes: Record<string, unknown> = {}) => ({
  id: SMALL_ID,
  sortOrder: 0,
  priceDifference: -500,
  translations: [name('en', 'Small'), name('da', 'Lille')],
  ...changes,
});

/** Large, the Size group's second option: 10 kr. more. */
export const largeOption = option({
  id: LARGE_ID,
  sortOrder: 1,
  priceDifference: 1000,
  translations: [name('en', 'Large')],
});

/** Hotel Nord's reusable Size group: choose one of Small and Large. */
export const optionsGroup = (changes: Record<string, unknown> = {}) => ({
  id: GROUP_ID,
  locationId: HOTEL_ID,
  type: 1,
  quantity: 1,
  isReusable: true,
  translations: [name('en', 'Size'), name('da', 'Størrelse')],
  options: [option(), largeOption],
  ...changes,
});

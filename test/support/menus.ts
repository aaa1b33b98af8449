import { EMPTY_GUID, EVERY_DAY } from '@inroom/shared';

// Request bodies of the menu routes, as the back office sends them, for the API tests.

/** menu/create's body: an always-open menu of the location, open every day. */
export const menuBody = (locationId: string, changes: Record<string, unknown> = {}) => ({
  id: EMPTY_GUID,
  name: 'Lunch',
  locationId,
  isActive: true,
  isNameVisible: true,
  availableFrom: '00:00',
  availableTo: '23:59',
  ...EVERY_DAY,
  ...changes,
});

/** A new category as menu setup sends it inside menu/update. */
export const categoryBody = (name: string, changes: Record<string, unknown> = {}) => ({
  id: EMPTY_GUID,
  translations: [{ languageId: 'en', name }],
  sortOrder: 0,
  subCategories: [],
  menuItems: [],
  ...changes,
});

import { menuWindow } from '../availability/menu-window.fixture';
import { EMPTY_GUID } from '../ids';
import { HOTEL_ID, MENU_ID } from './ids';
import { name } from './translations';

/** Hotel Nord's All day menu: 07:00 to 22:00 on weekdays, in English (the default) and Danish. */
export const menu = (changes: Record<string, unknown> = {}) => ({
  id: MENU_ID,
  name: 'All day',
  locationId: HOTEL_ID,
  isActive: true,
  isNameVisible: true,
  ...menuWindow('07:00', '22:00', ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']),
  sortOrder: 0,
  languages: [
    { languageId: 'en', isDefault: true },
    { languageId: 'da', isDefault: false },
  ],
  ...changes,
});

/** An unsaved category named `text` in English, with no subcategories or items. */
export const menuCategory = (
  text: unknown,
  changes: Record<string, unknown> = {},
): Record<string, unknown> => ({
  id: EMPTY_GUID,
  translations: [name('en', text)],
  sortOrder: 0,
  subCategories: [],
  menuItems: [],
  ...changes,
});

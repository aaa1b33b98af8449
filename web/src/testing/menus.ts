import { EVERY_DAY, type MenuView } from '@inroom/shared';

/** A menu as the API sends it: active, named, open all day every day, in English, with nothing in it. */
export function makeMenuView(
  overrides: Partial<MenuView> & Pick<MenuView, 'id' | 'name' | 'locationId'>,
): MenuView {
  return {
    isActive: true,
    isNameVisible: true,
    availableFrom: '00:00',
    availableTo: '23:59',
    ...EVERY_DAY,
    sortOrder: 0,
    isAvailable: true,
    currentLanguage: { id: 'en', name: 'English' },
    languages: [],
    menuCategories: [],
    ...overrides,
  };
}

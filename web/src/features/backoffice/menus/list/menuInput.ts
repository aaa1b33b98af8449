import {
  EMPTY_GUID,
  EVERY_DAY,
  fieldErrorsOf,
  menuInputSchema,
  WEEKDAYS,
  type MenuInput,
  type Weekday,
} from '@inroom/shared';

/** What the menu form edits (spec §2 Menus page): everything of a menu but its place and content. */
export type MenuFormValues = Pick<
  MenuInput,
  'name' | 'isActive' | 'isNameVisible' | 'availableFrom' | 'availableTo'
> &
  Record<Weekday, boolean>;

/** The fields of a menu this page reads and sends back (a MenuView or the getnew template). */
export type MenuSource = MenuFormValues & {
  id: string;
  locationId: string;
  sortOrder?: number;
  /** A saved menu's version, sent back so a save over someone else's is refused. */
  version?: number;
};

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** The pattern the time fields hint to the browser: 'HH:MM', 24-hour, as the schema stores it. */
export const TIME_OF_DAY_PATTERN = '(?:[01][0-9]|2[0-3]):[0-5][0-9]';

/**
 * Tidies a typed time into 'HH:MM' (24-hour): '930', '9:30' and '9.30' become '09:30'. Anything
 * that is not a time of day comes back trimmed but otherwise as typed, so the schema's message
 * ('Enter a time as HH:MM') tells the user what to fix instead of the field silently changing.
 */
export function normalizeTimeOfDay(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{1,2})[:.h]?(\d{2})$/.exec(trimmed);
  if (!match) return trimmed;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return trimmed;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The template a new menu starts from when menu/getnew cannot be reached. */
export const NEW_MENU: MenuSource = {
  id: EMPTY_GUID,
  name: '',
  locationId: EMPTY_GUID,
  isActive: true,
  isNameVisible: true,
  availableFrom: '00:00',
  availableTo: '23:59',
  ...EVERY_DAY,
  sortOrder: 0,
};

export function formValuesOf(menu: MenuSource): MenuFormValues {
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, menu[day]])) as Record<
    Weekday,
    boolean
  >;
  return {
    name: menu.name,
    isActive: menu.isActive,
    isNameVisible: menu.isNameVisible,
    availableFrom: menu.availableFrom,
    availableTo: menu.availableTo,
    ...days,
  };
}

/**
 * Exactly the body of menu/create or menu/update: the menu's own fields and its place. Languages
 * and categories are left out, so an update from this page leaves them as they are (spec §7).
 */
export function toMenuInput(
  menu: Pick<MenuSource, 'id' | 'locationId' | 'version'>,
  values: MenuFormValues,
  sortOrder: number,
): MenuInput {
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, values[day]])) as Record<
    Weekday,
    boolean
  >;
  return {
    id: menu.id,
    name: values.name,
    locationId: menu.locationId,
    isActive: values.isActive,
    isNameVisible: values.isNameVisible,
    availableFrom: normalizeTimeOfDay(values.availableFrom),
    availableTo: normalizeTimeOfDay(values.availableTo),
    ...days,
    sortOrder,
    ...(menu.version === undefined ? {} : { version: menu.version }),
  };
}

/** The shared schema's first message per field, or null when the menu may be sent. */
export function validateMenu(input: MenuInput): Record<string, string> | null {
  const result = menuInputSchema.safeParse(input);
  return result.success ? null : fieldErrorsOf(result.error, 'form');
}

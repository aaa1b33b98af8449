/**
 * Maximum lengths of free text. Generous for real content, small enough that one record stays far
 * below DynamoDB's 400 KB item limit even with every language filled in.
 */
export const TEXT_LIMITS = {
  name: 200,
  description: 2000,
  address: 200,
  zip: 20,
  city: 100,
  email: 254,
  comment: 500,
  room: 10,
  imageKey: 200,
  /** A phone number as typed, spaces and brackets included (E.164 has at most 15 digits). */
  phone: 30,
  /** An international calling code as typed, e.g. '+45'. */
  callingCode: 10,
  /** An IANA time zone name; the longest run to about 30 characters. */
  timeZone: 64,
} as const;

/** Most translations a record carries: one per language a menu can be written in, with room. */
export const MAX_TRANSLATIONS = 50;
/** Most lines in a basket, and the most of one line a guest can order. */
export const MAX_BASKET_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
/** Most options in a group and groups on an item. */
export const MAX_OPTIONS_PER_GROUP = 100;
export const MAX_GROUPS_PER_ITEM = 50;
/** Most ingredients listed on one menu item. */
export const MAX_INGREDIENTS_PER_ITEM = 100;
/** The largest price or total in minor units: 1,000,000.00 in a two-decimal currency. */
export const MAX_MINOR_UNITS = 100_000_000;

/** Staff contacts texted about a location's orders, and the locations (restaurants) it lists. */
export const MAX_CONTACTS_PER_LOCATION = 20;
export const MAX_CHILD_LOCATIONS = 100;
/** Menus one menu/updaterange call sorts. */
export const MAX_MENUS_PER_LOCATION = 200;

// Menu setup sends a menu's whole category tree in one menu/update. Every figure below bounds the
// work and the writes of that one request, however the body is shaped.

/** Categories and their subcategories: the spec's tree has no third level. */
export const MAX_CATEGORY_LEVELS = 2;
/** All categories of one menu, subcategories included. */
export const MAX_CATEGORIES_PER_MENU = 200;
/** Subcategories of one category. */
export const MAX_SUBCATEGORIES_PER_CATEGORY = 100;
/** Items placed in one category or subcategory. */
export const MAX_ITEMS_PER_CATEGORY = 500;
/** Item placements in one request, over every category of the menu. */
export const MAX_ITEM_PLACEMENTS_PER_MENU = 2000;

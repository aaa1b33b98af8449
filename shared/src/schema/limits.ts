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
} as const;

/** Most translations a record carries: one per language a menu can be written in, with room. */
export const MAX_TRANSLATIONS = 50;
/** Most lines in a basket, and the most of one line a guest can order. */
export const MAX_BASKET_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
/** Most options in a group and groups on an item. */
export const MAX_OPTIONS_PER_GROUP = 100;
export const MAX_GROUPS_PER_ITEM = 50;
/** The largest price or total in minor units: 1,000,000.00 in a two-decimal currency. */
export const MAX_MINOR_UNITS = 100_000_000;

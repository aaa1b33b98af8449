import { AVAILABILITY_TEXTS } from '@inroom/shared';
import type { enCheckout } from './en-checkout';
import type { enOrders } from './en-orders';

// The English catalogue: the guest and staff screens' texts as the spec words them, the source
// every other language translates. It ships in the guest bundle, so it stays small: words only,
// no code; the order page's texts wait in en-orders.ts, which only the order page loads, and the
// basket's and delivery's in en-checkout.ts. A text is a string with {placeholders}, or one text
// per plural form.

export const en = {
  // Location page and basket bar (spec §2).
  loadingLocation: 'Loading location…',
  language: 'Language',
  back: 'Back',
  basketEmpty: 'Your basket is empty',
  basketCount: '{count} Items in your basket',
  addItem: 'Add {name}',
  backConfirmTitle: 'Are you sure you want to go back?',
  backConfirmText: 'All items in your basket will be removed.',
  openChildTitle: 'Open {name}?',
  openChildText: 'Your basket from {location} will be emptied.',
  emptyBasket: 'Empty basket',
  keepBasket: 'Keep basket',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  // Item modal (spec §2, §5).
  addToBasket: 'Add to basket {price}',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  without: 'Without',
  groupRequired: 'Required',
  groupOptional: 'Optional',
  groupOptionalRemove: 'Optional remove',
  ruleChoose: '{type}, choose {count}',
  ruleUpTo: '{type}, up to {count}',
  selectOptions: { one: 'Please select {count} option', other: 'Please select {count} options' },
  // The basket page's, also the order page's (spec §2).
  total: 'Total',
  spokenWith: 'with',
  spokenWithout: 'without',
  orderInIntro:
    'The local establishments below are recommended by {location} and approved to deliver to the hotel.',
  terms: 'Terms',
  // 'Available today at {time}' and the rest (spec §4): shared's rule picks one, worded here.
  ...AVAILABILITY_TEXTS,
  // Home page and NotFound (spec §2), which the main bundle carries.
  loadingLocations: 'Loading locations…',
  locationsFailed: 'Could not load locations',
  retry: 'Retry',
  noLocations: 'There are no locations yet.',
  location: 'Location',
  selectLocation: 'Select location',
  go: 'Go',
  logIn: 'Log in',
  version: 'Version {version}',
  pageNotFound: 'Page not found',
  goBack: 'Go back',
  // The delivery page's, also the order page's or the banner's (spec §2, §5).
  takingYouToPayment: 'Taking you to payment…',
  yourOrderFrom: 'Your order from {location}',
  deliveryTo: 'Delivery to {location}',
  room: 'Room',
  comment: 'Comment',
  // A failure of the delivery page's and the order page's, read through `known`.
  paymentUnavailable: 'Online payment is not available yet.',
} as const;

/** A text: one string, or one per plural form ('one' for a count of 1, 'other' for the rest). */
export type Message = string | { readonly one: string; readonly other: string };

export type MessageKey = keyof typeof en | keyof typeof enOrders | keyof typeof enCheckout;

/**
 * A whole catalogue: every key of the English ones, each translated, and no other (a language file
 * written `satisfies Catalogue` fails to compile when it misses a key or has one English lacks).
 */
export type Catalogue = { readonly [Key in MessageKey]: Message };

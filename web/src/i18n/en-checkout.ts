// The basket's and the delivery page's English texts, apart from en.ts so that a guest on a
// location page does not download them: the checkout chunk brings them. Another language keeps
// them in its one file with the rest. Texts the shared rules make (the room's and the terms'
// checks) are here word for word, so `known` finds them.

export const enCheckout = {
  // Basket page (spec §2).
  yourBasket: 'Your basket',
  itemsInBasket: 'Items in your basket',
  continue: 'Continue',
  removeOne: 'Remove one {name}',
  addOne: 'Add one {name}',
  quantityPrefix: 'Quantity ',
  // Delivery page (spec §2, §5).
  deliveryAndComment: 'Delivery and comment',
  commentHint: 'Optional. {length}/{limit} characters',
  sendingOrder: 'Sending your order…',
  goToPayment: 'Go to payment',
  termsHeading: 'Terms and conditions',
  readTerms: 'Read the terms and conditions',
  opensInNewTab: ' (opens in a new tab)',
  acceptTerms: 'I accept the terms and conditions',
  // Its failures, made by the shared rules and the order's request, read through `known`.
  roomRequired: 'Room is required',
  roomNotNumber: 'Room must be a number',
  termsNotAccepted: 'Accept the terms and conditions to continue',
  orderFailed:
    'Your order could not be sent. Your basket is kept: please check your connection and try again.',
  orderBusy:
    'Too many orders are being placed right now. Your basket is kept: please try again in a moment.',
  orderRefused: 'Your order could not be placed: {reason}',
} as const;

// The checkout chunk's entry: the basket and delivery pages, which a guest reaches only after
// choosing something on a location page. Kept out of the guest chunk so the location page, every
// guest's first page, downloads less.
export { BasketPage } from './BasketPage';
export { DeliveryPage } from './DeliveryPage';

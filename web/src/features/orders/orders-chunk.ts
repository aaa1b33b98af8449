// The order page's chunk entry (spec §2 Order page, guest and staff views): loaded only when an
// order link is opened, so the location page never downloads it.
export { OrderPage } from './OrderPage';
// Its endpoints, for the app to start the page's queries as the chunk arrives (first-page-queries).
export { ordersApi } from './api';

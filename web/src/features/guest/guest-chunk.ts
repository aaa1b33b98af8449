// The guest chunk's entry: the router imports only this module, so everything reachable from here
// ships in one lazily loaded chunk. It holds what a location page needs; the basket and delivery
// pages (checkout-chunk.ts) and the order page (features/orders/orders-chunk.ts) load on their own,
// so a guest's first page downloads neither.
export { GuestLayout } from './GuestLayout';
export { LocationPage } from './LocationPage';
export { TermsPage } from './TermsPage';
// Its endpoints and their arguments, for the app to start the page's query as the chunk arrives
// (first-page-queries).
export { guestApi } from './api';
export { guestLocationArgs } from './location-request';

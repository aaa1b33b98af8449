// The guest chunk's entry: the router imports only this module, so everything reachable from here
// ships in one lazily loaded chunk.
export { GuestLayout } from './GuestLayout';
export { LocationPage } from './LocationPage';
export { BasketPage } from './BasketPage';
export { DeliveryPage } from './DeliveryPage';
export { OrderPage } from './OrderPage';
export { TermsPage } from './TermsPage';

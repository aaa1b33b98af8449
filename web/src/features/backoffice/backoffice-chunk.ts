// The back-office chunk's entry: the router imports only this module, so guests never download
// anything reachable from here.
export { BackofficeLayout } from './BackofficeLayout';
export { LocationsPage } from './LocationsPage';
export { LocationCreatePage } from './LocationCreatePage';
export { LocationEditPage } from './LocationEditPage';
export { MenuPage } from './MenuPage';
export { MenuSetupPage } from './MenuSetupPage';
export { OrdersPage } from './orders/OrdersPage';
export { UsersPage } from './users/UsersPage';

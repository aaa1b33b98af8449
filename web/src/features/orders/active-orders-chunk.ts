// The active orders banner's chunk entry: loaded by ActiveOrdersSlot only for a guest who has
// ordered in this browser.
export { ActiveOrdersBanner } from './ActiveOrdersBanner';

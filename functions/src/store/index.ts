export * from './table';
export * from './store';
export { countStoreCalls, type StoreCallCounter } from './call-counter';
export { versionToSave } from './versions';
export { locationStore } from './entities/location';
export { locationContactStore } from './entities/location-contact';
export { locationChildLinkStore } from './entities/location-child-link';
export { locationIngredientStore } from './entities/location-ingredient';
export { optionsGroupStore } from './entities/options-group';
export { menuStore } from './entities/menu';
export { menuCategoryStore } from './entities/menu-category';
export { menuItemStore } from './entities/menu-item';
export { menuItemPlacesStore } from './entities/menu-item-places';
export { userAccessStore, type UserAccess } from './entities/user-access';
export { seedMarkerStore } from './entities/seed-marker';
export {
  loadItemLinkables,
  loadLocationPartition,
  type ItemLinkables,
  type LocationPartition,
} from './entities/location-partition';
export { loadMenuPartition, type MenuPartition } from './entities/menu-partition';
export { orderStore, storedOrderSchema, type StoredOrder } from './entities/order';
export * from './entities/order-effects';
export { localOutboxStore, outboxMessageSchema, type OutboxMessage } from './entities/local-outbox';
export { localScheduleStore, type LocalSchedule } from './entities/local-schedule';

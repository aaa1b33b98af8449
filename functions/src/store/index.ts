export * from './table';
export * from './store';
export { locationStore } from './entities/location';

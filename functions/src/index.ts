export * from './routes';
export * from './http';
export * from './store';
export {
  createDependencies,
  type Adapters,
  type Dependencies,
  type Environment,
} from './dependencies';
export { imageStoreFromEnvironment } from './images/s3-adapter';
export { allHandlers, handlersByGroup } from './groups';
export { expireOrder } from './orders/expire';

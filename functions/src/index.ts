export * from './routes';
export * from './http';
export * from './store';
export { createDependencies, type Dependencies, type Environment } from './dependencies';
export { allHandlers, handlersByGroup } from './groups';

// Vite's `define` replaces __APP_VERSION__ in builds; the unit tests run without vite.config.ts, where
// the bare name would be a ReferenceError, hence the typeof guard.
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

export * from './location-search';

export * from './basket';
export * from './basket-item';

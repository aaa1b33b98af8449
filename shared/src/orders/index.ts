export * from './order-status';
export * from './messages';
export * from './delivery-time';
export * from './countdown';
export * from './checkout';
export * from './schemas';
export * from './board';

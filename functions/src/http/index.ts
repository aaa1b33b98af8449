export * from './errors';
export * from './request';
export * from './response';
export * from './handler';
export * from './dispatch';
export * from './paths';
export * from './find-route';
export * from './entity-tag';

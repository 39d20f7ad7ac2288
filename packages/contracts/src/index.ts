export * from './error-codes';
export * from './envelope';
export * from './health';

export * from './auth';
export * from './envelope';
export * from './error-codes';
export * from './health';
export * from './payments';
export * from './plan-change';
export * from './plans';

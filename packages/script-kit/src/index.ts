export * from './options';
export * from './word-budget';

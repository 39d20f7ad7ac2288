export * from './clean-script';
export * from './key-points';
export * from './options';
export * from './quality';
export * from './word-budget';

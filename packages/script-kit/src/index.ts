export * from './clean-script';
export * from './key-points';
export * from './options';
export * from './quality';
export * from './speech-chunks';
export * from './word-budget';

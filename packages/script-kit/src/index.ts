export * from './clean-script';
export * from './key-points';
export * from './options';
export * from './quality';
export * from './script-closing';
export * from './script-cues';
export * from './speech-chunks';
export * from './word-budget';

/**
 * The publish pack's rules, pure: YouTube's limits, the title analyzer, chapters from section
 * times, the description's layout, tags and hashtags.
 */
export * from './clip-text';
export * from './publish-chapters';
export * from './publish-description';
export * from './publish-phrases';
export * from './publish-tags';
export * from './title-score';
export * from './youtube-limits';

import { YOUTUBE_CHAPTERS } from '@reelwright/timeline';
import { WORDS_PER_MINUTE } from '../word-budget';

/** YouTube's limits, which every publish pack keeps. */
export const PUBLISH_TITLE_MAX = 100;
export const PUBLISH_DESCRIPTION_MAX = 5000;
/** All tags together, counted as YouTube counts them (commas between, quotes around spaced tags). */
export const PUBLISH_TAGS_TOTAL_MAX = 500;
export const PUBLISH_TITLE_COUNT = 5;
export const PUBLISH_HASHTAGS_MIN = 3;
export const PUBLISH_HASHTAGS_MAX = 5;
/** YouTube shows chapters only when there are at least 3, the first at 0:00, each ≥ 10 s. */
export const CHAPTERS_MIN = YOUTUBE_CHAPTERS.min;
export const CHAPTER_SECONDS_MIN = YOUTUBE_CHAPTERS.minLength / 1000;
/** Where no voice-over gives section times, the script is read at this pace. */
export const ESTIMATE_WORDS_PER_MINUTE = WORDS_PER_MINUTE;
/** A chapter's title, as the contracts' `chapterSchema` bounds it. */
export const CHAPTER_TITLE_MAX = 100;

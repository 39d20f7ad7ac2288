/** The script request's choices (spec §3), shared by the contracts, the server and the web app. */
export const SCRIPT_LANGUAGES = [
  'english',
  'russian',
  'spanish',
  'french',
  'german',
  'chinese',
] as const;
export type ScriptLanguage = (typeof SCRIPT_LANGUAGES)[number];

export const CONTENT_TYPES = ['lifestyle', 'gaming', 'tech', 'education', 'entertainment'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Long videos: short ≈ 5 … extra_long ≈ 20 minutes, with sections. */
export const LONG_FORM_DURATIONS = ['short', 'medium', 'long', 'extra_long'] as const;
/** Shorts, TikToks and Reels: one idea, hook first, in 15 to 90 seconds. */
export const SHORT_FORM_DURATIONS = ['15s', '30s', '60s', '90s'] as const;
export const SCRIPT_DURATIONS = [...LONG_FORM_DURATIONS, ...SHORT_FORM_DURATIONS] as const;
export type ScriptDuration = (typeof SCRIPT_DURATIONS)[number];
export type ShortFormDuration = (typeof SHORT_FORM_DURATIONS)[number];
export type LongFormDuration = (typeof LONG_FORM_DURATIONS)[number];

/** A long video built from sections, or a short one built for retention. */
export type ScriptForm = 'long' | 'short';

export const isShortForm = (duration: ScriptDuration): duration is ShortFormDuration =>
  (SHORT_FORM_DURATIONS as readonly string[]).includes(duration);

export const formOf = (duration: ScriptDuration | undefined): ScriptForm =>
  duration !== undefined && isShortForm(duration) ? 'short' : 'long';

/** The durations as a picker lists them: the short ones first for a vertical video. */
export const durationsInOrder = (shortFirst: boolean): ScriptDuration[] =>
  shortFirst
    ? [...SHORT_FORM_DURATIONS, ...LONG_FORM_DURATIONS]
    : [...LONG_FORM_DURATIONS, ...SHORT_FORM_DURATIONS];

export const DEFAULT_DURATION: ScriptDuration = 'medium';
export const DEFAULT_LANGUAGE: ScriptLanguage = 'english';

export const MAX_KEY_POINTS = 10;

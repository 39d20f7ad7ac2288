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

export const SCRIPT_DURATIONS = ['short', 'medium', 'long', 'extra_long'] as const;
export type ScriptDuration = (typeof SCRIPT_DURATIONS)[number];

export const DEFAULT_DURATION: ScriptDuration = 'medium';
export const DEFAULT_LANGUAGE: ScriptLanguage = 'english';

export const MAX_KEY_POINTS = 10;

import type { ScriptLanguage } from '@reelwright/script-kit';

export const LANGUAGE_NAMES: Record<ScriptLanguage, string> = {
  english: 'English',
  russian: 'Russian',
  spanish: 'Spanish',
  french: 'French',
  german: 'German',
  chinese: 'Simplified Chinese',
};

/** Plain spoken text: the script is read aloud and shown in a teleprompter. */
export const PLAIN_TEXT_RULES =
  'Write plain text for a voice-over: no markdown, no headings, no bullet or numbered lists, no stage directions in brackets, no emojis. Separate paragraphs with one blank line.';

/** The same, except that each section of an outline opens with its title as a heading line. */
export const OUTLINED_TEXT_RULES =
  'Write plain text for a voice-over: no markdown except the section headings, each on a line of its own as "## Title"; no bullet or numbered lists, no stage directions in brackets, no emojis. Separate paragraphs with one blank line.';

/** For answers the server parses: JSON alone. */
export const JSON_ONLY = 'You answer with JSON and nothing else: no code fences, no commentary.';

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

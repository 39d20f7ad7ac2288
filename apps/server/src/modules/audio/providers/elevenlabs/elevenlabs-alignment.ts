import type { WordTiming } from '@reelwright/contracts';
import { spokenWords } from '@reelwright/script-kit';

/**
 * ElevenLabs' character alignment (`alignment` of `POST /v1/text-to-speech/{voice_id}/with-timestamps`):
 * one entry per character of the text as sent, with its start and end in seconds of the audio.
 */
export type CharacterAlignment = {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
};

export function isCharacterAlignment(value: unknown): value is CharacterAlignment {
  const alignment = value as Partial<CharacterAlignment> | null | undefined;
  return (
    Array.isArray(alignment?.characters) &&
    Array.isArray(alignment.character_start_times_seconds) &&
    Array.isArray(alignment.character_end_times_seconds) &&
    alignment.characters.length === alignment.character_start_times_seconds.length &&
    alignment.characters.length === alignment.character_end_times_seconds.length &&
    alignment.characters.every((character) => typeof character === 'string') &&
    alignment.character_start_times_seconds.every(Number.isFinite) &&
    alignment.character_end_times_seconds.every(Number.isFinite)
  );
}

/**
 * The text's words (script-kit's `spokenWords`) with the times of their characters: a word
 * starts when its first character does and ends when its last one does. Null when the
 * alignment is not of this text (then the words are found another way).
 */
export function wordsFromCharacterAlignment(
  text: string,
  alignment: CharacterAlignment,
): WordTiming[] | null {
  if (alignment.characters.join('') !== text) return null;
  // The alignment entry each UTF-16 offset of the text belongs to.
  const entryAt = new Int32Array(text.length);
  let offset = 0;
  alignment.characters.forEach((character, entry) => {
    entryAt.fill(entry, offset, offset + character.length);
    offset += character.length;
  });
  let lastStart = 0;
  return spokenWords(text).map((word) => {
    let start = Infinity;
    let end = 0;
    for (let at = word.start; at < word.end; at += 1) {
      const entry = entryAt[at]!;
      start = Math.min(start, alignment.character_start_times_seconds[entry]!);
      end = Math.max(end, alignment.character_end_times_seconds[entry]!);
    }
    start = Math.max(0, start, lastStart);
    lastStart = start;
    return { text: word.text, start, end: Math.max(start, end) };
  });
}

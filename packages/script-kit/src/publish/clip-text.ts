const TRAILING_MARKS = /[\s.,;:!?…。，；：！？—–-]+$/u;

/**
 * A text cut to at most `max` characters: at the last space that keeps at least half of it
 * (Chinese has none, so it is cut between characters), its trailing punctuation taken off and
 * `…` added, so a cut never ends in half a word.
 */
export function clipText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space >= max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(TRAILING_MARKS, '')}…`;
}

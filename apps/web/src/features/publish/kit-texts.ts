import type { Chapter } from '@reelwright/contracts';
import { chapterLines } from '@reelwright/script-kit';

// The publish kit's text files and the panel's fields, as plain functions: what the creator
// types is read back into tags, hashtags and chapter times here, and written out the way
// YouTube's upload form and description take them (the rules themselves are script-kit's, shared
// with the server that writes the pack).

/** `MM:SS`, `M:SS` or `H:MM:SS` typed by the creator, in seconds; null when it is not a time. */
export function parseChapterStamp(text: string): number | null {
  const match = /^\s*(?:(\d{1,2}):)?(\d{1,3}):(\d{2})\s*$/u.exec(text);
  if (match === null) return null;
  const [, hours, minutes, seconds] = match;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** `chapters.txt`: one `00:00 Title` line per chapter, as the description lists them. */
export function chaptersText(chapters: readonly Chapter[]): string {
  return chapterLines(chapters)
    .map((line) => `${line}\n`)
    .join('');
}

/** Tags typed as a comma-separated list: each trimmed, empty ones dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** Hashtags typed with spaces or commas between: each with its `#`, inner spaces not allowed. */
export function parseHashtags(text: string): string[] {
  return text
    .split(/[\s,]+/u)
    .map((tag) => tag.replace(/^#+/u, ''))
    .filter((tag) => tag !== '')
    .map((tag) => `#${tag}`);
}

/** `tags.txt`: the tags comma-separated for YouTube's tag box, then the hashtags' line. */
export function tagsText(tags: readonly string[], hashtags: readonly string[]): string {
  return `${tags.join(', ')}\n${hashtags.join(' ')}\n`;
}

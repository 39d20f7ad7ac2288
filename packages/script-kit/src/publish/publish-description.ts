import type { ScriptLanguage } from '../options';
import { clipText } from './clip-text';
import type { PublishChapter } from './publish-chapters';
import { PUBLISH_PHRASES } from './publish-phrases';
import { CHAPTERS_MIN, PUBLISH_DESCRIPTION_MAX } from './youtube-limits';

/** What a description is made of; the creator's links go where the placeholder says. */
export interface DescriptionParts {
  language: ScriptLanguage;
  /** The line search results show: it carries the topic's keyword. */
  firstLine: string;
  summary: string;
  chapters: readonly PublishChapter[];
  hashtags: readonly string[];
}

/** Search shows the first ~150 characters; a longer first line is cut there. */
const FIRST_LINE_MAX = 200;
/** Chapter lines may take this much of the 5 000; the last chapters go beyond it. */
const CHAPTER_LINES_MAX = 3000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A chapter's time as YouTube reads it: `MM:SS`, `H:MM:SS` from an hour on. */
export function chapterTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = `${twoDigits(minutes)}:${twoDigits(whole % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** `00:00 Title`, one line a chapter. */
export const chapterLines = (chapters: readonly PublishChapter[]): string[] =>
  chapters.map((chapter) => `${chapterTime(chapter.start)} ${chapter.title}`);

/** The chapters whose lines fit their share of the description (at least 3, or none). */
function chaptersThatFit(chapters: readonly PublishChapter[]): PublishChapter[] {
  const kept = [...chapters];
  while (kept.length > 0 && chapterLines(kept).join('\n').length > CHAPTER_LINES_MAX) kept.pop();
  return kept.length < CHAPTERS_MIN ? [] : kept;
}

/**
 * A YouTube description: the search line, the summary, the chapters as `00:00 Title` lines, the
 * links placeholder and the hashtags, in blocks a blank line apart. The summary is shortened to
 * keep the whole within 5 000 characters; answers the chapters the description lists.
 */
export function publishDescription(parts: DescriptionParts): {
  description: string;
  chapters: PublishChapter[];
} {
  const phrases = PUBLISH_PHRASES[parts.language];
  const chapters = chaptersThatFit(parts.chapters);
  const before = [clipText(parts.firstLine, FIRST_LINE_MAX)];
  const after = [
    ...(chapters.length > 0
      ? [[phrases.chaptersHeading, ...chapterLines(chapters)].join('\n')]
      : []),
    phrases.linksPlaceholder,
    ...(parts.hashtags.length > 0 ? [parts.hashtags.join(' ')] : []),
  ];
  const BLOCK_GAP = 2;
  const fixed = [...before, ...after].join('\n\n').length;
  const room = PUBLISH_DESCRIPTION_MAX - fixed - BLOCK_GAP;
  const summary = room > 1 ? clipText(parts.summary, room) : '';
  const blocks = [...before, ...(summary === '' ? [] : [summary]), ...after];
  return { description: blocks.join('\n\n'), chapters };
}

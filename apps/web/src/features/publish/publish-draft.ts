import {
  CHAPTER_SECONDS_MIN,
  CHAPTERS_MIN,
  type Chapter,
  type PublishPack,
} from '@reelwright/contracts';
import { chapterTime } from '@reelwright/script-kit';
import { parseChapterStamp, parseHashtags, parseTags } from './kit-texts';

/** A chapter line as the creator edits it: the time as typed and the title. */
export interface ChapterRow {
  stamp: string;
  title: string;
}

/** The pack as the creator is editing it in the panel. */
export interface PublishDraft {
  /** the candidate the title started from */
  titleIndex: number;
  title: string;
  description: string;
  chapters: ChapterRow[];
  /** comma-separated, as typed */
  tags: string;
  /** space-separated, as typed */
  hashtags: string;
}

/**
 * The draft a fresh pack starts: the best title, or the one picked earlier for this project
 * (its candidate chosen when it is one of the five).
 */
export function draftFromPack(pack: PublishPack, picked: string | null = null): PublishDraft {
  const pickedIndex =
    picked === null ? -1 : pack.titles.findIndex((title) => title.text === picked);
  return {
    titleIndex: Math.max(0, pickedIndex),
    title: picked ?? pack.titles[0]?.text ?? '',
    description: pack.description,
    chapters: pack.chapters.map((chapter) => ({
      stamp: chapterTime(chapter.start),
      title: chapter.title,
    })),
    tags: pack.tags.join(', '),
    hashtags: pack.hashtags.join(' '),
  };
}

/** The rows read as chapters; a row with a time that is not one is listed by its index. */
export function chaptersOf(rows: readonly ChapterRow[]): {
  chapters: Chapter[];
  invalid: number[];
} {
  const chapters: Chapter[] = [];
  const invalid: number[] = [];
  rows.forEach((row, index) => {
    const title = row.title.trim();
    if (title === '' && row.stamp.trim() === '') return;
    const start = parseChapterStamp(row.stamp);
    if (start === null || title === '') invalid.push(index);
    else chapters.push({ title, start });
  });
  return { chapters, invalid };
}

/** What keeps YouTube from showing the chapters (it shows none then). */
export type ChapterProblem = 'firstNotAtZero' | 'tooFew' | 'tooShort' | 'outOfOrder';

/** YouTube's chapter rules the list breaks: first at 00:00, at least 3, each ≥ 10 s, in order. */
export function chapterProblems(chapters: readonly Chapter[]): ChapterProblem[] {
  if (chapters.length === 0) return [];
  const problems: ChapterProblem[] = [];
  if (chapters[0]!.start !== 0) problems.push('firstNotAtZero');
  if (chapters.length < CHAPTERS_MIN) problems.push('tooFew');
  const gaps = chapters.slice(1).map((chapter, index) => chapter.start - chapters[index]!.start);
  if (gaps.some((gap) => gap <= 0)) problems.push('outOfOrder');
  else if (gaps.some((gap) => gap < CHAPTER_SECONDS_MIN)) problems.push('tooShort');
  return problems;
}

/** The draft's texts as the kit writes them. */
export function kitTextsOf(draft: PublishDraft) {
  return {
    title: draft.title.trim(),
    description: draft.description,
    chapters: chaptersOf(draft.chapters).chapters,
    tags: parseTags(draft.tags),
    hashtags: parseHashtags(draft.hashtags),
  };
}

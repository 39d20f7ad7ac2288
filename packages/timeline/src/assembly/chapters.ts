/** A chapter as the assembly computes it: a section's title and when its first word is said. */
export interface AssemblyChapter {
  title: string;
  /** ms from the start of the video */
  start: number;
}

/** YouTube's rules for chapters in a description: the first at 0:00, at least 3, each ≥ 10 s. */
export const YOUTUBE_CHAPTERS = { min: 3, minLength: 10_000 } as const;

/**
 * Chapters from section starts (ms, in order): the first moved to 0:00, and a section that would
 * make a chapter shorter than 10 s folded into the chapter before it (the last one into the
 * one before it), so every chapter is long enough for YouTube. Fewer than 3 can remain — a
 * short video has too few long sections — and the publish pack then leaves them out.
 */
export function chaptersOf(
  sections: readonly AssemblyChapter[],
  videoLength: number,
): AssemblyChapter[] {
  const chapters: AssemblyChapter[] = [];
  for (const section of sections) {
    const previous = chapters[chapters.length - 1];
    if (!previous) chapters.push({ title: section.title, start: 0 });
    else if (section.start - previous.start >= YOUTUBE_CHAPTERS.minLength) {
      chapters.push({ title: section.title, start: section.start });
    }
  }
  while (
    chapters.length > 1 &&
    videoLength - chapters[chapters.length - 1]!.start < YOUTUBE_CHAPTERS.minLength
  ) {
    chapters.pop();
  }
  return chapters;
}

import { chaptersOf } from '@reelwright/timeline';
import type { ScriptLanguage } from '../options';
import { spokenText } from '../script-cues';
import { scriptSections, sectionsInWords, type ScriptSection } from '../script-sections';
import { spokenWordTexts } from '../spoken-words';
import { spokenMinutes } from '../word-budget';
import { clipText } from './clip-text';
import { CHAPTER_TITLE_MAX, CHAPTERS_MIN } from './youtube-limits';

/** A chapter of the published video: a section's title and when it starts, in seconds. */
export interface PublishChapter {
  title: string;
  start: number;
}

/** Where each section of a script starts and how long the whole takes, in seconds. */
export interface SectionTimes {
  sections: PublishChapter[];
  seconds: number;
}

/** A voice-over word's times, as the project keeps them (seconds of its MP3). */
export interface VoiceOverWord {
  text: string;
  start: number;
  end: number;
}

/**
 * Section starts as the script would be read at the voice-over pace (150 words a minute, 250
 * Han characters for Chinese): each section starts when the words before it have been said.
 * `sections` saves finding them again when the caller has them.
 */
export function estimateSectionTimes(
  script: string,
  language: ScriptLanguage,
  sections: readonly ScriptSection[] = scriptSections(script, language),
): SectionTimes {
  const words = spokenWordTexts(spokenText(script));
  const secondsOf = (from: number, to: number) =>
    spokenMinutes(words.slice(from, to).join(' '), language) * 60;
  let elapsed = 0;
  let at = 0;
  const starts = sections.map((section) => {
    elapsed += secondsOf(at, section.firstWord);
    at = section.firstWord;
    return { title: section.title, start: elapsed };
  });
  return { sections: starts, seconds: elapsed + secondsOf(at, words.length) };
}

/**
 * Section starts from a voice-over's word times: each section found in the recorded words (as
 * 'Build my video' finds them), starting when its first word is said; the video runs at least
 * until the last word ends.
 */
export function voiceOverSectionTimes(
  script: string,
  language: ScriptLanguage,
  words: readonly VoiceOverWord[],
): SectionTimes {
  const found = sectionsInWords(
    script,
    language,
    words.map((word) => word.text),
  );
  return {
    sections: found.map((section) => ({
      title: section.title,
      start: words[section.firstWord]!.start,
    })),
    seconds: words.at(-1)?.end ?? 0,
  };
}

/**
 * The chapters YouTube will show: in order, whole seconds, the first at 0:00, a section less
 * than 10 s after the one before folded into it, the last at least 10 s before the end when the
 * video's length is known — and none at all when fewer than 3 remain.
 */
export function youtubeChapters(
  sections: readonly PublishChapter[],
  videoSeconds?: number,
): PublishChapter[] {
  const inOrder = [...sections]
    .map((section) => ({
      title: clipText(section.title, CHAPTER_TITLE_MAX),
      start: Math.floor(section.start) * 1000,
    }))
    .filter((section) => section.title !== '')
    .sort((a, b) => a.start - b.start);
  const kept = chaptersOf(inOrder, videoSeconds === undefined ? Infinity : videoSeconds * 1000);
  if (kept.length < CHAPTERS_MIN) return [];
  return kept.map((chapter) => ({ title: chapter.title, start: chapter.start / 1000 }));
}

import type { PublishPack, TitleCandidate, Writer } from '@reelwright/contracts';
import {
  clipText,
  PUBLISH_TITLE_COUNT,
  PUBLISH_TITLE_MAX,
  publishDescription,
  publishHashtags,
  publishTags,
  scoreTitle,
  youtubeChapters,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import { searchLine } from './offline-pack/offline-pack';
import type { PackSource } from './pack-source';

/** What a writer (the model, or the offline templates) gives a pack. */
export interface PackWords {
  titles: readonly string[];
  summary: string;
}

/**
 * The best five of the candidates by the local title analyzer, each within 100 characters, no
 * two alike; `undefined` when fewer than five distinct titles remain.
 */
export function rankTitles(
  candidates: readonly string[],
  topic: string,
  language: ScriptLanguage,
): TitleCandidate[] | undefined {
  const seen = new Set<string>();
  const titles: TitleCandidate[] = [];
  for (const candidate of candidates) {
    const text = clipText(candidate, PUBLISH_TITLE_MAX);
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    titles.push({ text, ...scoreTitle(text, topic, language) });
  }
  if (titles.length < PUBLISH_TITLE_COUNT) return undefined;
  return titles.sort((a, b) => b.score - a.score).slice(0, PUBLISH_TITLE_COUNT);
}

/** A publish pack from its source, the ranked titles and the summary a writer gave. */
export function composePack(
  source: PackSource,
  titles: TitleCandidate[],
  summary: string,
  writer: Writer,
): PublishPack {
  const brief = {
    topic: source.topic,
    language: source.language,
    contentType: source.contentType,
    keyPoints: source.keyPoints,
  };
  const hashtags = publishHashtags({ ...brief, short: source.short });
  const chapters = source.short ? [] : youtubeChapters(source.sections, source.videoSeconds);
  const described = publishDescription({
    language: source.language,
    firstLine: searchLine({ ...source, seconds: source.videoSeconds ?? source.spokenSeconds }),
    summary,
    chapters,
    hashtags,
  });
  return {
    titles,
    description: described.description,
    chapters: described.chapters,
    tags: publishTags(brief),
    hashtags,
    chapterSource: source.chapterSource,
    writer,
  };
}

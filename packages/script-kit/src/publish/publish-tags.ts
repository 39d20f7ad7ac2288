import type { ContentType, ScriptLanguage } from '../options';
import { profileOf } from '../quality/language-profiles';
import { PUBLISH_PHRASES } from './publish-phrases';
import { PUBLISH_HASHTAGS_MAX, PUBLISH_TAGS_TOTAL_MAX } from './youtube-limits';

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}{2,}/gu;
const NOT_TAG = /[<>,"#]/g;
const NOT_HASHTAG = /[^\p{L}\p{N}_]/gu;
/** Longer keywords make poor hashtags; a Han run is cut to this many characters. */
const HASHTAG_MAX = 30;
const HAN_KEYWORD_MAX = 8;
/** YouTube takes tags of up to 100 characters. */
const TAG_MAX = 100;

/** What the tags and hashtags are made from. */
export interface TagBrief {
  topic: string;
  language: ScriptLanguage;
  contentType: ContentType;
  /** The creator's key points, when the project has them. */
  keyPoints?: readonly string[];
}

/** A tag's length as YouTube counts it: its characters, and the 2 quotes around one with a space. */
export const tagLength = (tag: string): number => tag.length + (/\s/.test(tag) ? 2 : 0);

/** All the tags together as YouTube counts them: each tag's length and a comma between two. */
export const tagsLength = (tags: readonly string[]): number =>
  tags.reduce((sum, tag) => sum + tagLength(tag), 0) + Math.max(0, tags.length - 1);

/** A tag as YouTube takes it: lower case, single spaces, no `<`, `>`, commas, quotes or `#`. */
export const normalizeTag = (text: string): string =>
  text.toLowerCase().replace(NOT_TAG, ' ').replace(/\s+/g, ' ').trim();

/**
 * The candidates in order, normalized, duplicates and over-long ones dropped, each kept while
 * all the tags together stay within YouTube's 500 characters.
 */
export function fitTags(candidates: readonly string[], max = PUBLISH_TAGS_TOTAL_MAX): string[] {
  const tags: string[] = [];
  for (const candidate of candidates) {
    const tag = normalizeTag(candidate);
    if (tag === '' || tag.length > TAG_MAX || tags.includes(tag)) continue;
    if (tagsLength([...tags, tag]) <= max) tags.push(tag);
  }
  return tags;
}

/**
 * The topic's keywords in order, lower case: its words of three letters or more that are not
 * function words, and each two such words that stand together ("pour-over coffee"). Chinese:
 * the runs of Han characters between its function words, and any Latin words.
 */
export function topicKeywords(
  topic: string,
  language: ScriptLanguage,
): { words: string[]; pairs: string[] } {
  const profile = profileOf(language);
  let text = topic.toLowerCase();
  const words: string[] = [];
  const pairs: string[] = [];
  if (profile.chinese) {
    for (const stopWord of profile.lexicons.stopWords) text = text.replaceAll(stopWord, ' ');
    for (const [run] of text.matchAll(HAN_RUN)) words.push(run.slice(0, HAN_KEYWORD_MAX));
    text = text.replace(/\p{Script=Han}+/gu, ' ');
  }
  let previous: string | undefined;
  for (const [word] of text.matchAll(WORD)) {
    const content = word.length >= 3 && !HAN.test(word) && !profile.isStopWord(word);
    if (content) {
      words.push(word);
      if (previous !== undefined) pairs.push(`${previous} ${word}`);
    }
    previous = content ? word : undefined;
  }
  const unique = (list: string[]) => [...new Set(list)];
  return { words: unique(words), pairs: unique(pairs) };
}

/**
 * Tags for the video: the whole topic, its keyword pairs and keywords, the creator's key
 * points, the content type — within YouTube's 500 characters.
 */
export function publishTags(brief: TagBrief): string[] {
  const { words, pairs } = topicKeywords(brief.topic, brief.language);
  return fitTags([
    brief.topic,
    ...pairs,
    ...words,
    ...(brief.keyPoints ?? []),
    PUBLISH_PHRASES[brief.language].contentTypes[brief.contentType],
  ]);
}

/** `#word`: letters, digits and underscores only. */
const hashtag = (text: string) => `#${text.toLowerCase().replace(NOT_HASHTAG, '')}`;

/**
 * 3 to 5 hashtags: `#shorts` first for a Short, then the topic's keywords, the content type and
 * the language's two general ones, no two alike. The last three differ in every language, so
 * there are never fewer than `PUBLISH_HASHTAGS_MIN`.
 */
export function publishHashtags(brief: TagBrief & { short: boolean }): string[] {
  const { words } = topicKeywords(brief.topic, brief.language);
  const phrases = PUBLISH_PHRASES[brief.language];
  const candidates = [
    ...(brief.short ? ['shorts'] : []),
    ...words,
    phrases.contentTypes[brief.contentType],
    ...phrases.generalHashtags,
  ].map(hashtag);
  const hashtags: string[] = [];
  for (const candidate of candidates) {
    if (candidate.length < 2 || candidate.length > HASHTAG_MAX + 1) continue;
    if (!hashtags.includes(candidate)) hashtags.push(candidate);
    if (hashtags.length === PUBLISH_HASHTAGS_MAX) break;
  }
  return hashtags;
}

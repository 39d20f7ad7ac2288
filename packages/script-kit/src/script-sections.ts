import { splitAtClosing } from './script-closing';
import { spokenText } from './script-cues';
import type { ScriptLanguage } from './options';
import { profileOf } from './quality/language-profiles';
import { spokenWords } from './spoken-words';

export type SectionKind = 'hook' | 'body' | 'cta' | 'outro';

export interface ScriptSection {
  kind: SectionKind;
  title: string;
  /** index of the section's first word in `spokenWords(spokenText(script))` */
  firstWord: number;
  wordCount: number;
  /**
   * Where the section is in the script (line endings counted as one `\n`): `start` at its
   * heading (or first word), `bodyStart` after the heading, `end` after its last non-space
   * character. Replacing `bodyStart…end` rewrites the section and leaves every other byte.
   */
  start: number;
  bodyStart: number;
  end: number;
}

/** Titles made from a paragraph's first words stop at this many words or characters. */
const TITLE_WORDS = 5;
const TITLE_CHARACTERS = 40;

const MARKDOWN_HEADING = /^#{1,6}[ \t]+(.+?)[ \t#]*$/;
/**
 * `Grind size:` alone on its line: a label of at most four words ending in a colon. Prose has
 * such lines too ("You need three things:"), so they count as headings only when the script has
 * at least one other heading.
 */
const LABEL_LINE = /^(?:\*\*)?([^\s:[][^:[]{0,48}?)(?:\*\*)?:(?:\*\*)?[ \t]*$/u;
const LABEL_WORDS = 4;
const LABEL_LINES_NEEDED = 2;
/** `Hook: Did you know…` — one of the known section labels, then the section's first words. */
const INLINE_LABEL =
  /^(?:\*\*)?(hook|intro|introduction|outro|cta|call to action|хук|крючок|вступление|призыв(?: к действию)?|концовка|финал)(?:\*\*)?:[ \t]*(?=\S)/iu;

const HOOK_TITLE = /^(?:hook|хук|крючок)$/iu;
const CTA_TITLE = /^(?:cta|call to action|призыв(?: к действию)?)$/iu;
const OUTRO_TITLE = /^(?:outro|goodbye|концовка|финал|прощание)$/iu;

interface Block {
  /** offset of the block's first character in the script (LF line endings) */
  start: number;
  /** the heading's title, when the block opens with one */
  heading?: string;
  /** the block's text without its heading line (an inline label removed) */
  body: string;
  /** offset where `body` begins */
  bodyStart: number;
  /** offset just past the block's last character, before the next block */
  end: number;
}

/**
 * A script's sections, found from its text alone: what the video's title cards and chapters
 * are made of. With headings (`## Grind size`, `Grind size:` alone on its line, `Hook: …` at
 * the start of a line) each heading opens a section named by it; without them each paragraph
 * is a section named by its first words. The first section is the hook; without headings, the
 * closing paragraphs that ask to subscribe or say goodbye are the call to action and the outro. `firstWord` counts the script's spoken words (the
 * voice-over's word timings, `[cues]` left out) before the section's first one.
 */
export function scriptSections(script: string, language: ScriptLanguage): ScriptSection[] {
  const text = script.replace(/\r\n?/g, '\n');
  const blocks = headingBlocks(text) ?? paragraphBlocks(text);
  const closingAt = blocks.some((block) => block.heading !== undefined)
    ? text.length
    : splitAtClosing(text, language).body.length;
  const profile = profileOf(language);

  const starts = blocks.map((block) => countWords(text.slice(0, block.start)));
  const total = countWords(text);
  const sections: ScriptSection[] = [];
  for (const [index, block] of blocks.entries()) {
    const firstWord = starts[index]!;
    const wordCount = (starts[index + 1] ?? total) - firstWord;
    if (wordCount <= 0) continue;
    const spoken = spokenText(block.body);
    const lower = spoken.toLowerCase();
    let kind: SectionKind = 'body';
    if (block.heading !== undefined) kind = kindOfHeading(block.heading);
    else if (block.start >= closingAt && profile.signOff.test(lower)) kind = 'outro';
    else if (block.start >= closingAt && profile.callToAction.test(lower)) kind = 'cta';
    else if (sections.length === 0) kind = 'hook';
    const title = block.heading ?? titleFromWords(spoken);
    let end = block.end;
    while (end > block.bodyStart && /\s/.test(text[end - 1]!)) end -= 1;
    let bodyStart = block.bodyStart;
    while (bodyStart < end && /\s/.test(text[bodyStart]!)) bodyStart += 1;
    sections.push({ kind, title, firstWord, wordCount, start: block.start, bodyStart, end });
  }
  return sections;
}

/** Spoken words of a stretch of script, counted as the voice-over's word timings list them. */
const countWords = (text: string): number => spokenWords(spokenText(text)).length;

function kindOfHeading(title: string): SectionKind {
  if (HOOK_TITLE.test(title)) return 'hook';
  if (CTA_TITLE.test(title)) return 'cta';
  if (OUTRO_TITLE.test(title)) return 'outro';
  return 'body';
}

/** The script cut at its headings, or undefined when it has none. */
function headingBlocks(text: string): Block[] | undefined {
  const blocks: Block[] = [];
  let offset = 0;
  let current: Block | undefined;
  let bodyLines: string[] = [];
  const close = (end: number) => {
    if (current) blocks.push({ ...current, body: bodyLines.join('\n'), end });
  };
  const lines = text.split('\n');
  // Label lines are headings when the script has at least two headings counting them.
  const headings = lines.filter((line) => headingOf(line.trim(), true) !== undefined).length;
  const withLabels = headings >= LABEL_LINES_NEEDED;
  for (const line of lines) {
    const trimmed = line.trim();
    const heading = headingOf(trimmed, withLabels);
    if (heading !== undefined) {
      close(offset);
      const leading = line.length - line.trimStart().length;
      const bodyStart =
        heading.rest === ''
          ? Math.min(offset + line.length + 1, text.length)
          : offset + leading + trimmed.length - heading.rest.length;
      current = { start: offset, heading: heading.title, body: '', bodyStart, end: offset };
      bodyLines = heading.rest === '' ? [] : [heading.rest];
    } else {
      if (!current) current = { start: offset, body: '', bodyStart: offset, end: offset };
      bodyLines.push(line);
    }
    offset += line.length + 1;
  }
  close(text.length);
  if (!blocks.some((block) => block.heading !== undefined)) return undefined;
  return blocks;
}

function labelOf(line: string): string | undefined {
  const label = LABEL_LINE.exec(line)?.[1];
  return label !== undefined && label.trim().split(/\s+/).length <= LABEL_WORDS ? label : undefined;
}

function headingOf(line: string, withLabels: boolean): { title: string; rest: string } | undefined {
  const markdown = MARKDOWN_HEADING.exec(line);
  if (markdown) return { title: cleanTitle(markdown[1]!), rest: '' };
  const inline = INLINE_LABEL.exec(line);
  if (inline) return { title: cleanTitle(inline[1]!), rest: line.slice(inline[0].length) };
  const label = withLabels ? labelOf(line) : undefined;
  return label === undefined ? undefined : { title: cleanTitle(label), rest: '' };
}

function cleanTitle(title: string): string {
  const plain = title.replace(/\*\*|__/g, '').trim();
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** Paragraphs (blank-line blocks, else lines) as blocks with no heading. */
function paragraphBlocks(text: string): Block[] {
  const separator = /\n[ \t]*\n/.test(text) ? /\n[ \t]*\n\s*/g : /\n+/g;
  const blocks: Block[] = [];
  let start = 0;
  for (const match of text.matchAll(separator)) {
    blocks.push({
      start,
      body: text.slice(start, match.index),
      bodyStart: start,
      end: match.index,
    });
    start = match.index + match[0].length;
  }
  blocks.push({ start, body: text.slice(start), bodyStart: start, end: text.length });
  return blocks;
}

const SENTENCE_END = /[.!?…。！？]$/u;
const TRAILING_MARKS = /[\s.,;:…。，；：—–-]+$/u;

/** The paragraph's first words up to a sentence's end, without its punctuation; '…' when cut. */
function titleFromWords(spoken: string): string {
  const words = spoken.split(/\s+/).filter((word) => word !== '');
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length === TITLE_WORDS || [...kept, word].join(' ').length > TITLE_CHARACTERS) break;
    kept.push(word);
    if (SENTENCE_END.test(word)) break;
  }
  if (kept.length === 0) return `${spoken.slice(0, TITLE_CHARACTERS).trim()}…`;
  const cut = kept.length < words.length && !SENTENCE_END.test(kept[kept.length - 1]!);
  const title = kept.join(' ').replace(TRAILING_MARKS, '');
  return cut ? `${title}…` : title;
}

/** Words compared to find a section again: its first few, punctuation and case aside. */
const MATCHED_WORDS = 3;
const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The script's sections located in the words of a recording of it (a voice-over made before the
 * script's last edit, a take that skipped a line): each section's first words searched for in
 * order from where the previous section was found, punctuation and case aside. `firstWord`
 * then indexes `spoken`; a section whose words are not there is left out.
 */
export function sectionsInWords(
  script: string,
  language: ScriptLanguage,
  spoken: readonly string[],
): ScriptSection[] {
  const scriptWords = spokenWords(spokenText(script)).map((word) => bare(word.text));
  const heard = spoken.map(bare);
  const same =
    heard.length === scriptWords.length && heard.every((word, i) => word === scriptWords[i]);
  const sections = scriptSections(script, language);
  if (same) return sections;
  const found: ScriptSection[] = [];
  let from = 0;
  for (const section of sections) {
    const first = scriptWords
      .slice(section.firstWord, section.firstWord + section.wordCount)
      .filter((word) => word !== '');
    // Its first three words, else two, else one: an edit may have changed the third.
    for (let count = Math.min(MATCHED_WORDS, first.length); count > 0; count -= 1) {
      const at = indexOfRun(heard, first.slice(0, count), from);
      if (at === -1) continue;
      found.push({ ...section, firstWord: at });
      from = at + count;
      break;
    }
  }
  for (const [index, section] of found.entries()) {
    section.wordCount = (found[index + 1]?.firstWord ?? heard.length) - section.firstWord;
  }
  return found;
}

function indexOfRun(words: readonly string[], run: readonly string[], from: number): number {
  for (let at = from; at + run.length <= words.length; at += 1) {
    if (run.every((word, k) => words[at + k] === word)) return at;
  }
  return -1;
}

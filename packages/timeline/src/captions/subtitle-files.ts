import type { TimelineItem } from '../document';
import type { Cue } from './caption-commands';
import { absoluteWords } from './caption-items';
import {
  DEFAULT_GROUPING,
  groupWords,
  normalizeWords,
  type SpokenWord,
  type TimedWord,
} from './caption-words';

// SubRip (.srt) and WebVTT (.vtt), written and read. Times are timeline ms; a file's cues
// become captions with their words spread over each cue (see `addCaptionsFromCues`).

/** The longest a subtitle line gets before it wraps (the common broadcast limit). */
export const SUBTITLE_LINE_LENGTH = 42;

/** `01:02:03,456` (SRT) or `01:02:03.456` (WebVTT). */
export function formatTimestamp(ms: number, separator: ',' | '.'): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const secs = Math.floor(total / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(total % 1000, 3)}`;
}

/** Words into lines of at most `SUBTITLE_LINE_LENGTH` characters (a longer word gets its own line). */
export function wrapLines(words: readonly string[], length = SUBTITLE_LINE_LENGTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > length) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The cues a viewer sees for timed words: pages of `wordsPerLine` words (as the preview draws a
 * caption), each shown from its first word's start until the next page (or the caption's end).
 */
function pagedCues(words: readonly TimedWord[], end: number, wordsPerLine: number): Cue[] {
  const cues: Cue[] = [];
  const size = Math.max(1, Math.floor(wordsPerLine));
  for (let from = 0; from < words.length; from += size) {
    const page = words.slice(from, from + size);
    const start = from === 0 ? Math.min(page[0]!.start, end) : page[0]!.start;
    const until = words[from + size]?.start ?? end;
    cues.push({
      start,
      end: Math.max(until, start + 1),
      text: wrapLines(page.map((word) => word.text)).join('\n'),
    });
  }
  return cues;
}

export interface CueOptions {
  /**
   * Words per cue, as the caption track's style pages them (1–8). Without it each caption is
   * one cue, wrapped into lines of at most 42 characters.
   */
  wordsPerLine?: number;
}

/** The cues of a caption track's items (in order), for `toSrt` / `toWebVtt`. */
export function cuesFromCaptions(items: readonly TimelineItem[], options: CueOptions = {}): Cue[] {
  return items
    .filter((item) => item.type === 'caption' && item.caption && item.caption.words.length > 0)
    .flatMap((item) => {
      const words = absoluteWords(item);
      const end = item.startTime + item.duration;
      if (options.wordsPerLine) return pagedCues(words, end, options.wordsPerLine);
      return [
        {
          start: item.startTime,
          end,
          text: wrapLines(words.map((word) => word.text)).join('\n'),
        },
      ];
    });
}

/** The cues of a voice-over's words (seconds), grouped as its captions would be. */
export function cuesFromWords(words: readonly SpokenWord[], options: CueOptions = {}): Cue[] {
  const groups = groupWords(normalizeWords(words), DEFAULT_GROUPING);
  return groups.flatMap((group, index) => {
    const nextStart = groups[index + 1]?.[0]?.start ?? Number.POSITIVE_INFINITY;
    const last = group[group.length - 1]!;
    const end = Math.max(last.end, Math.min(nextStart, group[0]!.start + 1));
    if (options.wordsPerLine) return pagedCues(group, end, options.wordsPerLine);
    return [
      { start: group[0]!.start, end, text: wrapLines(group.map((word) => word.text)).join('\n') },
    ];
  });
}

/** Cue text that cannot end the cue early or be read as a timing line. */
function cueLines(text: string): string[] {
  return text
    .split(/\r?\n/u)
    .map((line) => line.replace(/-->/gu, '→').trim())
    .filter((line) => line.length > 0);
}

const escapeVtt = (line: string) =>
  line.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/** A SubRip file: numbered cues, `00:00:01,234 --> 00:00:02,500`, CRLF-free, ending in a newline. */
export function toSrt(cues: readonly Cue[]): string {
  return cues
    .map((cue, index) => {
      const times = `${formatTimestamp(cue.start, ',')} --> ${formatTimestamp(cue.end, ',')}`;
      const lines = cueLines(cue.text);
      return `${index + 1}\n${times}\n${(lines.length ? lines : ['…']).join('\n')}\n`;
    })
    .join('\n');
}

/** A WebVTT file: the `WEBVTT` header, numbered cues, `00:00:01.234 --> 00:00:02.500`, text escaped. */
export function toWebVtt(cues: readonly Cue[]): string {
  const body = cues.map((cue, index) => {
    const times = `${formatTimestamp(cue.start, '.')} --> ${formatTimestamp(cue.end, '.')}`;
    const lines = cueLines(cue.text).map(escapeVtt);
    return `${index + 1}\n${times}\n${(lines.length ? lines : ['…']).join('\n')}\n`;
  });
  return ['WEBVTT\n', ...body].join('\n');
}

export type SubtitleParseResult = { ok: true; cues: Cue[] } | { ok: false; error: string };

/** Cues a file may hold (a 3-hour film has ~2 000). */
export const MAX_CUES = 10_000;

const TIME = String.raw`(?:(\d{1,3}):)?(\d{1,2}):(\d{1,2})[,.](\d{1,3})`;
const TIME_RANGE = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}(?:\s+.*)?$`, 'u');

function toMs(parts: ReadonlyArray<string | undefined>): number | undefined {
  const [hours, minutes, secs, fraction] = parts;
  const m = Number(minutes);
  const s = Number(secs);
  if (m > 59 || s > 59) return undefined;
  return Number(hours ?? 0) * 3_600_000 + m * 60_000 + s * 1000 + Number(fraction!.padEnd(3, '0'));
}

/** [start, end] of a `start --> end` line, or undefined. */
function timeRange(line: string): [number, number] | undefined {
  const match = TIME_RANGE.exec(line);
  if (!match) return undefined;
  const start = toMs(match.slice(1, 5));
  const end = toMs(match.slice(5, 9));
  return start === undefined || end === undefined ? undefined : [start, end];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lrm: '',
  rlm: '',
};

// SubRip has no escaping: only its own tags are markup, other `<…>` is text. WebVTT escapes `<`.
const SRT_TAG = /<\/?(?:i|b|u|s|font)(?:\s[^>]*)?>/giu;
const VTT_TAG = /<[^>]*>/gu;

/** Cue text as plain words: markup (`<i>`, `<c.x>`, `<v Name>`, `{\an8}`, inline times) removed. */
function plainText(lines: readonly string[], tags: RegExp): string {
  return lines
    .join(' ')
    .replace(tags, '')
    .replace(/\{\\[^}]*\}/gu, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/giu, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/gu, ' ')
    .trim();
}

const EXPECTED_RANGE = (separator: ',' | '.') =>
  `expected a time range like 00:00:01${separator}000 --> 00:00:02${separator}500`;

type Block = { line: number; lines: string[] };

/** Blank-line separated blocks, each with the 1-based number of its first line. */
function blocks(text: string): Block[] {
  const lines = text.replace(/^\uFEFF/u, '').split(/\r\n|\r|\n/u);
  const found: Block[] = [];
  let current: Block | undefined;
  lines.forEach((line, index) => {
    if (line.trim() === '') current = undefined;
    else if (current) current.lines.push(line);
    else {
      current = { line: index + 1, lines: [line] };
      found.push(current);
    }
  });
  return found;
}

function cueFrom(block: Block, timingIndex: number, separator: ',' | '.'): Cue | { error: string } {
  const lineNumber = block.line + timingIndex;
  const range = timeRange(block.lines[timingIndex] ?? '');
  if (!range) return { error: `line ${lineNumber}: ${EXPECTED_RANGE(separator)}` };
  const [start, end] = range;
  if (end <= start) return { error: `line ${lineNumber}: the cue ends before it starts` };
  const tags = separator === ',' ? SRT_TAG : VTT_TAG;
  return { start, end, text: plainText(block.lines.slice(timingIndex + 1), tags) };
}

function finish(cues: Cue[], firstLine: number): SubtitleParseResult {
  if (cues.length === 0) return { ok: false, error: `line ${firstLine}: no captions found` };
  if (cues.length > MAX_CUES)
    return { ok: false, error: `line ${firstLine}: more than ${MAX_CUES} captions` };
  return { ok: true, cues };
}

/** A SubRip file's cues. Errors name the line: `line 12: expected a time range like …`. */
export function parseSrt(text: string): SubtitleParseResult {
  const cues: Cue[] = [];
  for (const block of blocks(text)) {
    const numbered = /^\s*\d+\s*$/u.test(block.lines[0]!);
    if (!numbered && !block.lines[0]!.includes('-->')) {
      return {
        ok: false,
        error: `line ${block.line}: expected a caption number or a time range like 00:00:01,000 --> 00:00:02,500`,
      };
    }
    const cue = cueFrom(block, numbered ? 1 : 0, ',');
    if ('error' in cue) return { ok: false, error: cue.error };
    if (cue.text) cues.push(cue);
  }
  return finish(cues, 1);
}

/** A WebVTT file's cues (NOTE, STYLE and REGION blocks skipped). Errors name the line. */
export function parseWebVtt(text: string): SubtitleParseResult {
  const all = blocks(text);
  const header = all[0];
  if (!header || !/^WEBVTT(?:[ \t].*)?$/u.test(header.lines[0]!)) {
    return { ok: false, error: `line ${header?.line ?? 1}: a WebVTT file starts with WEBVTT` };
  }
  const cues: Cue[] = [];
  // The header block may hold metadata lines; cues start in the next block.
  for (const block of all.slice(1)) {
    if (/^(NOTE|STYLE|REGION)(\s|$)/u.test(block.lines[0]!)) continue;
    const timingIndex = block.lines[0]!.includes('-->') ? 0 : 1;
    const cue = cueFrom(block, timingIndex, '.');
    if ('error' in cue) return { ok: false, error: cue.error };
    if (cue.text) cues.push(cue);
  }
  return finish(cues, header.line);
}

/** An SRT or WebVTT file's cues, told apart by the `WEBVTT` header (or the file name). */
export function parseSubtitles(text: string, fileName = ''): SubtitleParseResult {
  const vtt = /\.vtt$/iu.test(fileName) || /^\uFEFF?WEBVTT/u.test(text);
  return vtt ? parseWebVtt(text) : parseSrt(text);
}

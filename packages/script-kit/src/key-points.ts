import { hasListMarker, stripEmphasis, stripListMarkerLoosely } from './markdown-markup';
import { MAX_KEY_POINTS } from './options';

/** The longest key point a script request accepts, in characters. */
export const MAX_KEY_POINT_LENGTH = 200;

/** Object keys a model wraps its list in, tried in this order before any other array field. */
const LIST_KEYS = ['points', 'keyPoints', 'key_points', 'items', 'data', 'result'];
/** Fields that hold the text when a model answers with a list of objects. */
const TEXT_KEYS = ['point', 'keyPoint', 'key_point', 'title', 'text', 'name', 'content'];
const MAX_DEPTH = 4;

const CODE_FENCE = /```[\w-]*[ \t]*\r?\n?([\s\S]*?)```/;
const TRAILING_COMMA = /,\s*(?=[\]}])/g;
/** A quoted item of a bracketed list: `"a"`, `'a'` or `“a”`, between `[`/`,` and `,`/`]`. */
const LIST_ITEM =
  /(?<=[[,]\s*)(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|“([^”\n]*)”)(?=\s*[,\]])/g;
const LINE_BREAK = /\r?\n|\r/;
const TRAILING_SEPARATORS = /[,;]+$/;
/** Opening and closing quote pairs, including the Russian, German and CJK ones. */
const QUOTE_PAIRS: Record<string, string[]> = {
  '"': ['"'],
  "'": ["'"],
  '“': ['”', '“'],
  '‘': ['’'],
  '«': ['»'],
  '„': ['“', '”'],
  '‚': ['‘', '’'],
  '「': ['」'],
  '『': ['』'],
  '»': ['«'],
};

/**
 * Reads the key points out of whatever a language model answered: a JSON array, an object that
 * holds one (`{points}`, `{keyPoints}`), JSON in a code fence or after a sentence, an array of
 * objects with a `point`/`title`/`text` field, or plain lines with bullets, numbers, quotes and
 * trailing commas. Returns trimmed, distinct (ignoring case) points, at most `MAX_KEY_POINTS`.
 */
export function parseKeyPoints(raw: unknown): string[] {
  const distinct = new Map<string, string>();
  for (const candidate of collect(raw, 0)) {
    const point = cleanPoint(candidate);
    const key = point.toLowerCase().replace(/\s+/g, ' ');
    if (point !== '' && !distinct.has(key)) distinct.set(key, point);
    if (distinct.size === MAX_KEY_POINTS) break;
  }
  return [...distinct.values()];
}

/** Tidies key points typed by a user before they go into a request. */
export function normalizeKeyPoints(points: string[]): string[] {
  return points
    .map((point) => point.trim())
    .filter((point) => point !== '')
    .slice(0, MAX_KEY_POINTS)
    .map((point) => truncate(point, MAX_KEY_POINT_LENGTH));
}

function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  // Never leave half of a surrogate pair (an emoji) at the end.
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}

function collect(value: unknown, depth: number): string[] {
  if (depth > MAX_DEPTH || value === null || value === undefined) return [];
  if (typeof value === 'string') return collectFromText(value, depth);
  if (typeof value === 'number') return [];
  if (Array.isArray(value)) return value.flatMap((item) => collectItem(item, depth + 1));
  if (typeof value === 'object') return collectFromObject(value as Record<string, unknown>, depth);
  return [];
}

function collectItem(item: unknown, depth: number): string[] {
  if (typeof item === 'string') return [item];
  if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
    const record = item as Record<string, unknown>;
    const field = TEXT_KEYS.find((key) => typeof record[key] === 'string');
    if (field) return [record[field] as string];
  }
  return collect(item, depth);
}

function collectFromObject(record: Record<string, unknown>, depth: number): string[] {
  const keys = [
    ...LIST_KEYS.filter((key) => key in record),
    ...Object.keys(record).filter((key) => Array.isArray(record[key])),
  ];
  for (const key of keys) {
    const found = collect(record[key], depth + 1);
    if (found.length > 0) return found;
  }
  return [];
}

function collectFromText(text: string, depth: number): string[] {
  const fenced = CODE_FENCE.exec(text);
  if (fenced?.[1] !== undefined) {
    const inside = collectFromText(fenced[1], depth + 1);
    if (inside.length > 0) return inside;
  }
  const parsed = parseJson(text.trim());
  if (parsed !== undefined) {
    const found = collect(parsed, depth + 1);
    if (found.length > 0 || typeof parsed !== 'string') return found;
  }
  const embedded = collectEmbeddedJson(text, depth);
  if (embedded.length > 0) return embedded;
  return collectLines(text.replace(/```[\w-]*/g, ''));
}

/** JSON somewhere inside prose: from the first bracket to the matching last one. */
function collectEmbeddedJson(text: string, depth: number): string[] {
  const spans = [
    [text.indexOf('['), text.lastIndexOf(']')],
    [text.indexOf('{'), text.lastIndexOf('}')],
  ]
    .filter(([start, end]) => start !== -1 && end! > start!)
    .sort((a, b) => a[0]! - b[0]!);
  for (const [start, end] of spans) {
    const span = text.slice(start, end! + 1);
    const parsed = parseJson(span);
    if (parsed !== undefined && typeof parsed === 'object') {
      const found = collect(parsed, depth + 1);
      if (found.some((item) => /\p{L}/u.test(item))) return found;
    } else if (span.startsWith('[')) {
      // Almost JSON — `['a', 'b']`, `[“a”, “b”]`, comments — still has its items in quotes.
      const quoted = [...span.matchAll(LIST_ITEM)].map((match) =>
        unescape(match[1] ?? match[2]?.replace(/\\'/g, "'") ?? match[3] ?? ''),
      );
      if (quoted.length > 0) return quoted;
    }
  }
  return [];
}

function parseJson(text: string): unknown {
  if (!/^[[{"]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(text.replace(TRAILING_COMMA, ''));
    } catch {
      return undefined;
    }
  }
}

function unescape(text: string): string {
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text;
  }
}

/**
 * A plain-text list. When some lines carry a bullet or a number, only those are points (the rest
 * is the model's preamble and sign-off); otherwise every line is, except headings ending in `:`.
 */
function collectLines(text: string): string[] {
  const lines = text
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const marked = lines.filter((line) => hasListMarker(stripEmphasis(line)));
  if (marked.length > 0) return marked;
  return lines.filter((line) => !/[:：]$/.test(stripEmphasis(line)));
}

function cleanPoint(text: string): string {
  let point = text.trim();
  for (let pass = 0; pass < 3; pass += 1) {
    const before = point;
    point = stripEmphasis(stripListMarkerLoosely(point))
      .trim()
      .replace(TRAILING_SEPARATORS, '')
      .trim();
    point = unquote(point);
    if (point === before) break;
  }
  return point;
}

function unquote(text: string): string {
  const closers = QUOTE_PAIRS[text[0] ?? ''];
  const last = text[text.length - 1] ?? '';
  if (text.length >= 2 && closers?.includes(last)) return text.slice(1, -1).trim();
  return text;
}

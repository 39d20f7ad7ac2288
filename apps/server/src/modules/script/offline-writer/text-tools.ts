import type { PhraseBank, Template } from './phrase-bank';

export type Slots = Record<string, string>;

const SLOT = /\{(\w+)\}/g;
// A closing bracket after the end mark belongs to the sentence (`[Your steps: 1 minute.]` is
// one), and a point before a digit is a decimal one (`about 1.5 minutes`), not an end.
const SENTENCE =
  /(?:[^.!?…。！？\n]|\.(?=\d))+(?:[.!?…]+["'”’»“)\]]*|[。！？]+[”’」』）\]]*)?|[.!?…。！？]+["'”’»“」』）\]]*/gu;
const ENDS_A_SENTENCE = /[.!?…。！？]["'”’»“」』）)\]]*$/u;
const WRAPPING_QUOTES = /^["'“”«»„‚‘’「」『』]+|["'“”«»„‚‘’「」『』]+$/gu;
const QUOTE = /["“”«»„‚‘’「」『』]/u;

/** Fills a template's slots; unknown slots stay as they are. */
export function fillTemplate(template: Template, slots: Slots): string {
  return template.replace(SLOT, (whole, name: string) => slots[name] ?? whole);
}

/** Adds the language's end mark unless the sentence already ends with one. */
export function endSentence(sentence: string, bank: PhraseBank): string {
  const trimmed = sentence.trim();
  return ENDS_A_SENTENCE.test(trimmed) ? trimmed : `${trimmed}${bank.period}`;
}

/** The sentences of a text, trimmed, in order, across paragraphs and line breaks. */
export function splitSentences(text: string): string[] {
  return (text.match(SENTENCE) ?? []).map((part) => part.trim()).filter((part) => part !== '');
}

/** A comparison key for "is this the same sentence": case, spacing and end marks ignored. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[.!?…。！？]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function joinSentences(sentences: readonly string[], bank: PhraseBank): string {
  return sentences.join(bank.sentenceSeparator);
}

export function quoted(phrase: string, bank: PhraseBank): string {
  return `${bank.quote.open}${phrase}${bank.quote.close}`;
}

/** Quotes each item and joins them the language's way: `«a», «b» and «c»`. */
export function quotedList(items: readonly string[], bank: PhraseBank): string {
  const parts = items.map((item) => quoted(item, bank));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(bank.list.separator)}${bank.list.last}${parts.at(-1)}`;
}

/**
 * One line of plain text: spacing collapsed, trailing end marks dropped, and quotes dropped when
 * they wrap the whole phrase (not when it merely ends with a quoted title).
 */
export function cleanPhrase(phrase: string): string {
  const line = phrase
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?…。！？:;,，：；]+$/u, '')
    .trim();
  const inner = line.replace(WRAPPING_QUOTES, '');
  const wrapped = inner !== line && !QUOTE.test(inner) && QUOTE.test(line.charAt(0));
  return wrapped ? inner.trim() : line;
}

export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const char = String.fromCodePoint(first);
  return char.toLocaleUpperCase() + text.slice(char.length);
}

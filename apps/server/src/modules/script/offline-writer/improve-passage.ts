import { measureLength, type ScriptLanguage } from '@reelwright/script-kit';
import { improvementMovesOf, type ImprovementMove } from './improvement-moves';
import type { PhraseBank, Template } from './phrase-bank';
import { phraseBankFor } from './phrases';
import { createRandom, hashSeed, pickOne, type Random } from './seeded-random';
import { SentencePicker } from './sentence-picker';
import { capitalize, joinSentences, splitSentences } from './text-tools';

type Passage = string[][];

interface Tools {
  bank: PhraseBank;
  language: ScriptLanguage;
  picker: SentencePicker;
  random: Random;
}

/** A sentence longer than this (words, or characters for Chinese) is split when simplifying. */
const LONG_SENTENCE = { words: 12, characters: 24 };

/**
 * Rewrites a selected passage by the keywords of the command: more detail, simpler sentences,
 * examples, emotional framing, a clearly hypothetical figure, or first/then/finally structure;
 * an unknown command gets a light rewrite. The passage's own sentences are kept, and the
 * surrounding whitespace too, so the result can replace the selection as it is.
 */
export function improvePassage(input: {
  selectedText: string;
  improvementCommand: string;
  script: string;
  language: ScriptLanguage;
}): string {
  const bank = phraseBankFor(input.language);
  const [, leading = '', body = '', trailing = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(
    input.selectedText,
  ) ?? ['', '', input.selectedText, ''];
  const random = createRandom(
    hashSeed(input.selectedText, input.improvementCommand, input.language),
  );
  const picker = new SentencePicker(random);
  picker.avoid(splitSentences(input.script));
  picker.avoid(splitSentences(body));
  const tools: Tools = { bank, language: input.language, picker, random };

  let passage: Passage = body
    .split(/\n\s*\n/)
    .map((paragraph) => splitSentences(paragraph))
    .filter((sentences) => sentences.length > 0);
  if (passage.length === 0) passage = [[]];

  const moves = improvementMovesOf(input.improvementCommand);
  if (moves.length === 0) passage = lightRewrite(passage, tools);
  for (const move of moves) passage = MOVES[move](passage, tools);

  const text = passage
    .filter((sentences) => sentences.length > 0)
    .map((sentences) => joinSentences(sentences, bank))
    .join('\n\n');
  return `${leading}${text}${trailing}`;
}

const MOVES: Record<ImprovementMove, (passage: Passage, tools: Tools) => Passage> = {
  detail(passage, tools) {
    const first = passage[0] ?? [];
    insertAt(first, 1, fresh('details', tools.bank.improve.details, tools));
    if (sentenceCount(passage) >= 4)
      lastOf(passage).push(fresh('details', tools.bank.improve.details, tools));
    return passage;
  },
  simplify(passage, tools) {
    let changed = false;
    const simplified = passage.map((sentences) =>
      sentences.flatMap((sentence) => {
        const tightened = withoutFillers(sentence, tools.bank);
        const parts = isLong(tightened, tools)
          ? splitClauses(tightened, tools.bank, (part) => isLong(part, tools))
          : [tightened];
        if (parts.length > 1 || tightened !== sentence) changed = true;
        return parts;
      }),
    );
    if (!changed)
      lastOf(simplified).push(fresh('simplify', tools.bank.improve.simplifyRecaps, tools));
    return simplified;
  },
  examples(passage, tools) {
    (passage[0] ?? []).push(fresh('examples', tools.bank.improve.examples, tools));
    if (passage.length > 1 || sentenceCount(passage) >= 5) {
      lastOf(passage).push(fresh('examples', tools.bank.improve.examples, tools));
    }
    return passage;
  },
  emotion(passage, tools) {
    (passage[0] ?? []).unshift(fresh('emotionOpeners', tools.bank.improve.emotionOpeners, tools));
    lastOf(passage).push(fresh('emotionClosers', tools.bank.improve.emotionClosers, tools));
    return passage;
  },
  statistics(passage, tools) {
    insertAt(passage[0] ?? [], 1, illustration(tools));
    return passage;
  },
  structure(passage, tools) {
    const { structure, structureSteps } = tools.bank.improve;
    let sentences = passage.flat();
    if (sentences.length === 1) sentences = splitClauses(sentences[0] ?? '', tools.bank);
    const context = sentences.join(' ');
    const marked = sentences.map((sentence, index) => {
      const marker =
        index === 0
          ? structure.first
          : index === sentences.length - 1
            ? structure.finally
            : structure.then;
      return `${marker}${structure.lowerCaseAfter ? lowerFirstWord(sentence, context) : sentence}`;
    });
    if (marked.length === 1) marked.push(structureSteps.then, structureSteps.finally);
    return [marked];
  },
};

function lightRewrite(passage: Passage, tools: Tools): Passage {
  const tightened = passage.map((sentences) =>
    sentences.map((sentence) => withoutFillers(sentence, tools.bank)),
  );
  lastOf(tightened).push(fresh('closers', tools.bank.improve.closers, tools));
  return tightened;
}

/** A sentence from the pool that is in neither the passage nor the script, if one is left. */
function fresh(key: string, pool: readonly Template[], tools: Tools): string {
  return tools.picker.pick(key, pool) ?? pickOne(pool, tools.random);
}

/** A figure framed as a hypothetical example, with numbers that add up. */
function illustration(tools: Tools): string {
  const { bank, random } = tools;
  const share = 2 + Math.floor(random() * 3);
  const minutes = pickOne([10, 15, 20], random);
  const format = bank.formatNumber ?? ((value: number) => String(value));
  const numbers = {
    a: format(share),
    p: format(share * 10),
    b: format(minutes),
    c: format(Math.floor((minutes * 365) / 60 / 10) * 10),
  };
  const template = pickOne(bank.improve.illustrations, random);
  return template.replace(/\{([apbc])\}/g, (_, name: keyof typeof numbers) => numbers[name]);
}

export function withoutFillers(sentence: string, bank: PhraseBank): string {
  let result = sentence;
  for (const filler of bank.improve.fillers) {
    const inner = new RegExp(`(?<=[\\p{L}\\p{N}] )${escape(filler)} (?=[\\p{L}\\p{N}])`, 'gu');
    result =
      bank.sentenceSeparator === '' ? result.split(filler).join('') : result.replace(inner, '');
  }
  return result === '' ? sentence : result;
}

function isLong(sentence: string, tools: Tools): boolean {
  const limit = tools.language === 'chinese' ? LONG_SENTENCE.characters : LONG_SENTENCE.words;
  return measureLength(sentence, tools.language) > limit;
}

/**
 * Splits a sentence where the language lets a new sentence start, keeping every word; the rest
 * is split again while `stillLong` says so.
 */
export function splitClauses(
  sentence: string,
  bank: PhraseBank,
  stillLong: (part: string) => boolean = () => true,
): string[] {
  for (const { find, start } of bank.improve.clauseBreaks) {
    const at = sentence.indexOf(find);
    if (at <= 0 || at + find.length >= sentence.length - 1) continue;
    const head = sentence.slice(0, at).trim();
    const tail = sentence.slice(at + find.length).trim();
    if (!/[\p{L}\p{N}]/u.test(head) || !/[\p{L}\p{N}]/u.test(tail)) continue;
    const first = /[.!?…。！？]$/u.test(head) ? head : `${head}${bank.period}`;
    const rest = start === '' ? capitalize(tail) : `${start}${tail}`;
    return [first, ...(stillLong(rest) ? splitClauses(rest, bank, stillLong) : [rest])];
  }
  return [sentence];
}

/**
 * Lower-cases a sentence's first letter after a sequence marker, unless the word looks like a
 * name: "I", an acronym, or a word the passage also capitalises in mid-sentence.
 */
function lowerFirstWord(sentence: string, context: string): string {
  const word = /^[\p{L}’']+/u.exec(sentence)?.[0];
  if (!word || word === 'I' || /^I['’]/u.test(word)) return sentence;
  if (word.length > 1 && word.slice(1) !== word.slice(1).toLowerCase()) return sentence;
  if (new RegExp(`[\\p{L},;:] ${escape(word)}(?![\\p{L}])`, 'u').test(context)) return sentence;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

function insertAt(sentences: string[], index: number, sentence: string): void {
  sentences.splice(Math.min(index, sentences.length), 0, sentence);
}

function lastOf(passage: Passage): string[] {
  const last = passage.at(-1);
  if (last) return last;
  const created: string[] = [];
  passage.push(created);
  return created;
}

function sentenceCount(passage: Passage): number {
  return passage.reduce((sum, sentences) => sum + sentences.length, 0);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import type { SectionBody } from '@reelwright/contracts';
import { measureLength, spokenText, type ScriptLanguage } from '@reelwright/script-kit';
import { improvePassage, splitClauses, withoutFillers } from './improve-passage';
import type { PhraseBank } from './phrase-bank';
import { phraseBankFor } from './phrases';
import { createRandom, hashSeed } from './seeded-random';
import { SentencePicker } from './sentence-picker';
import { joinSentences, sentenceKey, splitSentences } from './text-tools';

/** `Shorter` and `Longer`: the share of the section's spoken words the rewrite aims at. */
export const SECTION_LENGTH_SHARES = { shorter: 0.6, longer: 1.6 } as const;

/** A spoken sentence with the cues that follow it: they stay or go together. */
interface Unit {
  paragraph: number;
  sentences: string[];
  length: number;
}

interface Tools {
  bank: PhraseBank;
  language: ScriptLanguage;
}

/**
 * One section's body rewritten: by the instruction's keywords when it has any (as "Improve"
 * does), else a light fresh take; `shorter` drops the sentences (with their cues) that bring it
 * nearest 60 % of its spoken words, `longer` adds detail and examples the script does not say yet
 * until about 160 %. The section's first sentence, its point, always stays.
 */
export function rewriteSection(input: {
  body: string;
  script: string;
  instruction?: string | undefined;
  length?: SectionBody['length'];
  language: ScriptLanguage;
}): string {
  const tools: Tools = { bank: phraseBankFor(input.language), language: input.language };
  const instruction = input.instruction?.trim() ?? '';
  let text = input.body;
  if (instruction !== '' || input.length === undefined) {
    text = improvePassage({
      // A fresh take swaps the closing line an earlier one added instead of piling them up.
      selectedText: instruction === '' ? withoutClosers(text, tools) : text,
      improvementCommand: instruction,
      script: input.script,
      language: input.language,
    });
  }
  if (input.length === undefined) return text.trim();
  const original = lengthOf(input.body, tools.language);
  // Cues alone: nothing is said, so there is nothing to shorten.
  if (original === 0 && input.length === 'shorter') return text.trim();
  const target = Math.max(1, Math.round(original * SECTION_LENGTH_SHARES[input.length]));
  if (input.length === 'shorter') return shortenTo(text, target, original, tools);
  const picker = new SentencePicker(
    createRandom(hashSeed(input.body, instruction, input.language, 'longer')),
  );
  picker.avoid(splitSentences(input.script));
  picker.avoid(splitSentences(text));
  return lengthenTo(text, target, picker, tools);
}

const lengthOf = (text: string, language: ScriptLanguage) =>
  measureLength(spokenText(text), language);

function unitsOf(text: string, tools: Tools): Unit[] {
  const units: Unit[] = [];
  text
    .trim()
    .split(/\n\s*\n/)
    .forEach((paragraph, index) => {
      for (const sentence of splitSentences(paragraph)) {
        const length = lengthOf(sentence, tools.language);
        const last = units.at(-1);
        if (length === 0 && last?.paragraph === index) last.sentences.push(sentence);
        else units.push({ paragraph: index, sentences: [sentence], length });
      }
    });
  return units;
}

function textOf(units: readonly Unit[], tools: Tools): string {
  const paragraphs = new Map<number, string[]>();
  for (const unit of units) {
    paragraphs.set(unit.paragraph, [...(paragraphs.get(unit.paragraph) ?? []), ...unit.sentences]);
  }
  return [...paragraphs.values()]
    .map((sentences) => joinSentences(sentences, tools.bank))
    .join('\n\n');
}

function withoutClosers(text: string, tools: Tools): string {
  const closers = new Set(tools.bank.improve.closers.map(sentenceKey));
  const units = unitsOf(text, tools);
  const kept = units.filter(
    (unit, index) => index === 0 || !closers.has(sentenceKey(unit.sentences[0]!)),
  );
  return kept.length === units.length ? text : textOf(kept, tools);
}

const sum = (units: readonly Unit[]) => units.reduce((total, unit) => total + unit.length, 0);

function shortenTo(text: string, target: number, original: number, tools: Tools): string {
  const units = unitsOf(text, tools).map((unit) => {
    const sentences = unit.sentences.map((sentence) => withoutFillers(sentence, tools.bank));
    return { ...unit, sentences, length: lengthOf(sentences.join(' '), tools.language) };
  });
  let total = sum(units);
  while (total > target && units.length > 1) {
    let best = 1;
    for (let i = 2; i < units.length; i += 1) {
      const gap = Math.abs(total - units[i]!.length - target);
      if (gap <= Math.abs(total - units[best]!.length - target)) best = i;
    }
    const after = total - units[best]!.length;
    // Stop when dropping more would miss the target by more than keeping it does.
    if (total < original && Math.abs(after - target) >= total - target) break;
    units.splice(best, 1);
    total = after;
  }
  if (total >= original && units.length > 0) {
    const longest = units.reduce((a, b) => (b.length > a.length ? b : a));
    longest.sentences = [
      cutSentence(longest.sentences[0]!, longest.length - (total - target), tools),
    ];
  }
  return textOf(units, tools);
}

/** One sentence cut to about `room`: its first clauses when it has them, else its first words. */
function cutSentence(sentence: string, room: number, tools: Tools): string {
  const { bank, language } = tools;
  const clauses = splitClauses(sentence, bank);
  let kept = '';
  for (const clause of clauses) {
    const next = kept === '' ? clause : `${kept}${bank.sentenceSeparator}${clause}`;
    if (kept !== '' && lengthOf(next, language) > room) break;
    kept = next;
  }
  if (clauses.length > 1 && lengthOf(kept, language) < lengthOf(sentence, language)) return kept;
  const bare = sentence.replace(/[.!?…。！？]+$/u, '');
  const words = language === 'chinese' ? Array.from(bare) : bare.split(' ');
  const cut = words.slice(0, Math.max(1, room)).join(language === 'chinese' ? '' : ' ');
  return `${cut.replace(/[\s,;:，；：、—–-]+$/u, '')}${bank.period}`;
}

function lengthenTo(text: string, target: number, picker: SentencePicker, tools: Tools): string {
  const { improve } = tools.bank;
  const pools = [
    ['details', improve.details],
    ['examples', improve.examples],
    ['closers', improve.closers],
  ] as const;
  const units = unitsOf(text, tools);
  const paragraph = units.at(-1)?.paragraph ?? 0;
  let total = sum(units);
  let added = 0;
  let misses = 0;
  for (let turn = 0; total < target && misses < pools.length; turn += 1) {
    const [key, pool] = pools[turn % pools.length]!;
    const sentence = picker.pick(key, pool);
    if (sentence === undefined) {
      misses += 1;
      continue;
    }
    misses = 0;
    const length = lengthOf(sentence, tools.language);
    if (added > 0 && total + length - target > target - total) break;
    units.push({ paragraph, sentences: [sentence], length });
    total += length;
    added += 1;
  }
  return textOf(units, tools);
}

import {
  CONTENT_TYPES,
  lengthUnitOf,
  measureLength,
  type ContentType,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import type { PhraseBank } from './phrase-bank';
import { phraseBankFor } from './phrases';
import { createRandom, pickOne } from './seeded-random';
import { SentencePicker } from './sentence-picker';
import { cleanPhrase, endSentence, joinSentences, splitSentences } from './text-tools';
import { briefSeed, mentionsAngle } from './write-script';

/** How long a continuation is: the aim, and the range it must land in. */
const EXTENSION_LENGTH = {
  words: { aim: 160, min: 120, max: 200 },
  characters: { aim: 300, min: 250, max: 350 },
};

const BODY_POOLS = ['explanations', 'examples', 'tips', 'developments'] as const;

/**
 * Continues a script with an angle it has not covered yet (the content type's angles first,
 * then the other types'), in two paragraphs that end with a short wrap-up. No sentence of the
 * continuation already appears in the script.
 */
export function extendScript(input: {
  script: string;
  topic: string;
  contentType: ContentType;
  language: ScriptLanguage;
}): string {
  const bank = phraseBankFor(input.language);
  const topic = cleanPhrase(input.topic) || bank.fallbackTopic;
  const random = createRandom(briefSeed(topic, input.language, input.contentType) ^ 0xe7e7d);
  const picker = new SentencePicker(random);
  picker.avoid(splitSentences(input.script));
  const length = EXTENSION_LENGTH[lengthUnitOf(input.language)];
  const measure = (sentences: readonly string[]) =>
    measureLength(joinSentences(sentences, bank), input.language);

  const angle = uncoveredAngle(bank, input.contentType, input.script, random);
  const slots = { point: angle, topic };
  const lead = picker.pick('extensionLeads', bank.extension.leads, slots);
  const sentences = [endSentence(lead ?? angle, bank)];
  const wrapUp =
    picker.pick('wrapUps', bank.extension.wrapUps, slots) ??
    picker.pick('summaries', bank.summaries, slots);
  const wrapLength = wrapUp === undefined ? 0 : measure([wrapUp]);

  for (let round = 0; measure(sentences) + wrapLength < length.aim; round++) {
    const name = BODY_POOLS[round % BODY_POOLS.length] ?? 'explanations';
    // Sentences that say "this part" read better than ones repeating the angle every time.
    const plain = bank[name].filter((template) => !template.includes('{point}'));
    const next = picker.pickFirst(
      [
        [`${name}Plain`, plain],
        [name, bank[name]],
      ],
      slots,
    );
    if (next === undefined) {
      if (round > BODY_POOLS.length * 20) break;
      continue;
    }
    if (measure([...sentences, next]) + wrapLength > length.max) break;
    sentences.push(next);
  }
  if (wrapUp !== undefined) sentences.push(wrapUp);

  const half = Math.ceil(sentences.length / 2);
  return [sentences.slice(0, half), sentences.slice(half)]
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => joinSentences(paragraph, bank))
    .join('\n\n');
}

function uncoveredAngle(
  bank: PhraseBank,
  type: ContentType,
  script: string,
  random: () => number,
): string {
  const own = bank.angles[type].filter((angle) => !mentionsAngle([script], angle));
  if (own.length > 0) return pickOne(own, random);
  const others = CONTENT_TYPES.filter((other) => other !== type)
    .flatMap((other) => bank.angles[other])
    .filter((angle) => !mentionsAngle([script], angle));
  return others[0] ?? pickOne(bank.angles[type], random);
}

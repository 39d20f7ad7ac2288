import { HOOK_MAX_SECONDS, HOOK_MAX_WORDS, PAYOFF_BY_SHARE } from '../short-form';
import type { ScriptFeatures } from './features';
import { LEXICONS } from './lexicons';
import {
  per100Words,
  TOPIC_DENSITY_HIGH,
  TOPIC_PHRASE_PER_MINUTE,
  topicPhrasePerMinute,
} from './scores';

/** The advice a recommendation can give; some have variants picked from the features. */
export type AdviceName =
  | 'hook'
  | 'callToAction'
  | 'sections'
  | 'address'
  | 'questions'
  | 'exclamations'
  | 'sentenceLength'
  | 'longWords'
  | 'emotion'
  | 'repetition'
  | 'keyPoints'
  | 'topic'
  | 'topicOpening'
  | 'keywordStuffing'
  | 'topicPhrase'
  | 'sentenceVariety'
  | 'shortSentences'
  | 'hookLength'
  | 'payoff'
  | 'noGreeting';

export type UiLanguage = 'en' | 'ru';

type Phrasebook = Record<AdviceName, (f: ScriptFeatures) => string>;

/** Thresholds quoted in the advice; they match the scales in `scores.ts`. */
const IDEAL_SENTENCE = [8, 18] as const;
const IDEAL_PARAGRAPH = [20, 120] as const;
const LONG_SENTENCE = 25;
const SHORT_SENTENCE = 6;
const SECTIONS_WANTED = 4;

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (share: number) => Math.round(share * 100);
/** Lengths in the script's unit, rounded: Chinese thresholds are in characters. */
const units = (f: ScriptFeatures, words: number) => Math.round(words * f.unitsPerWord);
const idealParagraph = (f: ScriptFeatures) =>
  IDEAL_PARAGRAPH.map((words) => units(f, words)).join('–');

/** A Short's hook limit in the script's unit: 8 words, 13 Chinese characters. */
const hookLimit = (f: ScriptFeatures) => units(f, HOOK_MAX_WORDS);
const payoffBy = (f: ScriptFeatures) => f.spokenMinutes * 60 * PAYOFF_BY_SHARE;

const paragraphsTooLong = (f: ScriptFeatures) =>
  f.meanParagraphLength / f.unitsPerWord > IDEAL_PARAGRAPH[1];
const sentencesTooLong = (f: ScriptFeatures) =>
  f.meanSentenceLength / f.unitsPerWord > IDEAL_SENTENCE[1];
const sentencesTooShort = (f: ScriptFeatures) =>
  f.meanSentenceLength / f.unitsPerWord < IDEAL_SENTENCE[0];
export const keywordStuffing = (f: ScriptFeatures) =>
  per100Words(f.topicMentions, f) > TOPIC_DENSITY_HIGH;

function joinList(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

const EN_NUMBER = (value: number) => String(round1(value));
const enQuote = (text: string) => `“${text}”`;
const enPlural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const enUnit = (f: ScriptFeatures, count: number) =>
  f.lengthUnit === 'words'
    ? enPlural(count, 'word', 'words')
    : enPlural(count, 'character', 'characters');

const ENGLISH: Phrasebook = {
  hook: (f) =>
    f.form === 'short'
      ? 'Open with a question, a number or a bold claim in the very first sentence.'
      : 'Open with a question or a surprising fact in the first two sentences.',
  callToAction: () => 'Add a call to action near the end (ask viewers to subscribe or comment).',
  sections: (f) => {
    const mean = round1(f.meanParagraphLength);
    if (f.paragraphCount < SECTIONS_WANTED) {
      return `Split the script into sections, one idea per paragraph (now ${f.paragraphCount} ${enPlural(f.paragraphCount, 'paragraph', 'paragraphs')}).`;
    }
    return paragraphsTooLong(f)
      ? `Shorten the paragraphs: they average ${mean} ${enUnit(f, mean)}; aim for ${idealParagraph(f)}.`
      : `Merge the very short paragraphs: they average ${mean} ${enUnit(f, mean)}; aim for ${idealParagraph(f)}.`;
  },
  address: (f) =>
    `Talk to the viewer directly: use ${joinList(LEXICONS[f.language].youExamples.map(enQuote), 'or')} more often (now ${EN_NUMBER(per100Words(f.secondPersonCount, f))} times per 100 words).`,
  questions: (f) =>
    `Ask the viewer questions: ${f.questionCount} of ${f.sentenceCount} ${enPlural(f.sentenceCount, 'sentence is a question', 'sentences are questions')}.`,
  exclamations: (f) =>
    `Show excitement at the key moments: ${f.exclamationCount} of ${f.sentenceCount} ${enPlural(f.sentenceCount, 'sentence ends', 'sentences end')} with “!”.`,
  sentenceLength: (f) => {
    const [low, high] = IDEAL_SENTENCE.map((words) => units(f, words));
    const mean = round1(f.meanSentenceLength);
    if (sentencesTooLong(f)) {
      return `Shorten your sentences: they average ${mean} ${enUnit(f, mean)}; aim for ${low}–${high}.`;
    }
    if (!sentencesTooShort(f)) {
      return `Split the long sentences: ${percent(f.longSentenceShare)}% have more than ${units(f, LONG_SENTENCE)} ${enUnit(f, 2)}.`;
    }
    return `Join some of the very short sentences: they average ${mean} ${enUnit(f, mean)}; aim for ${low}–${high}.`;
  },
  longWords: (f) =>
    `Use simpler words: ${percent(f.longWordShare ?? 0)}% of words are longer than ${f.longWordLetters} letters.`,
  emotion: (f) =>
    `Add emotion: words like ${joinList(LEXICONS[f.language].emotionalExamples.map(enQuote), 'or')} appear ${EN_NUMBER(per100Words(f.emotionalWordCount, f))} times per 100 words.`,
  repetition: (f) =>
    `Cut repetition: ${percent(f.repetitionRatio)}% of ${f.lengthUnit === 'words' ? 'three-word' : 'five-character'} phrases repeat${f.mostRepeatedPhrase ? `, ${enQuote(f.mostRepeatedPhrase)} most often` : ''}.`,
  keyPoints: (f) => {
    const missing = f.missingKeyPoints.slice(0, 2).map(enQuote);
    const more = f.missingKeyPoints.length - missing.length;
    const list = more > 0 ? `${missing.join(', ')} and ${more} more` : joinList(missing, 'and');
    return `Cover every key point: ${list} ${f.missingKeyPoints.length === 1 ? 'is' : 'are'} not mentioned.`;
  },
  topic: (f) => {
    const words = f.topicTerms.slice(0, 3).map(enQuote).join(', ');
    if (f.topicTerms.length === 0)
      return 'Name the topic clearly and come back to it in every section.';
    const subject = f.topicInferred ? `your main words (${words})` : `the topic words (${words})`;
    if (f.topicCoverage < 0.6) {
      return `Mention ${subject} more often; they appear in only ${f.topicSectionsCovered} of ${f.paragraphCount} ${enPlural(f.paragraphCount, 'section', 'sections')}.`;
    }
    return `Mention ${subject} more often: now ${EN_NUMBER(per100Words(f.topicMentions, f))} times per 100 words.`;
  },
  topicOpening: (f) =>
    f.topicTerms.length === 0
      ? 'Name the topic in the first two sentences.'
      : `Name the topic (${enQuote(f.topicTerms[0]!)}) in the first two sentences.`,
  keywordStuffing: (f) =>
    `Use the topic words less often: ${EN_NUMBER(per100Words(f.topicMentions, f))} times per 100 words reads as keyword stuffing.`,
  topicPhrase: (f) =>
    `Say the title less often: ${enQuote(f.topicPhrase ?? '')} comes ${f.topicPhraseMentions} times, ${EN_NUMBER(topicPhrasePerMinute(f))} a minute; use “it” or “this” and keep it to ${TOPIC_PHRASE_PER_MINUTE} a minute at most.`,
  sentenceVariety: (f) => {
    const [low, high] = f.typicalSentenceLength;
    if (f.sentenceLengthStdDev / Math.max(1, f.meanSentenceLength) > 0.9) {
      return `Even out sentence length: sentences run from ${f.shortestSentence} to ${f.longestSentence} ${enUnit(f, 2)}.`;
    }
    const range = low === high ? `${low}` : `${low}–${high}`;
    return `Vary sentence length: most sentences are ${range} ${enUnit(f, high)} long.`;
  },
  shortSentences: (f) =>
    `Add a few short, punchy sentences of ${units(f, SHORT_SENTENCE)} ${enUnit(f, 2)} or fewer.`,
  hookLength: (f) =>
    `Shorten the hook: the first sentence has ${f.hookLength} ${enUnit(f, f.hookLength)} (about ${EN_NUMBER(f.hookSeconds)} s); say it in ${HOOK_MAX_SECONDS} s, ${hookLimit(f)} ${enUnit(f, 2)} at most.`,
  payoff: (f) =>
    f.payoffSeconds === null
      ? 'Give the payoff — what the hook promised — before the call to action.'
      : `Get to the payoff sooner: it starts at ${EN_NUMBER(f.payoffSeconds)} s; start it by ${EN_NUMBER(payoffBy(f))} s so viewers stay for it${f.payoffMarked ? '' : ', and make it plain (“here’s why…”, “the trick is…”)'}.`,
  noGreeting: () => 'Cut the greeting: a Short starts with its hook, not with “hello and welcome”.',
};

/** Russian plural: 1 слово, 2 слова, 5 слов; fractions take the second form (2,5 слова). */
export function ruPlural(count: number, forms: readonly [string, string, string]): string {
  if (!Number.isInteger(count)) return forms[1];
  const tens = count % 100;
  const ones = count % 10;
  if (ones === 1 && tens !== 11) return forms[0];
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return forms[1];
  return forms[2];
}
/** Genitive after "из N", "до N", "больше N": из 1 раздела, из 5 разделов. */
const ruGenitive = (count: number, one: string, many: string) =>
  count % 10 === 1 && count % 100 !== 11 ? one : many;
const RU_NUMBER = (value: number) => String(round1(value)).replace('.', ',');
const ruQuote = (text: string) => `«${text}»`;
const ruUnit = (f: ScriptFeatures, count: number) =>
  f.lengthUnit === 'words'
    ? ruPlural(count, ['слово', 'слова', 'слов'])
    : ruPlural(count, ['символ', 'символа', 'символов']);
const ruUnitGenitive = (f: ScriptFeatures, count: number) =>
  f.lengthUnit === 'words'
    ? ruGenitive(count, 'слова', 'слов')
    : ruGenitive(count, 'символа', 'символов');
const ruTimes = (value: number) => ruPlural(round1(value), ['раз', 'раза', 'раз']);
const ruSentences = (count: number) => ruGenitive(count, 'предложения', 'предложений');

const RUSSIAN: Phrasebook = {
  hook: (f) =>
    f.form === 'short'
      ? 'Начните с вопроса, числа или смелого утверждения в самом первом предложении.'
      : 'Начните с вопроса или неожиданного факта в первых двух предложениях.',
  callToAction: () =>
    'Добавьте в конце призыв к действию (попросите зрителей подписаться или написать комментарий).',
  sections: (f) => {
    const mean = round1(f.meanParagraphLength);
    if (f.paragraphCount < SECTIONS_WANTED) {
      return `Разбейте сценарий на разделы, по одной мысли в абзаце (сейчас ${f.paragraphCount} ${ruPlural(f.paragraphCount, ['абзац', 'абзаца', 'абзацев'])}).`;
    }
    return paragraphsTooLong(f)
      ? `Сократите абзацы: в среднем ${RU_NUMBER(mean)} ${ruUnit(f, mean)}, лучше ${idealParagraph(f)}.`
      : `Объедините слишком короткие абзацы: в среднем ${RU_NUMBER(mean)} ${ruUnit(f, mean)}, лучше ${idealParagraph(f)}.`;
  },
  address: (f) => {
    const rate = per100Words(f.secondPersonCount, f);
    return `Обращайтесь к зрителю напрямую: чаще используйте ${joinList(LEXICONS[f.language].youExamples.map(ruQuote), 'или')} (сейчас ${RU_NUMBER(rate)} ${ruTimes(rate)} на 100 слов).`;
  },
  questions: (f) =>
    `Задавайте зрителю вопросы: сейчас это ${f.questionCount} из ${f.sentenceCount} ${ruSentences(f.sentenceCount)}.`,
  exclamations: (f) =>
    `Покажите эмоции в ключевых моментах: восклицательный знак стоит в ${f.exclamationCount} из ${f.sentenceCount} ${ruSentences(f.sentenceCount)}.`,
  sentenceLength: (f) => {
    const [low, high] = IDEAL_SENTENCE.map((words) => units(f, words));
    const mean = round1(f.meanSentenceLength);
    if (sentencesTooLong(f)) {
      return `Сократите предложения: в среднем ${RU_NUMBER(mean)} ${ruUnit(f, mean)}, лучше ${low}–${high}.`;
    }
    if (!sentencesTooShort(f)) {
      const limit = units(f, LONG_SENTENCE);
      return `Разбейте длинные предложения: в ${percent(f.longSentenceShare)}% из них больше ${limit} ${ruUnitGenitive(f, limit)}.`;
    }
    return `Объедините часть коротких предложений: в среднем ${RU_NUMBER(mean)} ${ruUnit(f, mean)}, лучше ${low}–${high}.`;
  },
  longWords: (f) =>
    `Используйте слова попроще: ${percent(f.longWordShare ?? 0)}% слов длиннее ${f.longWordLetters} ${ruGenitive(f.longWordLetters ?? 0, 'буквы', 'букв')}.`,
  emotion: (f) => {
    const rate = per100Words(f.emotionalWordCount, f);
    return `Добавьте эмоций: слова вроде ${joinList(LEXICONS[f.language].emotionalExamples.map(ruQuote), 'или')} встречаются ${RU_NUMBER(rate)} ${ruTimes(rate)} на 100 слов.`;
  },
  repetition: (f) =>
    `Уберите повторы: ${percent(f.repetitionRatio)}% ${f.lengthUnit === 'words' ? 'фраз из трёх слов' : 'фраз из пяти иероглифов'} повторяются${f.mostRepeatedPhrase ? `, чаще всего ${ruQuote(f.mostRepeatedPhrase)}` : ''}.`,
  keyPoints: (f) => {
    const missing = f.missingKeyPoints.slice(0, 2).map(ruQuote);
    const more = f.missingKeyPoints.length - missing.length;
    const list = more > 0 ? `${missing.join(', ')} и ещё ${more}` : joinList(missing, 'и');
    return `Раскройте все ключевые пункты: ${list} ${f.missingKeyPoints.length === 1 ? 'не упоминается' : 'не упоминаются'}.`;
  },
  topic: (f) => {
    const words = f.topicTerms.slice(0, 3).map(ruQuote).join(', ');
    if (f.topicTerms.length === 0)
      return 'Назовите тему явно и возвращайтесь к ней в каждом разделе.';
    const subject = f.topicInferred ? `ваши главные слова (${words})` : `слова темы (${words})`;
    if (f.topicCoverage < 0.6) {
      return `Чаще упоминайте ${subject}: они есть лишь в ${f.topicSectionsCovered} из ${f.paragraphCount} ${ruGenitive(f.paragraphCount, 'раздела', 'разделов')}.`;
    }
    const rate = per100Words(f.topicMentions, f);
    return `Чаще упоминайте ${subject}: сейчас ${RU_NUMBER(rate)} ${ruTimes(rate)} на 100 слов.`;
  },
  topicOpening: (f) =>
    f.topicTerms.length === 0
      ? 'Назовите тему в первых двух предложениях.'
      : `Назовите тему (${ruQuote(f.topicTerms[0]!)}) в первых двух предложениях.`,
  keywordStuffing: (f) => {
    const rate = per100Words(f.topicMentions, f);
    return `Реже повторяйте слова темы: ${RU_NUMBER(rate)} ${ruTimes(rate)} на 100 слов выглядит как переспам.`;
  },
  topicPhrase: (f) => {
    const rate = topicPhrasePerMinute(f);
    return `Реже повторяйте название: ${ruQuote(f.topicPhrase ?? '')} звучит ${f.topicPhraseMentions} ${ruTimes(f.topicPhraseMentions)}, ${RU_NUMBER(rate)} ${ruTimes(rate)} в минуту; заменяйте его на «это» и держитесь не больше ${TOPIC_PHRASE_PER_MINUTE} раз в минуту.`;
  },
  sentenceVariety: (f) => {
    const [low, high] = f.typicalSentenceLength;
    if (f.sentenceLengthStdDev / Math.max(1, f.meanSentenceLength) > 0.9) {
      return `Выровняйте длину предложений: сейчас от ${f.shortestSentence} до ${f.longestSentence} ${ruUnitGenitive(f, f.longestSentence)}.`;
    }
    const range = low === high ? `${low}` : `${low}–${high}`;
    return `Чередуйте длину предложений: в большинстве из них ${range} ${ruUnit(f, high)}.`;
  },
  shortSentences: (f) => {
    const limit = units(f, SHORT_SENTENCE);
    return `Добавьте несколько коротких ёмких предложений — до ${limit} ${ruUnitGenitive(f, limit)}.`;
  },
  hookLength: (f) => {
    const limit = hookLimit(f);
    return `Сократите зацепку: в первом предложении ${f.hookLength} ${ruUnit(f, f.hookLength)} (около ${RU_NUMBER(f.hookSeconds)} с); уложите её в ${HOOK_MAX_SECONDS} секунды — не больше ${limit} ${ruUnitGenitive(f, limit)}.`;
  },
  payoff: (f) =>
    f.payoffSeconds === null
      ? 'Дайте развязку — то, что обещала зацепка, — до призыва к действию.'
      : `Быстрее переходите к развязке: она начинается на ${RU_NUMBER(f.payoffSeconds)} с; начните её к ${RU_NUMBER(payoffBy(f))} с, чтобы зрители досмотрели${f.payoffMarked ? '' : ', и обозначьте её явно («вот почему…», «секрет в том…»)'}.`,
  noGreeting: () =>
    'Уберите приветствие: Shorts начинается сразу с зацепки, без «привет, добро пожаловать».',
};

export const PHRASEBOOKS: Record<UiLanguage, Phrasebook> = { en: ENGLISH, ru: RUSSIAN };

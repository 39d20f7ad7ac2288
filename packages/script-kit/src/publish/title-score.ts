import type { ScriptLanguage } from '../options';
import { ruPlural } from '../quality/advice-text';
import { profileOf } from '../quality/language-profiles';
import { TITLE_LEXICONS } from './title-lexicons';
import { topicKeywords } from './publish-tags';
import { PUBLISH_TITLE_MAX } from './youtube-limits';

/** A title's score (0–10, one decimal) and the reasons for it, one a line. */
export interface TitleScore {
  score: number;
  why: string[];
}

/**
 * Lengths that show in full in search and suggestions; Chinese says as much in far fewer
 * characters.
 */
const IDEAL_LENGTH: Record<'chinese' | 'other', readonly [number, number]> = {
  chinese: [12, 30],
  other: [40, 70],
};
/** The keyword should be seen before a title is cut on a phone. */
const FRONT: Record<'chinese' | 'other', number> = { chinese: 15, other: 40 };

/** Each signal's share of the score. */
const WEIGHTS = { length: 3, keyword: 2.5, number: 1.5, curiosity: 1.5, clarity: 1.5 } as const;

const OPEN_QUESTION = /[?？¿…]|\.\.\./u;
const SHOUTED_WORD = /(?<![\p{L}\p{N}])\p{Lu}{5,}(?![\p{L}\p{N}])/u;
const EXCLAMATIONS = /[!！]{2,}/u;
const NUMBER = /\p{Nd}/u;
const WORD_START = (term: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');

type Length = {
  kind: 'ideal' | 'short' | 'long' | 'over';
  length: number;
  min: number;
  max: number;
};
type Keyword = { kind: 'front' | 'late' | 'none'; keyword: string; front: number };
type Clarity = { shouting: boolean; fillers: string[]; exclamations: boolean };

interface Reasons {
  length(l: Length): string;
  keyword(k: Keyword): string;
  number(has: boolean): string;
  curiosity(has: boolean): string;
  clarity(c: Clarity): string[];
}

const ENGLISH: Reasons = {
  length: ({ kind, length, min, max }) =>
    ({
      ideal: `${length} characters: within the ${min}–${max} that show in full.`,
      short: `${length} characters: short; ${min}–${max} says more and still shows in full.`,
      long: `${length} characters: search may cut it after about ${max}.`,
      over: `${length} characters: over YouTube’s limit of ${PUBLISH_TITLE_MAX}.`,
    })[kind],
  keyword: ({ kind, keyword, front }) =>
    ({
      front: `The keyword “${keyword}” comes early.`,
      late: `The keyword “${keyword}” comes late: move it into the first ${front} characters.`,
      none: `No word of the topic: add “${keyword}” so search finds it.`,
    })[kind],
  number: (has) =>
    has
      ? 'A number sets a clear expectation.'
      : 'No number: a figure (a count, a time) makes the promise concrete.',
  curiosity: (has) =>
    has
      ? 'A question or a curiosity word invites the click.'
      : 'Nothing left open: a question or a “why” makes viewers want the answer.',
  clarity: ({ shouting, fillers, exclamations }) => [
    ...(shouting ? ['Capital letters read as shouting: write words in normal case.'] : []),
    ...(fillers.length > 0 ? [`Filler words (${fillers.join(', ')}): cut them.`] : []),
    ...(exclamations ? ['Repeated exclamation marks look like clickbait.'] : []),
    ...(!shouting && fillers.length === 0 && !exclamations
      ? ['Clear: no shouting capitals, no filler words.']
      : []),
  ],
};

const characters = (count: number) => ruPlural(count, ['символ', 'символа', 'символов']);

const RUSSIAN: Reasons = {
  length: ({ kind, length, min, max }) =>
    ({
      ideal: `${length} ${characters(length)}: в пределах ${min}–${max}, заголовок виден целиком.`,
      short: `${length} ${characters(length)}: коротко; ${min}–${max} символов скажут больше и всё равно поместятся.`,
      long: `${length} ${characters(length)}: в поиске его обрежут примерно после ${max}.`,
      over: `${length} ${characters(length)}: больше предела YouTube в ${PUBLISH_TITLE_MAX}.`,
    })[kind],
  keyword: ({ kind, keyword, front }) =>
    ({
      front: `Ключевое слово «${keyword}» стоит в начале.`,
      late: `Ключевое слово «${keyword}» стоит далеко: перенесите его в первые ${front} символов.`,
      none: `Нет слов темы: добавьте «${keyword}», чтобы заголовок находили в поиске.`,
    })[kind],
  number: (has) =>
    has
      ? 'Число задаёт понятное ожидание.'
      : 'Нет числа: цифра (количество, время) делает обещание конкретным.',
  curiosity: (has) =>
    has
      ? 'Вопрос или интрига побуждают кликнуть.'
      : 'Нет интриги: вопрос или «почему» вызывают желание узнать ответ.',
  clarity: ({ shouting, fillers, exclamations }) => [
    ...(shouting ? ['Заглавные буквы читаются как крик: пишите обычным регистром.'] : []),
    ...(fillers.length > 0 ? [`Слова-паразиты (${fillers.join(', ')}): уберите их.`] : []),
    ...(exclamations ? ['Несколько восклицательных знаков выглядят как кликбейт.'] : []),
    ...(!shouting && fillers.length === 0 && !exclamations
      ? ['Ясно: без крика заглавными и без слов-паразитов.']
      : []),
  ],
};

/** Reasons are written in English and Russian, as the script analyzer's advice is. */
const reasonsFor = (language: ScriptLanguage) => (language === 'russian' ? RUSSIAN : ENGLISH);

function measureLength(title: string, chinese: boolean): { length: Length; signal: number } {
  const [min, max] = IDEAL_LENGTH[chinese ? 'chinese' : 'other'];
  const length = [...title].length;
  if (length > PUBLISH_TITLE_MAX) return { length: { kind: 'over', length, min, max }, signal: 0 };
  if (length > max) {
    // From 1 at the ideal's end down to 0.5 at YouTube's limit.
    const signal = 1 - (0.5 * (length - max)) / (PUBLISH_TITLE_MAX - max);
    return { length: { kind: 'long', length, min, max }, signal };
  }
  if (length < min) return { length: { kind: 'short', length, min, max }, signal: length / min };
  return { length: { kind: 'ideal', length, min, max }, signal: 1 };
}

/** Where the topic's first keyword found in the title sits; `undefined` when the topic has none. */
function findKeyword(
  title: string,
  topic: string,
  language: ScriptLanguage,
): { keyword: Keyword; signal: number } | undefined {
  const chinese = profileOf(language).chinese;
  const front = FRONT[chinese ? 'chinese' : 'other'];
  const { words } = topicKeywords(topic, language);
  if (words.length === 0) return undefined;
  const lower = title.toLowerCase();
  let best: { at: number; keyword: string } | undefined;
  for (const word of words) {
    const found = chinese
      ? longestPartIn(lower, word)
      : { at: lower.search(WORD_START(word)), keyword: word };
    if (found.at !== -1 && (best === undefined || found.at < best.at)) best = found;
  }
  if (best === undefined)
    return { keyword: { kind: 'none', keyword: words[0]!, front }, signal: 0 };
  const early = best.at + best.keyword.length <= front;
  return {
    keyword: { kind: early ? 'front' : 'late', keyword: best.keyword, front },
    signal: early ? 1 : 0.5,
  };
}

/**
 * A Chinese keyword is a run of characters without spaces ("家做手冲咖啡"); a title says part of it
 * ("手冲咖啡"). The longest part of two characters or more that the title has, and where.
 */
function longestPartIn(title: string, run: string): { at: number; keyword: string } {
  for (let length = run.length; length >= 2; length -= 1) {
    for (let start = 0; start + length <= run.length; start += 1) {
      const part = run.slice(start, start + length);
      const at = title.indexOf(part);
      if (at !== -1) return { at, keyword: part };
    }
  }
  return { at: -1, keyword: run };
}

function matchesAny(lower: string, entries: readonly string[], chinese: boolean): string[] {
  return entries.filter((entry) =>
    chinese ? lower.includes(entry) : WORD_START(entry).test(lower),
  );
}

/**
 * Scores a video title from 0 to 10 the way the script analyzer scores a script: a weighted
 * mean of signals, each explained. Length (40–70 characters show in full, 100 at most), the
 * topic's keyword in the first 40 characters, a number, a curiosity gap (a question, "why",
 * "secret"…) and clarity (no shouting capitals, filler words or "!!!").
 */
export function scoreTitle(title: string, topic: string, language: ScriptLanguage): TitleScore {
  const chinese = profileOf(language).chinese;
  const lexicon = TITLE_LEXICONS[language];
  const reasons = reasonsFor(language);
  const lower = title.toLowerCase();

  const length = measureLength(title, chinese);
  const keyword = findKeyword(title, topic, language);
  const hasNumber = NUMBER.test(title);
  const hasCuriosity =
    OPEN_QUESTION.test(title) || matchesAny(lower, lexicon.curiosity, chinese).length > 0;
  const clarity: Clarity = {
    shouting: SHOUTED_WORD.test(title),
    fillers: matchesAny(lower, lexicon.fillers, chinese),
    exclamations: EXCLAMATIONS.test(title),
  };
  const claritySignal = Math.max(
    0,
    1 -
      (clarity.shouting ? 0.5 : 0) -
      0.25 * clarity.fillers.length -
      (clarity.exclamations ? 0.25 : 0),
  );

  const signals: Array<[number, number]> = [
    [WEIGHTS.length, length.signal],
    ...(keyword ? [[WEIGHTS.keyword, keyword.signal] as [number, number]] : []),
    [WEIGHTS.number, hasNumber ? 1 : 0],
    [WEIGHTS.curiosity, hasCuriosity ? 1 : 0],
    [WEIGHTS.clarity, claritySignal],
  ];
  const weight = signals.reduce((sum, [w]) => sum + w, 0);
  const total = signals.reduce((sum, [w, signal]) => sum + w * signal, 0);
  return {
    score: Math.round((100 * total) / weight) / 10,
    why: [
      reasons.length(length.length),
      ...(keyword ? [reasons.keyword(keyword.keyword)] : []),
      reasons.number(hasNumber),
      reasons.curiosity(hasCuriosity),
      ...reasons.clarity(clarity),
    ],
  };
}

import { SCRIPT_LANGUAGES, type ScriptLanguage } from '../options';
import { CHARACTERS_PER_MINUTE_CHINESE, WORDS_PER_MINUTE } from '../word-budget';
import { LEXICONS, type LanguageLexicons, type Lexicon } from './lexicons';

/** What a word is, as bit flags (see `LanguageProfile.classifyWord`). */
export const WORD_CLASS = {
  secondPerson: 1,
  /** German "Sie": second person only when written with a capital letter. */
  secondPersonIfCapitalized: 2,
  emotional: 4,
  long: 8,
} as const;

/** A language's lexicons compiled once, at load time, into sets and regular expressions. */
export interface LanguageProfile {
  readonly language: ScriptLanguage;
  /** Chinese is measured in Han characters and matched by substring. */
  readonly chinese: boolean;
  /** Length units per spoken word: 1, or 5/3 Han characters for Chinese. */
  readonly unitsPerWord: number;
  /** Words longer than this many letters count as long; `null` for Chinese. */
  readonly longWordLetters: number | null;
  readonly lexicons: LanguageLexicons;
  /** Word languages: the `WORD_CLASS` flags of a lower-case word. */
  readonly classifyWord: (word: string) => number;
  readonly isStopWord: (word: string) => boolean;
  /** Chinese: global patterns counted over the text. */
  readonly secondPersonPattern: RegExp | null;
  readonly emotionalPattern: RegExp | null;
  /** The first call-to-action phrase in a lower-case text. */
  readonly callToAction: RegExp;
  /** An outro's sign-off ("see you") anywhere in a lower-case text. */
  readonly signOff: RegExp;
  /** A recap's opening words at the start of a lower-case paragraph. */
  readonly recap: RegExp;
  /** A greeting ("hello and welcome") anywhere in a lower-case text. */
  readonly greeting: RegExp;
  /** Words delivering a hook's promise ("here's why") anywhere in a lower-case text. */
  readonly payoff: RegExp;
}

/**
 * Longer than this is a long word: German compounds run long, Russian words a little longer than
 * the Romance languages and English.
 */
const LONG_WORD_LETTERS: Record<ScriptLanguage, number | null> = {
  english: 9,
  spanish: 9,
  french: 9,
  russian: 10,
  german: 12,
  chinese: null,
};

/** Tests a lower-case word against whole words, stems (indexed by their first 3 letters), endings. */
function compileLexicon(lexicon: Lexicon): (word: string) => boolean {
  const words = new Set(lexicon.words);
  const stems = new Map<string, string[]>();
  for (const stem of lexicon.stems) {
    const key = stem.slice(0, 3);
    stems.set(key, [...(stems.get(key) ?? []), stem]);
  }
  const endings = lexicon.endings ?? [];
  const exceptions = new Set(lexicon.endingExceptions ?? []);
  return (word) => {
    if (words.has(word)) return true;
    const candidates = word.length >= 3 ? stems.get(word.slice(0, 3)) : undefined;
    if (candidates?.some((stem) => word.startsWith(stem))) return true;
    return (
      word.length >= 4 && endings.some((ending) => word.endsWith(ending)) && !exceptions.has(word)
    );
  };
}

const alternation = (sources: readonly string[]) => sources.join('|');

/** French elides articles and pronouns into the next word: l'amour, d'erreurs, qu'on. */
const FRENCH_ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’]/;

/**
 * Also tests the part after the last hyphen ("saviez-vous", "abonnez-vous") and, in French, the
 * word behind an elided article ("d'amour").
 */
function withWordParts(test: (word: string) => boolean, french: boolean) {
  return (word: string) => {
    if (test(word)) return true;
    const hyphen = word.lastIndexOf('-');
    if (hyphen !== -1 && test(word.slice(hyphen + 1))) return true;
    const elided = french ? FRENCH_ELISION.exec(word) : null;
    return elided !== null && test(word.slice(elided[0].length));
  };
}

/** Letters in the longest part of a word joined by hyphens or apostrophes ("saviez-vous": 6). */
function longestPart(word: string): number {
  let longest = 0;
  let run = 0;
  for (const character of word) {
    run = character === '-' || character === "'" || character === '’' ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

function compileProfile(language: ScriptLanguage): LanguageProfile {
  const lexicons = LEXICONS[language];
  const chinese = language === 'chinese';
  const french = language === 'french';
  const isSecondPerson = withWordParts(compileLexicon(lexicons.secondPerson), french);
  const isEmotional = withWordParts(compileLexicon(lexicons.emotional), french);
  const capitalized = new Set(lexicons.secondPersonCapitalized ?? []);
  const stopWords = new Set(lexicons.stopWords);
  const longWordLetters = LONG_WORD_LETTERS[language] ?? Infinity;
  const wordStart = chinese ? '' : '(?<![\\p{L}\\p{N}])';
  return {
    language,
    chinese,
    unitsPerWord: chinese ? CHARACTERS_PER_MINUTE_CHINESE / WORDS_PER_MINUTE : 1,
    longWordLetters: LONG_WORD_LETTERS[language],
    lexicons,
    classifyWord: (word) =>
      (isSecondPerson(word) ? WORD_CLASS.secondPerson : 0) |
      (capitalized.has(word) ? WORD_CLASS.secondPersonIfCapitalized : 0) |
      (isEmotional(word) ? WORD_CLASS.emotional : 0) |
      (word.length > longWordLetters && longestPart(word) > longWordLetters ? WORD_CLASS.long : 0),
    isStopWord: (word) => stopWords.has(word),
    secondPersonPattern: chinese
      ? new RegExp(alternation(lexicons.secondPerson.stems), 'gu')
      : null,
    emotionalPattern: chinese ? new RegExp(alternation(lexicons.emotional.stems), 'gu') : null,
    callToAction: new RegExp(`${wordStart}(?:${alternation(lexicons.callToAction)})`, 'u'),
    signOff: new RegExp(`${wordStart}(?:${alternation(lexicons.signOff)})`, 'u'),
    recap: new RegExp(`^(?:${alternation(lexicons.recap)})`, 'u'),
    greeting: new RegExp(`${wordStart}(?:${alternation(lexicons.greeting)})`, 'u'),
    payoff: new RegExp(`${wordStart}(?:${alternation(lexicons.payoff)})`, 'u'),
  };
}

const PROFILES = Object.fromEntries(
  SCRIPT_LANGUAGES.map((language) => [language, compileProfile(language)]),
) as Record<ScriptLanguage, LanguageProfile>;

export const profileOf = (language: ScriptLanguage): LanguageProfile => PROFILES[language];

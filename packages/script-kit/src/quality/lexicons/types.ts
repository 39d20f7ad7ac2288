/**
 * Small per-language word lists behind the quality features. They are deliberately short and
 * high-precision: a script scores on what it clearly does, not on what a lexicon might guess.
 * Words are lower case. `stems` match any word starting with them (so Russian and German
 * endings need no morphology); `words` match whole words only.
 */
export interface Lexicon {
  readonly words: readonly string[];
  readonly stems: readonly string[];
  /** Word endings that carry the meaning (verb forms), for words of four letters or more. */
  readonly endings?: readonly string[];
  readonly endingExceptions?: readonly string[];
}

export interface LanguageLexicons {
  /** Addressing the viewer ("you"). */
  readonly secondPerson: Lexicon;
  /** German's polite "Sie", "Ihnen": counted only when written with a capital letter. */
  readonly secondPersonCapitalized?: readonly string[];
  /** Words that carry feeling: wonder, love, fear, surprise, praise, drama. */
  readonly emotional: Lexicon;
  /** Call-to-action phrases as regular-expression source, matched against the lower-cased text. */
  readonly callToAction: readonly string[];
  /** Sign-off phrases of an outro ("thanks for watching", "see you"), as regular-expression source. */
  readonly signOff: readonly string[];
  /** How a recap paragraph opens ("to sum up"), as regular-expression source, matched at its start. */
  readonly recap: readonly string[];
  /** How a greeting opens a video ("hello and welcome"), as regular-expression source: a Short starts with its hook instead. */
  readonly greeting: readonly string[];
  /** Words that deliver what a hook promised ("here's why", "the trick is"), as regular-expression source. */
  readonly payoff: readonly string[];
  /** Function words ignored when picking the topic's words. */
  readonly stopWords: readonly string[];
  /** Shown in recommendations: how this language says "you", and a few emotional words. */
  readonly youExamples: readonly string[];
  readonly emotionalExamples: readonly string[];
}

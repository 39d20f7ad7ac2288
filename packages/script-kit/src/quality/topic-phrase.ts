import type { LanguageProfile } from './language-profiles';
import { tokenizeScript, type ScriptTokens } from './tokenize-script';

/** Shorter topics are single terms that a script may well say often ("coffee"). */
const MIN_PHRASE_WORDS = 3;
/** Chinese counts Han characters: four make a phrase. */
const MIN_PHRASE_CHARACTERS = 4;

export interface TopicPhraseCount {
  /** The topic's words as they are matched, or `null` when it is too short to be a phrase. */
  readonly phrase: string | null;
  readonly mentions: number;
}

/**
 * How often the whole topic is said word for word ("how to brew pour-over coffee at home"),
 * within a sentence, case and punctuation aside. A script that keeps saying its title is filler.
 */
export function countTopicPhrase(
  script: ScriptTokens,
  topic: string,
  profile: LanguageProfile,
): TopicPhraseCount {
  const words = topic.trim() === '' ? [] : tokenizeScript(topic, profile).tokens;
  if (words.length < (profile.chinese ? MIN_PHRASE_CHARACTERS : MIN_PHRASE_WORDS)) {
    return { phrase: null, mentions: 0 };
  }
  const { tokens, sentences } = script;
  let mentions = 0;
  for (const sentence of sentences) {
    const last = sentence.firstToken + sentence.tokenCount - words.length;
    for (let i = sentence.firstToken; i <= last; i += 1) {
      let same = true;
      for (let k = 0; k < words.length && same; k += 1) same = tokens[i + k] === words[k];
      if (!same) continue;
      mentions += 1;
      i += words.length - 1;
    }
  }
  return { phrase: words.join(profile.chinese ? '' : ' '), mentions };
}

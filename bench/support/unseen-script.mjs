// Scripts the analyzer has not seen, for the cold analysis bench: each call writes a new text
// from a real vocabulary (bench/support/vocabulary, word families from Debian's aspell
// dictionaries with their inflected forms). Each text has a subject of its own — a few hundred
// word families picked anew, used with a Zipf law (a few often, most once or twice), in any of
// their forms, sometimes joined into hyphenated compounds — between the language's everyday
// function words (about 45 % of what is said, as in speech), in sentences of 3–24 words with
// questions and exclamations, paragraphs of 3–7 sentences, and a call to action at the end.
// So the word caches of the analyzer meet many words for the first time in each new text.
import { readFileSync } from 'node:fs';

/** Everyday words of speech, most frequent first (they are most of what any script says). */
const FUNCTION_WORDS = {
  english: (
    'the and to a of you it in that is i this for on with we so your be can but just have are ' +
    'not if what do at as or all they my was will get one now like there how up out then when ' +
    'about more from some because really make very here want know go going which time'
  ).split(' '),
  russian: (
    'и в не на я что с это а как вы то по но он к у так из за мы от же все для о только если ' +
    'вот уже вам когда или ещё чтобы есть можно тоже очень потом сейчас нужно там здесь даже ' +
    'просто этот эта они ваш вас свой один время сделать будет был'
  ).split(' '),
};

const CALL_TO_ACTION = {
  english:
    'If this helped you, subscribe to the channel and tell me in the comments what to try next!',
  russian:
    'Если видео было полезным, подпишитесь на канал и напишите в комментариях, что попробовать дальше!',
};

const SUBJECT_FAMILIES = 300;
const FUNCTION_SHARE = 0.45;
const COMPOUND_SHARE = 0.06;
const NUMBER_SHARE = 0.01;

/** The word families of a language: one family (a word and its inflected forms) a line. */
export function loadVocabulary(language) {
  return readFileSync(new URL(`vocabulary/${language}.txt`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(' '));
}

/** An index drawn by Zipf's law over `count` ranks (rank 0 the most frequent). */
function zipf(count, next) {
  const weights = Array.from({ length: count }, (_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return () => {
    let target = next() * total;
    for (let rank = 0; rank < count; rank += 1) {
      target -= weights[rank];
      if (target <= 0) return rank;
    }
    return count - 1;
  };
}

/**
 * A script of exactly `words` words (as `measureLength` counts them) with its topic and key
 * points, from `families` (see `loadVocabulary`) and the random source `next` (0 ≤ x < 1).
 */
export function unseenScript(language, families, next, words = 3000) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const subject = Array.from({ length: SUBJECT_FAMILIES }, () => pick(families));
  const subjectRank = zipf(subject.length, next);
  const functionRank = zipf(FUNCTION_WORDS[language].length, next);
  const contentWord = () => {
    const family = subject[subjectRank()];
    return next() < 0.5 ? family[0] : pick(family);
  };
  const word = () => {
    const roll = next();
    if (roll < FUNCTION_SHARE) return FUNCTION_WORDS[language][functionRank()];
    if (roll < FUNCTION_SHARE + NUMBER_SHARE) return String(2 + Math.floor(next() * 98));
    if (roll < FUNCTION_SHARE + NUMBER_SHARE + COMPOUND_SHARE)
      return `${contentWord()}-${contentWord()}`;
    return contentWord();
  };
  const sentence = (length) => {
    const said = Array.from({ length }, (_, index) =>
      index < length - 1 && next() < 0.08 ? `${word()},` : word(),
    ).join(' ');
    const roll = next();
    const end = roll < 0.15 ? '?' : roll < 0.2 ? '!' : '.';
    return said[0].toUpperCase() + said.slice(1) + end;
  };

  const closing = CALL_TO_ACTION[language];
  let left = words - closing.split(' ').length;
  const paragraphs = [];
  while (left > 0) {
    const sentences = [];
    const count = 3 + Math.floor(next() * 5);
    for (let i = 0; i < count && left > 0; i += 1) {
      const length = Math.min(left, 3 + Math.floor(next() ** 1.4 * 22));
      sentences.push(sentence(length));
      left -= length;
    }
    paragraphs.push(sentences.join(' '));
  }
  paragraphs.push(closing);
  return {
    text: paragraphs.join('\n\n'),
    topic: [0, 1, 2].map((rank) => subject[rank][0]).join(' '),
    keyPoints: [3, 5, 7].map((rank) => `${subject[rank][0]} ${subject[rank + 1][0]}`),
  };
}

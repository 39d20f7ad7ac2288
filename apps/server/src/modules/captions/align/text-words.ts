/** A word of the text as written, and what the reference voice is asked to say for it. */
export type TextWord = { text: string; spoken: string };

/**
 * The text's words in order, split at white space, each as written (punctuation attached, as
 * captions show it) and as it is spoken: without leading and trailing punctuation. A token with
 * nothing to say (a dash, an emoji) keeps `spoken` empty; it gets the time of the word before.
 */
export function textWords(text: string): TextWord[] {
  return text
    .split(/\s+/u)
    .filter((token) => token.length > 0)
    .map((token) => ({
      text: token.slice(0, 200),
      spoken: token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
    }));
}

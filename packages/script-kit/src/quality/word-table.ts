import type { LanguageProfile } from './language-profiles';

/**
 * Every distinct word the analyzer has met in a language, with a number (its id) and its class
 * flags. From one keystroke to the next almost every word is the same, so a word is classified
 * once, and later passes read numbers instead of hashing strings. Ids stay below 2^21; the
 * table starts over when it grows past `WORD_TABLE_LIMIT` words, and `generation` tells the
 * memos keyed by id (see `TermIndex`) to start over too. Results never depend on the ids.
 */
export interface WordTable {
  generation: number;
  readonly idOf: Map<string, number>;
  readonly words: string[];
  /** `WORD_CLASS` flags by id (word languages; 0 for Chinese). */
  readonly flags: number[];
  /** Id + 1 of each one-character word by its code unit: Chinese is mostly these. */
  characterIds: Int32Array | null;
}

export const WORD_TABLE_LIMIT = 100_000;

const tables = new Map<string, WordTable>();

/** The language's table, emptied first if it has grown past the limit. */
export function wordTableOf(profile: LanguageProfile): WordTable {
  let table = tables.get(profile.language);
  if (table === undefined) {
    table = { generation: 0, idOf: new Map(), words: [], flags: [], characterIds: null };
    tables.set(profile.language, table);
  }
  if (table.words.length > WORD_TABLE_LIMIT) {
    table.generation += 1;
    table.idOf.clear();
    table.words.length = 0;
    table.flags.length = 0;
    table.characterIds = null;
  }
  return table;
}

/** The id of the lower-case word `text[start, end)`, adding and classifying it if it is new. */
export function idOfWord(
  table: WordTable,
  text: string,
  start: number,
  end: number,
  profile: LanguageProfile,
): number {
  if (end - start === 1) {
    // One character (every Han character): a typed-array lookup, no string made or hashed.
    table.characterIds ??= new Int32Array(0x10000);
    const code = text.charCodeAt(start);
    const known = table.characterIds[code]!;
    if (known !== 0) return known - 1;
    const id = addWord(table, text[start]!, profile);
    table.characterIds[code] = id + 1;
    return id;
  }
  const word = text.slice(start, end);
  return table.idOf.get(word) ?? addWord(table, word, profile);
}

/*
 * A word sliced out of a script of 13 characters or more is, in V8, a view into the whole
 * lower-cased script: kept in the table, it would keep every script it came from alive (80 KB a
 * keystroke on a 3 000-word Russian script, 25 MB after 300 new long words). Prepending a
 * character makes a new string, flattened when sliced, so the table holds only the word.
 */
const ownCopy = (word: string): string => ` ${word}`.slice(1);

function addWord(table: WordTable, sliced: string, profile: LanguageProfile): number {
  const id = table.words.length;
  const word = ownCopy(sliced);
  table.idOf.set(word, id);
  table.words.push(word);
  table.flags.push(profile.chinese ? 0 : profile.classifyWord(word));
  return id;
}

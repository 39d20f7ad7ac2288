// One fresh process of the cold analysis bench (bench/script-kit.mjs): a studio session that
// opens a few new scripts. It writes its texts first (unseen-script.mjs), then loads the
// bundled script-kit (timed: the module and its language profiles), then analyses each text
// once — cold: its words partly new to the word caches, the first one also with the JIT cold —
// and then the same text <warm> times more. Prints one JSON line.
//   node bench/support/script-kit-session.mjs <bundle.mjs> <language> <seed> <texts> <warm>
import { pathToFileURL } from 'node:url';
import { random } from './coffee-script.mjs';
import { loadVocabulary, unseenScript } from './unseen-script.mjs';

const [bundle, language, seed, textCount, warmCount] = process.argv.slice(2);
const next = random(Number(seed));
const families = loadVocabulary(language);
const scripts = Array.from({ length: Number(textCount) }, () =>
  unseenScript(language, families, next),
);

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const seen = new Set();
/** Shares of a text's distinct words and of its word occurrences this process has not met yet. */
function newWordShares(text) {
  const tokens = text.toLowerCase().match(WORD) ?? [];
  const distinct = new Set(tokens);
  const fresh = new Set([...distinct].filter((word) => !seen.has(word)));
  for (const word of distinct) seen.add(word);
  return {
    words: tokens.length,
    newDistinct: fresh.size / distinct.size,
    newTokens: tokens.filter((word) => fresh.has(word)).length / tokens.length,
  };
}

const ms = (started) => Number(process.hrtime.bigint() - started) / 1e6;
const loadStarted = process.hrtime.bigint();
const kit = await import(pathToFileURL(bundle).href);
const loadMs = ms(loadStarted);

// Counted before any timing, so the garbage of counting is not collected inside a timed call.
const shares = scripts.map(({ text }) => newWordShares(text));
const texts = scripts.map(({ text, topic, keyPoints }, index) => {
  const context = { language, topic, keyPoints };
  let started = process.hrtime.bigint();
  const assessment = kit.analyzeScript(text, context);
  const coldMs = ms(started);
  const warmMs = [];
  for (let i = 0; i < Number(warmCount); i += 1) {
    started = process.hrtime.bigint();
    kit.analyzeScript(text, context);
    warmMs.push(ms(started));
  }
  return {
    ...shares[index],
    length: kit.measureLength(text, language),
    score: assessment.total_score,
    coldMs,
    warmMs,
  };
});
process.stdout.write(`${JSON.stringify({ loadMs, texts })}\n`);

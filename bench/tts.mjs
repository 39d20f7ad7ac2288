// Built-in text-to-speech benchmark: a 1 000-word English script spoken end to end the way the
// server does it (apps/server/src/modules/audio/service.ts): split into chunks of at most
// 1 800 characters by `chunkForSpeech` (packages/script-kit), the chunks synthesized two at a
// time by the built-in provider (eSpeak-NG WASM in two worker processes), joined as PCM, then
// the full version and every chunk encoded to MP3 (128 kbps mono, 44.1 kHz). The wall time of
// that whole pipeline is taken over --runs runs after one warm-up run (the server keeps its
// workers running, so the warm-up's process start is reported apart); the result is the median,
// and "x realtime" is seconds of audio per second of wall time (goal: at least 20).
// Node cannot import TypeScript, so the provider, the codec and the chunker are bundled with
// esbuild first, into a scratch directory under node_modules/.cache (node_modules stay
// external and resolve from there), with the eSpeak worker copied next to the bundle as
// build.mjs does for dist/. The script is generated with a fixed seed: every run speaks the
// same text.
//   npm run bench -- tts [--runs N]
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from '../apps/server/bundle-workers.mjs';
import { median } from '../scripts/support/processes.mjs';
import { coffeeScript } from './support/coffee-script.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const RUNS = arg('--runs', 5);
const WORDS = 1000;
const VOICE = 'en-us+f3';
const CONCURRENCY = 2;

const audio = path.join(root, 'apps/server/src/modules/audio');
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(path.join(cache, 'reelwright-bench-tts-'));
let kit;
let tts;
try {
  await build({
    stdin: {
      contents: [
        `export { createBuiltinTtsProvider } from ${JSON.stringify(path.join(audio, 'providers/builtin'))};`,
        `export { durationOfPcm, encodeMp3, joinPcm } from ${JSON.stringify(path.join(audio, 'codec'))};`,
        `export { chunkForSpeech } from '@reelwright/script-kit';`,
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    ...serverBundleOptions,
    outfile: path.join(scratch, 'tts.mjs'),
    logLevel: 'error',
  });
  // The provider reads eSpeak's samples on the CPU pool's threads (codec/off-thread.ts), which
  // look for their bundle in workers/ beside this one, as in dist/.
  await build({
    entryPoints: [path.join(audio, 'codec/audio.worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: path.join(scratch, 'workers/audio.worker.js'),
    logLevel: 'error',
    packages: 'external',
  });
  // The worker and the one module it imports (wasm-table.mjs), as build.mjs copies them.
  for (const file of ['espeak-worker.mjs', 'wasm-table.mjs']) {
    copyFileSync(path.join(audio, 'providers/builtin', file), path.join(scratch, file));
  }
  kit = await import(pathToFileURL(path.join(scratch, 'tts.mjs')).href);
  tts = kit.createBuiltinTtsProvider({ workers: CONCURRENCY });
} catch (error) {
  rmSync(scratch, { recursive: true, force: true });
  throw error;
}

async function mapWithConcurrency(items, limit, run) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const seconds = () => performance.now() / 1000;

/** One voice-over, as the server makes it; the times of its stages. */
async function voiceOver(text) {
  const signal = new AbortController().signal;
  const started = seconds();
  const chunks = kit.chunkForSpeech(text, tts.maxChunkCharacters);
  const parts = await mapWithConcurrency(chunks, CONCURRENCY, (chunk) =>
    tts.synthesize({ text: chunk, voiceId: VOICE, speed: 1, signal }),
  );
  const synthesized = seconds();
  const full = kit.joinPcm(parts);
  const mp3s = [await kit.encodeMp3(full)];
  if (chunks.length > 1)
    mp3s.push(...(await mapWithConcurrency(parts, CONCURRENCY, kit.encodeMp3)));
  const finished = seconds();
  return {
    chunks: chunks.length,
    audio: kit.durationOfPcm(full),
    synthesize: synthesized - started,
    encode: finished - synthesized,
    wall: finished - started,
    mp3Bytes: mp3s.reduce((total, mp3) => total + mp3.length, 0),
  };
}

const script = coffeeScript(WORDS);
const wordCount = script.split(/\s+/).length;
if (wordCount !== WORDS) throw new Error(`The script has ${wordCount} words, not ${WORDS}`);

let cold;
const runs = [];
try {
  cold = await voiceOver(script);
  for (let run = 0; run < RUNS; run += 1) runs.push(await voiceOver(script));
} finally {
  await tts.close();
  rmSync(scratch, { recursive: true, force: true });
}

const audioSeconds = runs[0].audio;
const wall = median(runs.map((run) => run.wall));
const report = {
  words: WORDS,
  audio_s: Math.round(audioSeconds * 100) / 100,
  wall_s_median: Math.round(wall * 1000) / 1000,
  x_realtime: Math.round((audioSeconds / wall) * 10) / 10,
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/tts.json'), `${JSON.stringify(report, null, 2)}\n`);

const s = (value) => value.toFixed(2).padStart(10);
console.log(
  `\n${script.length} characters, ${WORDS} words, ${runs[0].chunks} chunks, voice ${VOICE}, ${CONCURRENCY} workers, ${availableParallelism()} cores`,
);
console.log(
  `\n${'run'.padEnd(8)}${'audio s'.padStart(10)}${'speak s'.padStart(10)}${'mp3 s'.padStart(10)}${'wall s'.padStart(10)}${'x realtime'.padStart(12)}${'MP3 MB'.padStart(9)}`,
);
const row = (name, run) =>
  console.log(
    `${name.padEnd(8)}${s(run.audio)}${s(run.synthesize)}${s(run.encode)}${s(run.wall)}${(run.audio / run.wall).toFixed(1).padStart(12)}${(run.mp3Bytes / 1e6).toFixed(2).padStart(9)}`,
  );
row('cold', cold);
runs.forEach((run, index) => row(String(index + 1), run));
console.log(
  `\nmedian of ${RUNS}: ${report.wall_s_median} s for ${report.audio_s} s of audio = ${report.x_realtime}× real time (goal ≥ 20×)`,
);
console.log('wrote bench/results/tts.json');

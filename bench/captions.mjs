// Word-timing accuracy for captions: `npm run bench -- captions` writes
// bench/results/captions.json = { builtin: {median_ms, p95_ms, …}, aligned: {…} }.
//
// builtin — the built-in voice's word times (eSpeak-NG's own word events, mapped to the
//   script's words, shifted by each chunk's place in the joined audio and by the MP3's playback
//   delay: apps/server/src/modules/audio). The truth comes from the audio, not from the events:
//   the script is 300 words, each spoken as a sentence of its own ("Beans. Fresh. Stir. …"), so
//   eSpeak leaves a pause between every two words; the final MP3 (several chunks joined, encoded
//   as the server does, then decoded as a player does) is cut into islands of sound at those
//   pauses, and the n-th island's first audible sample is when the n-th word truly starts. The
//   error is |word.start − that onset|. This checks the whole chain (events → words → chunk
//   offsets → resampling → MP3 delay) against the decoded audio; what it cannot see is where,
//   inside continuous speech, one word hands over to the next (there is no onset to find).
//
// aligned — the offline aligner's part (captions/align), added by its author in the section
//   marked below; aligned.noisy is the same aligner on recordings with a noise floor mixed in.
//
// Node cannot import TypeScript: the server code is bundled with esbuild first (as bench/tts.mjs
// does), into a scratch directory under node_modules/.cache.
//   npm run bench -- captions
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from '../apps/server/bundle-workers.mjs';
import { coffeeScript } from './support/coffee-script.mjs';

const root = path.resolve(import.meta.dirname, '..');
const audio = path.join(root, 'apps/server/src/modules/audio');
const resultsFile = path.join(root, 'bench/results/captions.json');

/** Bundles `exports` (lines of `export … from …`) for Node, with node_modules left outside. */
async function bundle(scratch, name, exportLines) {
  await build({
    ...serverBundleOptions,
    stdin: { contents: exportLines.join('\n'), resolveDir: root, loader: 'ts' },
    outfile: path.join(scratch, `${name}.mjs`),
    logLevel: 'error',
  });
  return import(pathToFileURL(path.join(scratch, `${name}.mjs`)).href);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const stats = (errorsMs) => ({
  words: errorsMs.length,
  median_ms: Math.round(percentile(errorsMs, 50) * 10) / 10,
  p95_ms: Math.round(percentile(errorsMs, 95) * 10) / 10,
  max_ms: Math.round(Math.max(...errorsMs) * 10) / 10,
});

// ─── builtin: eSpeak-NG's word events ────────────────────────────────────────────────────────

/** A sample louder than this (−40 dBFS) is sound. */
const SOUND = 0.01;
/** A quiet stretch this long (s) separates two islands of sound. */
const GAP = 0.08;

/** Where each island of sound starts, in seconds of the decoded audio. */
function soundOnsets({ samples, sampleRate }) {
  const onsets = [];
  const gap = Math.round(GAP * sampleRate);
  let lastSound = -Infinity;
  for (let i = 0; i < samples.length; i += 1) {
    if (Math.abs(samples[i]) <= SOUND) continue;
    if (i - lastSound > gap) onsets.push(i / sampleRate);
    lastSound = i;
  }
  return onsets;
}

async function builtinSection(scratch) {
  const kit = await bundle(scratch, 'builtin', [
    `export { createBuiltinTtsProvider } from ${JSON.stringify(path.join(audio, 'providers/builtin'))};`,
    `export { decodeMp3, durationOfPcm, encodeMp3, joinPcm, pcmFromInt16 } from ${JSON.stringify(path.join(audio, 'codec'))};`,
    `export { joinChunkWords, wordsInMp3 } from ${JSON.stringify(path.join(audio, 'voice-over-words.ts'))};`,
    `export { chunkForSpeech } from '@reelwright/script-kit';`,
  ]);
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
  for (const file of ['espeak-worker.mjs', 'wasm-table.mjs']) {
    copyFileSync(path.join(audio, 'providers/builtin', file), path.join(scratch, file));
  }
  const tts = kit.createBuiltinTtsProvider({ workers: 2 });
  try {
    const words = coffeeScript(300)
      .split(/\s+/)
      .map((word) => word.replace(/[^\p{L}\p{N}']/gu, ''))
      .filter((word) => word.length > 1); // "A." is read as an initial, with no pause after it
    const text = words.map((word) => `${word[0].toUpperCase()}${word.slice(1)}.`).join(' ');
    const signal = new AbortController().signal;
    const chunks = kit.chunkForSpeech(text, tts.maxChunkCharacters);
    const parts = await Promise.all(
      chunks.map((chunk) => tts.synthesize({ text: chunk, voiceId: 'en-us+f3', speed: 1, signal })),
    );
    const floats = parts.map((part) =>
      part.samples instanceof Int16Array ? kit.pcmFromInt16(part.samples, part.sampleRate) : part,
    );
    // As the service does: each chunk's words moved by where the chunk starts, then into the MP3.
    let offset = 0;
    const timed = chunks.map((chunk, index) => {
      const entry = { text: chunk, words: parts[index].words, offset };
      offset += kit.durationOfPcm(floats[index]);
      return entry;
    });
    const joined = kit.joinPcm(floats);
    const spoken = kit.wordsInMp3(kit.joinChunkWords(text, timed), 0, kit.durationOfPcm(joined));
    const decoded = await kit.decodeMp3(await kit.encodeMp3(joined));
    const onsets = soundOnsets(decoded);
    if (onsets.length !== spoken.length) {
      throw new Error(`${onsets.length} islands of sound for ${spoken.length} words`);
    }
    const late = spoken.map((word, index) => (onsets[index] - word.start) * 1000);
    return {
      ...stats(late.map(Math.abs)),
      // > 0: the sound starts after the word's time (a stop's silent closure comes first).
      median_signed_ms: Math.round(percentile(late, 50) * 10) / 10,
      chunks: chunks.length,
      audio_s: Math.round(offset * 10) / 10,
    };
  } finally {
    await tts.close();
  }
}

// ─── aligned: the offline aligner (captions/align) ───────────────────────────────────────────
// Material: the speech fixtures in apps/server/test/fixtures/captions (README.md there): another
// engine's voices (flite slt, rms, awb), words spoken one by one with pauses, joined with no
// pause, and read as connected sentences, every word's true start known. The "5-minute read"
// joins them (repeated) into one long recording of one long text. The first alignment (cold:
// the reference engine's processes and the worker threads start) is reported apart; the speed
// is the 5-minute read's wall time per minute of audio (goal: 5 minutes in < 5 s).
const ALIGN_FIXTURES = [
  'speech-pourover-slt',
  'speech-bike-rms-pauses',
  'speech-bike-rms-joined',
  'speech-bike-rms-connected',
  'speech-sourdough-awb-connected',
];
const LONG_READ_SECONDS = 300;
// noisy — the same recordings with a noise floor mixed in (a real take is never digitally silent
// between sentences): seeded white noise at −70, −60 and −50 dBFS, pink and brown at −55 dBFS.
const NOISY_FIXTURES = ['speech-pourover-slt', 'speech-bike-rms-connected'];
const NOISES = [
  ['white', -70],
  ['white', -60],
  ['white', -50],
  ['pink', -55],
  ['brown', -55],
];

async function alignedSection(scratch) {
  const captions = path.join(root, 'apps/server/src/modules/captions/align');
  const kit = await bundle(scratch, 'aligned', [
    `export { alignSpeechToText, closeReferenceEngine } from ${JSON.stringify(captions)};`,
    `export { decodeWav } from ${JSON.stringify(path.join(captions, 'decode-audio.ts'))};`,
    `export { withNoise } from ${JSON.stringify(path.join(root, 'apps/server/test/helpers/room-noise.ts'))};`,
  ]);
  await build({
    entryPoints: [path.join(captions, 'align.worker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: path.join(scratch, 'workers/align.worker.js'),
    logLevel: 'error',
    packages: 'external',
  });
  for (const file of ['espeak-worker.mjs', 'wasm-table.mjs']) {
    copyFileSync(path.join(audio, 'providers/builtin', file), path.join(scratch, file));
  }
  const dir = path.join(root, 'apps/server/test/fixtures/captions');
  const material = ALIGN_FIXTURES.map((name) => ({
    name,
    truth: JSON.parse(readFileSync(path.join(dir, `${name}.words.json`), 'utf8')),
    pcm: kit.decodeWav(new Uint8Array(readFileSync(path.join(dir, `${name}.wav`)))),
  }));
  const errorsOf = (words, truth) =>
    words.map((word, index) => Math.abs(word.start - truth[index].start) * 1000);
  try {
    const files = {};
    const all = [];
    let cold_ms;
    for (const { name, truth, pcm } of material) {
      const started = performance.now();
      const words = await kit.alignSpeechToText(pcm, truth.text, 'english');
      cold_ms ??= Math.round(performance.now() - started);
      if (words.length !== truth.words.length) throw new Error(`${name}: word count differs`);
      const errors = errorsOf(words, truth.words);
      all.push(...errors);
      files[name] = { ...stats(errors), audio_s: truth.duration };
    }
    const noisyAll = [];
    const noisyCases = {};
    for (const { name, truth, pcm } of material.filter((m) => NOISY_FIXTURES.includes(m.name))) {
      for (const [colour, dbfs] of NOISES) {
        const samples = kit.withNoise(pcm.samples, colour, dbfs, 7);
        const words = await kit.alignSpeechToText(
          { samples, sampleRate: pcm.sampleRate },
          truth.text,
          'english',
        );
        const errors = errorsOf(words, truth.words);
        noisyAll.push(...errors);
        const { median_ms, p95_ms, max_ms } = stats(errors);
        noisyCases[`${name} ${colour} ${dbfs} dBFS`] = { median_ms, p95_ms, max_ms };
      }
    }
    // The long read: the fixtures one after another (all 16 kHz) until 5 minutes.
    const parts = [];
    const texts = [];
    const truth = [];
    let length = 0;
    for (let i = 0; length < LONG_READ_SECONDS * 16_000; i += 1) {
      const { pcm, truth: own } = material[i % material.length];
      if (pcm.sampleRate !== 16_000) throw new Error('The fixtures must be 16 kHz');
      const offset = length / 16_000;
      truth.push(...own.words.map((word) => ({ start: word.start + offset })));
      texts.push(own.text);
      parts.push(pcm.samples);
      length += pcm.samples.length;
    }
    const samples = new Float32Array(length);
    let at = 0;
    for (const part of parts) {
      samples.set(part, at);
      at += part.length;
    }
    const started = performance.now();
    const words = await kit.alignSpeechToText(
      { samples, sampleRate: 16_000 },
      texts.join(' '),
      'english',
    );
    const wall = (performance.now() - started) / 1000;
    const minutes = length / 16_000 / 60;
    const long = {
      ...stats(errorsOf(words, truth)),
      audio_s: Math.round(minutes * 600) / 10,
      wall_s: Math.round(wall * 100) / 100,
    };
    return {
      ...stats(all),
      seconds_per_audio_minute: Math.round((wall / minutes) * 100) / 100,
      cold_first_alignment_ms: cold_ms,
      long_read: long,
      files,
      noisy: { ...stats(noisyAll), cases: noisyCases },
    };
  } finally {
    await kit.closeReferenceEngine();
  }
}

// ─── run ─────────────────────────────────────────────────────────────────────────────────────

const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(path.join(cache, 'reelwright-bench-captions-'));
const report = (() => {
  try {
    return JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    return {};
  }
})();
try {
  report.builtin = await builtinSection(scratch);
  const aligned = await alignedSection(scratch);
  if (aligned) report.aligned = aligned;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
const b = report.builtin;
console.log(
  `builtin (eSpeak word events, ${b.words} words, ${b.chunks} chunks, ${b.audio_s} s): median ${b.median_ms} ms, p95 ${b.p95_ms} ms, max ${b.max_ms} ms (goal < 30 / < 80)`,
);
const a = report.aligned;
if (a) {
  console.log(
    `aligned (offline DTW, ${a.words} words in ${Object.keys(a.files).length} recordings): median ${a.median_ms} ms, p95 ${a.p95_ms} ms (goal < 100 / < 250); ` +
      `${a.long_read.audio_s} s read aligned in ${a.long_read.wall_s} s (${a.seconds_per_audio_minute} s per audio minute, goal 5 min < 5 s; cold first alignment ${a.cold_first_alignment_ms} ms)`,
  );
  console.log(
    `aligned with a noise floor (${a.noisy.words} words): median ${a.noisy.median_ms} ms, p95 ${a.noisy.p95_ms} ms`,
  );
  console.table(
    Object.fromEntries(
      Object.entries({ ...a.files, ...a.noisy.cases }).map(([name, f]) => [
        name,
        { median_ms: f.median_ms, p95_ms: f.p95_ms, max_ms: f.max_ms },
      ]),
    ),
  );
}
console.log('wrote bench/results/captions.json');

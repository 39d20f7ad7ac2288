// Loudness benchmark: how long the export's sound step (packages/timeline's normalizeLoudness:
// BS.1770 measurement, true peak by 4× oversampling, the look-ahead limiter and its correction)
// takes on a 10-minute 48 kHz stereo mix, against the goal of staying a small share of the
// export's time (the export runs at about 2× real time: 300 s for 10 minutes). Two mixes, made
// deterministically: one that only needs a gain (a music-like bed, peaks well under the
// ceiling) and one speech-like, whose peaks the limiter has to hold down. Each is timed
// --runs times (a fresh copy each run) and the median reported, with the result's loudness.
//   npm run bench -- loudness [--runs N] [--minutes N]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importPackage, numberArgument, root } from './support/bench-kit.mjs';

const RUNS = numberArgument('--runs', 3);
const MINUTES = numberArgument('--minutes', 10);
const RATE = 48_000;
const TARGET = { targetLufs: -14, ceilingDbtp: -1.5 };
/** The export's own time for the same length at ~2× real time, for the share. */
const EXPORT_X_REALTIME = 2;

const tl = await importPackage('packages/timeline/src/index.ts');

/** A deterministic pseudo-random source (no Math.random, so every run measures the same mix). */
function noise(seed) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647 - 0.5;
  };
}

/** A chord that swells slowly, with a little noise: loud enough, peaks far under the ceiling. */
function musicBed(frames) {
  return [0, 1].map((channel) => {
    const random = noise(11 + channel);
    const out = new Float32Array(frames);
    for (let i = 0; i < frames; i += 1) {
      const t = i / RATE;
      const swell = 0.6 + 0.4 * Math.sin(2 * Math.PI * 0.05 * t);
      out[i] =
        0.05 *
          swell *
          (Math.sin(2 * Math.PI * 220 * t) +
            Math.sin(2 * Math.PI * 277 * t + channel) +
            Math.sin(2 * Math.PI * 330 * t)) +
        0.01 * random();
    }
    return out;
  });
}

/** Syllable-like bursts three times a second with sharp peaks, as a voice-over has. */
function voice(frames) {
  const random = noise(7);
  const mono = new Float32Array(frames);
  for (let i = 0; i < frames; i += 1) {
    const t = i / RATE;
    const swell = Math.max(0, Math.sin(2 * Math.PI * 1.5 * t)) ** 40;
    mono[i] =
      0.25 *
        swell *
        (0.7 * Math.sin(2 * Math.PI * 180 * t) + 0.3 * Math.sin(2 * Math.PI * 2500 * t)) +
      0.002 * random();
  }
  return [mono, mono.slice()];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

const frames = MINUTES * 60 * RATE;
const seconds = frames / RATE;
const report = { mix: { minutes: MINUTES, sample_rate: RATE, channels: 2, target: TARGET } };
for (const [name, make] of [
  ['music_gain_only', musicBed],
  ['voice_limited', voice],
]) {
  const original = make(frames);
  const times = [];
  let result = null;
  for (let run = 0; run < RUNS; run += 1) {
    const channels = original.map((channel) => channel.slice());
    const started = performance.now();
    result = await tl.normalizeLoudness(channels, RATE, TARGET);
    times.push((performance.now() - started) / 1000);
    console.log(`${name} run ${run + 1}: ${times.at(-1).toFixed(2)} s`);
  }
  const wall = median(times);
  report[name] = {
    wall_s_median: round(wall),
    x_realtime: round(seconds / wall, 0),
    share_of_export: round(wall / (seconds / EXPORT_X_REALTIME), 4),
    input_lufs: round(result.inputLufs),
    input_true_peak_dbtp: round(result.inputTruePeakDbtp),
    output_lufs: round(result.outputLufs),
    output_true_peak_dbtp: round(result.outputTruePeakDbtp),
    limited: result.limited,
    runs_s: times.map((time) => round(time)),
  };
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/loudness.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);
console.log(
  `\n${'mix'.padEnd(18)}${'wall s'.padStart(8)}${'× real'.padStart(8)}${'share'.padStart(8)}` +
    `${'in LUFS'.padStart(9)}${'out LUFS'.padStart(10)}${'out dBTP'.padStart(10)}`,
);
for (const name of ['music_gain_only', 'voice_limited']) {
  const row = report[name];
  console.log(
    `${name.padEnd(18)}${row.wall_s_median.toFixed(2).padStart(8)}${String(row.x_realtime).padStart(8)}` +
      `${`${(row.share_of_export * 100).toFixed(1)}%`.padStart(8)}` +
      `${row.input_lufs.toFixed(1).padStart(9)}${row.output_lufs.toFixed(1).padStart(10)}` +
      `${row.output_true_peak_dbtp.toFixed(1).padStart(10)}`,
  );
}
console.log('wrote bench/results/loudness.json');

// Timeline benchmark: how long each engine command takes on a timeline of 10 000 items (the
// editor runs them on every pointer move while dragging, so the goal is under 1 ms each). Node
// cannot import TypeScript, so packages/timeline is bundled with esbuild into a temporary .mjs
// first. The document is built deterministically: 10 000 items of 1–3 s with small gaps, spread
// over the main track (70 %), an overlay track and an audio track; the edited item is always in
// the middle of the main track, so ripple operations shift ~3 500 items. Every command is pure,
// so each call starts from the same document. Each operation is warmed up, then timed call by
// call; the result is the median over --runs runs of each run's median (and of each run's p95).
//   npm run bench -- timeline [--runs N] [--iterations N]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from '../scripts/support/processes.mjs';
import { importPackage, numberArgument, root } from './support/bench-kit.mjs';

const RUNS = numberArgument('--runs', 7);
const ITERATIONS = numberArgument('--iterations', 200);
const WARM_UP = 200;
const ITEMS = 10000;

const tl = await importPackage('packages/timeline/src/index.ts');

// A deterministic document of ITEMS items, built track by track (much faster than 10 000 adds).
function buildDocument() {
  const document = tl.createDocument();
  const plan = { 'main-video': 0.7, 'overlay-1': 0.15, 'audio-1': 0.15 };
  const types = { 'main-video': 'videos', 'overlay-1': 'images', 'audio-1': 'audios' };
  let n = 0;
  const tracks = document.tracks.map((track) => {
    const count = Math.round(ITEMS * (plan[track.id] ?? 0));
    const items = [];
    let time = 0;
    for (let i = 0; i < count; i += 1) {
      const duration = 1000 + ((i * 7919) % 2000);
      const kind = track.type === 'main' ? 'main' : track.type;
      items.push({
        id: `item-${(n += 1)}`,
        mediaId: `media-${n % 50}`,
        name: `clip ${n}`,
        url: `blob:${n}`,
        type: types[track.id],
        trackId: track.id,
        trackType: kind,
        startTime: time,
        duration,
        trimStart: 0,
        volume: 1,
        opacity: 1,
      });
      time += duration + (i % 3 === 0 ? 500 : 0);
    }
    return { ...track, items };
  });
  const parsed = tl.parseDocument({ ...document, tracks });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.document;
}

const document = buildDocument();
const main = document.tracks.find((track) => track.id === 'main-video').items;
const middle = main[Math.floor(main.length / 2)];
const middleEnd = middle.startTime + middle.duration;
let ids = 0;
const context = { newId: () => `new-${(ids += 1)}`, now: () => 1700000000000 };
const library = { id: 'drop', mediaId: 'media-x', name: 'x.mp4', url: 'blob:x', type: 'videos' };
const copied = tl.copyItem(document, middle.id);
const ripplePreview = tl.previewDrop(document, {
  time: middle.startTime,
  duration: 4000,
  trackId: 'main-video',
  mode: 'ripple',
});
if (!ripplePreview.shouldRipple) throw new Error('ripple preview should ripple');

let history = tl.createHistory(document);
for (let i = 0; i < 200; i += 1)
  history = tl.commit(history, tl.nudgeItem(history.document, main[i].id, 100));
const undone = tl.undo(history);

const operations = {
  add: () => tl.addItem(document, library, middle.startTime),
  drop_ripple: () => tl.dropItem(document, library, tl.previewDrop(document, ripplePreview)),
  move: () =>
    tl.moveItem(document, middle.id, { startTime: middle.startTime + 1500, mode: 'push' }),
  resize_left: () => tl.resizeItem(document, middle.id, 'left', middle.startTime + 300),
  resize_right: () => tl.resizeItem(document, middle.id, 'right', middleEnd - 300),
  split: () => tl.splitItem(document, middle.id, middle.startTime + 500, context),
  paste: () => tl.pasteItem(document, copied, middle.startTime + 200, context),
  delete: () => tl.deleteItem(document, middle.id),
  undo: () => tl.undo(history),
  redo: () => tl.redo(undone),
  what_plays_at: () => tl.whatPlaysAt(document, middle.startTime + 700),
};

function measure(operation) {
  for (let i = 0; i < WARM_UP; i += 1) operation();
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const times = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const started = process.hrtime.bigint();
      operation();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    runs.push({ median: median(times), p95: times[Math.floor(times.length * 0.95)] });
  }
  return { median: median(runs.map((r) => r.median)), p95: median(runs.map((r) => r.p95)) };
}

const round = (value) => Math.round(value * 1000) / 1000;
const results = {};
for (const [name, operation] of Object.entries(operations)) results[name] = measure(operation);

const report = {
  items: ITEMS,
  operations: Object.fromEntries(
    Object.entries(results).map(([name, r]) => [
      name,
      { median_ms: round(r.median), p95_ms: round(r.p95) },
    ]),
  ),
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/timeline.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);

const ms = (value) => value.toFixed(3);
console.log(
  `\n${'operation'.padEnd(15)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}   goal < 1 ms`,
);
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(15)}${ms(r.median).padStart(11)}${ms(r.p95).padStart(9)}   ${r.median < 1 ? 'ok' : 'SLOW'}`,
  );
}
console.log(`\n${ITEMS} items, median of ${RUNS} runs × ${ITERATIONS} calls`);
console.log('wrote bench/results/timeline.json');

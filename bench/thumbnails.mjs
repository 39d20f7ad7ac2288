// Built-in thumbnail compositor benchmark: three variations of one idea drawn the way the server
// draws them (apps/server/src/modules/thumbnails/compositor): @napi-rs/canvas (Skia) draws, sharp
// decodes, blurs and encodes the PNG. Three scenes, each three variations (1280×720 PNGs):
//   - preset:    the preset gradient, an English headline, no pictures;
//   - reference: a 1600×900 PNG reference (blurred, darkened) and two object images (a WebP and
//                a PNG cut-out), a Russian headline;
//   - chinese:   a generated 1536×1024 background used as is, a Chinese headline.
// Each run draws every scene's three variations one after another (the wall time of the three is
// a "three variations" time); --runs runs after one cold run (its first thumbnail loads sharp,
// Skia and the fonts, which the server does once, so it is reported apart). The result is the
// median over runs of the slowest scene, and of the three in parallel (Promise.all) for
// comparison. Goal: under 1 s for three variations.
// Node cannot import TypeScript, so the compositor is bundled with esbuild first, into a scratch
// directory under node_modules/.cache (node_modules stay external and resolve from there).
//   npm run bench -- thumbnails [--runs N]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from '../apps/server/bundle-workers.mjs';
import sharp from 'sharp';
import { cutOutPicture, numberArgument, root } from './support/bench-kit.mjs';

const RUNS = numberArgument('--runs', 7);
const compositor = path.join(root, 'apps/server/src/modules/thumbnails/compositor/index.ts');

const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(path.join(cache, 'reelwright-bench-thumbnails-'));
let kit;
try {
  await build({
    ...serverBundleOptions,
    entryPoints: [compositor],
    outfile: path.join(scratch, 'compositor.mjs'),
    logLevel: 'error',
  });
  kit = await import(pathToFileURL(path.join(scratch, 'compositor.mjs')).href);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const support = (name) => readFileSync(path.join(root, 'bench/support', name));
const cutOut = await cutOutPicture();
const generated = await sharp(support('still-1600x900.png'))
  .resize(1536, 1024, { fit: 'fill' })
  .jpeg()
  .toBuffer();

const SCENES = {
  preset: {
    style: 'youtube-gaming',
    headline: kit.headlineFrom('I survived 100 days in Minecraft hardcore mode'),
  },
  reference: {
    style: 'tech',
    headline: kit.headlineFrom('Обзор новой видеокарты RTX 5090: стоит ли она своих денег'),
    background: { kind: 'reference', bytes: support('still-1600x900.png') },
    objects: [
      { name: 'still-640x360.webp', bytes: support('still-640x360.webp') },
      { name: 'cut-out.png', bytes: cutOut },
    ],
  },
  chinese: {
    style: 'food',
    headline: kit.headlineFrom('东京美食：十家必吃的拉面店'),
    background: { kind: 'generated', bytes: generated },
  },
};

const seconds = () => performance.now() / 1000;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function threeVariations(scene, parallel) {
  const started = seconds();
  const render = (variation) => kit.renderThumbnail({ ...scene, variation });
  const pngs = parallel
    ? await Promise.all([1, 2, 3].map(render))
    : [await render(1), await render(2), await render(3)];
  const wall = seconds() - started;
  for (const png of pngs) {
    const { width, height, format } = await sharp(png).metadata();
    if (width !== 1280 || height !== 720 || format !== 'png')
      throw new Error(`Expected a 1280×720 PNG, got ${format} ${width}×${height}`);
  }
  return { wall, bytes: pngs.reduce((total, png) => total + png.length, 0) / 3 };
}

const coldStarted = seconds();
await kit.renderThumbnail({ ...SCENES.preset, variation: 1 });
const cold = seconds() - coldStarted;

const names = Object.keys(SCENES);
const results = Object.fromEntries(names.map((name) => [name, { sequential: [], parallel: [] }]));
for (let run = 0; run < RUNS; run += 1) {
  for (const name of names) {
    results[name].sequential.push(await threeVariations(SCENES[name], false));
    results[name].parallel.push(await threeVariations(SCENES[name], true));
  }
}

const medianOf = (runs, key) => median(runs.map((run) => run[key]));
const slowest = (mode) => Math.max(...names.map((name) => medianOf(results[name][mode], 'wall')));
const round = (value, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const report = {
  three_variations_s_median: round(slowest('sequential')),
  three_variations_parallel_s_median: round(slowest('parallel')),
  per_thumbnail_ms_median: round((slowest('sequential') / 3) * 1000, 1),
  cold_first_thumbnail_s: round(cold),
  png_kb_median: round(
    median(names.map((name) => medianOf(results[name].sequential, 'bytes'))) / 1024,
    0,
  ),
  runs: RUNS,
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/thumbnails.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);

console.log(
  `\n${RUNS} runs, three 1280×720 variations a scene, ${availableParallelism()} cores; cold first thumbnail ${cold.toFixed(3)} s`,
);
console.log(
  `\n${'scene'.padEnd(11)}${'headline'.padEnd(34)}${'3 in a row s'.padStart(13)}${'3 at once s'.padStart(13)}${'PNG KB'.padStart(9)}`,
);
for (const name of names) {
  const { sequential, parallel } = results[name];
  console.log(
    `${name.padEnd(11)}${SCENES[name].headline.slice(0, 32).padEnd(34)}${medianOf(sequential, 'wall').toFixed(3).padStart(13)}${medianOf(parallel, 'wall').toFixed(3).padStart(13)}${(medianOf(sequential, 'bytes') / 1024).toFixed(0).padStart(9)}`,
  );
}
console.log(
  `\nmedian of ${RUNS}, slowest scene: ${report.three_variations_s_median} s for three variations in a row, ${report.three_variations_parallel_s_median} s at once (goal < 1 s)`,
);
console.log('wrote bench/results/thumbnails.json');

// Lighthouse benchmark: performance, accessibility, best practices and SEO of the public pages
// (`/`, `/help-center`, `/pricing`) of the production build served by the real server, measured
// by the `lighthouse` npm package in Debian's Chromium with its default mobile profile (Moto G
// Power screen, simulated slow 4G and 4× CPU slowdown). Each page is measured --runs times (3)
// in a fresh browser, and the median of each category is reported (scores 0–100).
//   npm run bench -- lighthouse [--runs N]   (needs the production build: npm run build)
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../apps/web/e2e/support/chromium.mjs';
import { startProductionServer } from '../apps/web/e2e/support/start-server.mjs';
import { numberArgument, root } from './support/bench-kit.mjs';
import { productionBuildAndChromium } from './support/studio-page.mjs';

const RUNS = numberArgument('--runs', 3);
const PAGES = { home: '/', 'help-center': '/help-center', pricing: '/pricing' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 95, accessibility: 95 };

const chromePath = productionBuildAndChromium('lighthouse');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run of `url` in a fresh Chromium profile: the four scores and the audits that failed. */
async function measure(url) {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'reelwright-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
    );
    const failed = CATEGORIES.flatMap((name) =>
      (categories[name]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map(
          (ref) => `${name}: ${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`,
        ),
    );
    const metrics = {
      fcp_ms: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcp_ms: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbt_ms: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
    return { scores, failed, metrics };
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

// As the README's `npm start` runs it: plans with buy buttons (the offline checkout).
const server = await startProductionServer({ env: { BILLING_PROVIDER: 'test' } });
const report = {};
const details = {};
try {
  for (const [name, route] of Object.entries(PAGES)) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${server.baseURL}${route}`));
    report[name] = Object.fromEntries(
      CATEGORIES.map((category) => [category, median(runs.map((r) => r.scores[category]))]),
    );
    details[name] = {
      metrics: Object.fromEntries(
        Object.keys(runs[0].metrics).map((key) => [key, median(runs.map((r) => r.metrics[key]))]),
      ),
      failed: [...new Set(runs.flatMap((r) => r.failed))],
    };
  }
} finally {
  await server.stop();
}

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/lighthouse.json'), `${JSON.stringify(report)}\n`);

console.log(`\nlighthouse (mobile profile), median of ${RUNS} runs per page`);
console.log(
  `${'page'.padEnd(13)}${CATEGORIES.map((c) => c.padStart(16)).join('')}${'FCP ms'.padStart(9)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(7)}`,
);
for (const [name, scores] of Object.entries(report)) {
  const m = details[name].metrics;
  console.log(
    `${name.padEnd(13)}${CATEGORIES.map((c) => String(scores[c]).padStart(16)).join('')}${String(m.fcp_ms).padStart(9)}${String(m.lcp_ms).padStart(9)}${String(m.tbt_ms).padStart(9)}${String(m.cls).padStart(7)}`,
  );
}
for (const [name, scores] of Object.entries(report)) {
  const misses = Object.entries(GOALS).filter(([category, goal]) => scores[category] < goal);
  if (misses.length > 0)
    console.log(
      `${name}: below goal in ${misses.map(([c, g]) => `${c} (${scores[c]} < ${g})`).join(', ')}`,
    );
  if (details[name].failed.length > 0)
    console.log(`${name} audits below 0.9: ${details[name].failed.join('; ')}`);
}

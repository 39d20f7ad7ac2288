// Teleprompter benchmark: a take recorded in the production build, in Chromium, from its fake
// camera and microphone (--use-fake-device-for-media-stream), with the script scrolling at the
// default speed (50 %: 40 px a second). In the page, timed by the page's own clock:
//   - the scroll rate while recording (px/s, from the text's transform) against the spec's 40,
//   - the time between frames while recording and scrolling (median and p95),
//   - the take's length against the time between the timer appearing and Stop,
//   - 'finishing': Stop to the take ready (the recorder's last chunk + the mediabunny remux that
//     writes the duration and cues).
// Each run records --seconds s (default 10); --runs runs (default 3), medians reported.
//   npm run bench -- teleprompter [--runs N] [--seconds S]   (needs the production build)
/* global document, getComputedStyle, DOMMatrix, requestAnimationFrame -- used in the page (page.evaluate) */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../apps/web/e2e/support/chromium.mjs';
import { startProductionServer } from '../apps/web/e2e/support/start-server.mjs';
import { numberArgument, root } from './support/bench-kit.mjs';
import { api, productionBuildAndChromium, signedInStudioPage } from './support/studio-page.mjs';

const RUNS = numberArgument('--runs', 3);
const SECONDS = numberArgument('--seconds', 10);
const EXPECTED_PX_PER_S = 40;
const SCRIPT = Array.from(
  { length: 400 },
  (_, index) => `Line ${index + 1}: the script keeps going so the teleprompter never runs out.`,
).join('\n');

const executablePath = productionBuildAndChromium('teleprompter');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One take, measured in the page; resolves once the take is ready. */
const recordAndMeasure = (page, seconds) =>
  page.evaluate(async (ms) => {
    const button = (label) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
    const offset = () => {
      const text = document.querySelector('[data-testid="teleprompter-text"]');
      return -new DOMMatrix(getComputedStyle(text).transform).m42;
    };
    const until = (check) =>
      new Promise((resolve) => {
        const poll = () => (check() ? resolve(performance.now()) : requestAnimationFrame(poll));
        poll();
      });
    const frames = [];
    let last = 0;
    let recording = true;
    button('Start recording').click();
    const startedAt = await until(() => document.querySelector('[data-testid="recording-timer"]'));
    const startOffset = offset();
    last = startedAt;
    const loop = (now) => {
      frames.push(now - last);
      last = now;
      if (recording) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    await new Promise((resolve) => setTimeout(resolve, ms));
    const endOffset = offset();
    const stoppedAt = performance.now();
    recording = false;
    button('Stop recording').click();
    const readyAt = await until(() => document.querySelector('[data-testid="take-duration"]'));
    const take = Number(
      document.querySelector('[data-testid="take-duration"]').getAttribute('data-seconds'),
    );
    return {
      pxPerSecond: (endOffset - startOffset) / ((stoppedAt - startedAt) / 1000),
      frames: frames.slice(1),
      heldSeconds: (stoppedAt - startedAt) / 1000,
      takeSeconds: take,
      finishMs: readyAt - stoppedAt,
    };
  }, seconds * 1000);

const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath,
  args: [...CHROMIUM_FLAGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});
const problems = [];
const runs = [];
try {
  const { session, page } = await signedInStudioPage(browser, server.baseURL, {
    name: 'Teleprompter Bench',
    problems,
  });
  // No 3-2-1 countdown: the take starts at once.
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ countdown: false })),
    `teleprompter:settings:${session.user.id}`,
  );
  const { project } = await api(
    server.baseURL,
    'POST',
    '/api/projects',
    { topic: 'Teleprompter benchmark', script: SCRIPT },
    session.token,
  );
  await page.goto(`/app/video-maker?project=${project.id}`);
  await page.getByText('Record yourself', { exact: true }).click();
  for (let run = 0; run <= RUNS; run += 1) {
    await page.getByRole('button', { name: 'Open teleprompter' }).click();
    const start = page.getByRole('button', { name: 'Start recording' });
    await start.waitFor();
    while (!(await start.isEnabled())) await page.waitForTimeout(100);
    const result = await recordAndMeasure(page, run === 0 ? 2 : SECONDS);
    // The first, short take warms the encoders and loads mediabunny: not counted.
    if (run > 0) runs.push(result);
    await page.getByRole('button', { name: 'Abort' }).click();
    await page.getByRole('button', { name: 'Close teleprompter' }).click();
  }
} finally {
  await browser.close();
  await server.stop();
}

const frames = runs.flatMap((run) => run.frames).sort((a, b) => a - b);
const report = {
  take_seconds: SECONDS,
  runs: RUNS,
  scroll_px_per_s: round(median(runs.map((run) => run.pxPerSecond))),
  scroll_expected_px_per_s: EXPECTED_PX_PER_S,
  scroll_error_pct: round(
    (Math.abs(median(runs.map((run) => run.pxPerSecond)) - EXPECTED_PX_PER_S) / EXPECTED_PX_PER_S) *
      100,
  ),
  frame_median_ms: round(median(frames)),
  frame_p95_ms: round(frames[Math.floor(frames.length * 0.95)]),
  take_length_error_s: round(median(runs.map((run) => run.takeSeconds - run.heldSeconds)), 3),
  finish_median_ms: Math.round(median(runs.map((run) => run.finishMs))),
  console_errors: problems.length,
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/teleprompter.json'), `${JSON.stringify(report)}\n`);

console.log(`\nteleprompter: ${RUNS} takes of ${SECONDS} s (fake camera + microphone, VP9/Opus)`);
console.log(
  `${'run'.padEnd(5)}${'px/s'.padStart(8)}${'held s'.padStart(9)}${'take s'.padStart(9)}${'finish ms'.padStart(11)}`,
);
runs.forEach((run, index) =>
  console.log(
    `${String(index + 1).padEnd(5)}${run.pxPerSecond.toFixed(2).padStart(8)}${run.heldSeconds.toFixed(2).padStart(9)}${run.takeSeconds.toFixed(2).padStart(9)}${String(Math.round(run.finishMs)).padStart(11)}`,
  ),
);
console.log(
  `median: scroll ${report.scroll_px_per_s} px/s (spec ${EXPECTED_PX_PER_S}, ${report.scroll_error_pct}% off), frames ${report.frame_median_ms} ms median / ${report.frame_p95_ms} ms p95, take length ${report.take_length_error_s} s off, finishing ${report.finish_median_ms} ms`,
);
if (problems.length > 0) console.log('console errors:', problems);

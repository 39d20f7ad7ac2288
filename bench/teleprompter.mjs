// Teleprompter benchmark: a take recorded in the production build, in Chromium, from its fake
// camera and microphone (--use-fake-device-for-media-stream), with the script scrolling at the
// default speed (50 %: the spec's 2 px every 50 ms, 40 px a second). In the page, timed by the
// page's own clock:
//   - the scroll as it is on screen: on every animation frame the position of a piece of the
//     script's text (a Range at the character near the bottom of the view, so it crosses the view
//     while measured) read from layout with getBoundingClientRect, which includes the transform
//     the scroller sets — what is painted, not what the code asked for. From those samples: the
//     rate (least-squares px/s over the take, and words a minute from the text's own layout:
//     words between two lines over the pixels between them), its steadiness (each frame's step
//     against the rate times that frame's time: the spread of the error, and the frames where the
//     text did not move) and the dropped frames (an interval over 1.5× the median of the same
//     page idle, measured before each take, as bench/editor.mjs counts them). The rate the old
//     bench read from the transform is kept beside it (`scroll_transform_px_per_s`);
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
const IDLE_MS = 1500;
const EXPECTED_PX_PER_S = 40;
const LINE_WORDS = 12;
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
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The intervals between animation frames of the open, idle teleprompter, for the dropped rule. */
const idleFrames = (page, ms) =>
  page.evaluate(
    (duration) =>
      new Promise((resolve) => {
        const frames = [];
        let last = null;
        const started = performance.now();
        const loop = (now) => {
          if (last !== null) frames.push(now - last);
          last = now;
          if (now - started < duration) requestAnimationFrame(loop);
          else resolve(frames);
        };
        requestAnimationFrame(loop);
      }),
    ms,
  );

/** One take, measured in the page; resolves once the take is ready. */
const recordAndMeasure = (page, seconds) =>
  page.evaluate(
    async ({ ms, lineWords }) => {
      const button = (label) =>
        [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
      const text = document.querySelector('[data-testid="teleprompter-text"]');
      const viewport = text.closest('[role="region"]').getBoundingClientRect();
      const transformOffset = () => -new DOMMatrix(getComputedStyle(text).transform).m42;
      // A character of the script near the bottom of the view: it crosses the view as it scrolls.
      const caret = document.caretRangeFromPoint(
        viewport.left + viewport.width / 2,
        viewport.top + viewport.height * 0.9,
      );
      if (!caret || caret.startContainer.nodeType !== 3 || !text.contains(caret.startContainer))
        throw new Error('no script text near the bottom of the teleprompter');
      const marker = document.createRange();
      marker.setStart(caret.startContainer, caret.startOffset);
      marker.setEnd(
        caret.startContainer,
        Math.min(caret.startOffset + 1, caret.startContainer.length),
      );
      const onScreenTop = () => marker.getBoundingClientRect().top;
      // Pixels per line of the script as laid out: the tops of two lines 100 lines apart.
      const lineTop = (number) => {
        const node = [...text.querySelectorAll('p span')]
          .map((span) => span.firstChild)
          .find((child) => child?.textContent.includes(`Line ${number}:`));
        const range = document.createRange();
        const offset = node.textContent.indexOf(`Line ${number}:`);
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect().top;
      };
      const wordsPerPx = (100 * lineWords) / (lineTop(301) - lineTop(201));
      const until = (check) =>
        new Promise((resolve) => {
          const poll = () => (check() ? resolve(performance.now()) : requestAnimationFrame(poll));
          poll();
        });
      const samples = [];
      let recording = true;
      button('Start recording').click();
      const startedAt = await until(() =>
        document.querySelector('[data-testid="recording-timer"]'),
      );
      const startTransform = transformOffset();
      const loop = (now) => {
        samples.push([now, onScreenTop()]);
        if (recording) requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
      await new Promise((resolve) => setTimeout(resolve, ms));
      const endTransform = transformOffset();
      const stoppedAt = performance.now();
      recording = false;
      button('Stop recording').click();
      const readyAt = await until(() => document.querySelector('[data-testid="take-duration"]'));
      const take = Number(
        document.querySelector('[data-testid="take-duration"]').getAttribute('data-seconds'),
      );
      return {
        samples,
        wordsPerPx,
        transformPxPerSecond: (endTransform - startTransform) / ((stoppedAt - startedAt) / 1000),
        heldSeconds: (stoppedAt - startedAt) / 1000,
        takeSeconds: take,
        finishMs: readyAt - stoppedAt,
      };
    },
    { ms: seconds * 1000, lineWords: LINE_WORDS },
  );

/**
 * The scroll as sampled from the screen: the least-squares rate (px/s, the text moving up is
 * positive), each frame's interval, and each frame's step against the rate times its interval.
 */
function scrollOf({ samples }) {
  const points = samples.map(([ms, top]) => [ms / 1000, -top]);
  const meanT = points.reduce((sum, [t]) => sum + t, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const [t, y] of points) {
    covariance += (t - meanT) * (y - meanY);
    variance += (t - meanT) ** 2;
  }
  const pxPerSecond = covariance / variance;
  const intervals = [];
  const stepErrors = [];
  let still = 0;
  for (let i = 1; i < points.length; i += 1) {
    const dt = points[i][0] - points[i - 1][0];
    const step = points[i][1] - points[i - 1][1];
    intervals.push(dt * 1000);
    stepErrors.push(step - pxPerSecond * dt);
    if (step === 0) still += 1;
  }
  return { pxPerSecond, intervals, stepErrors, still };
}
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
    const idle = await idleFrames(page, IDLE_MS);
    const result = await recordAndMeasure(page, run === 0 ? 2 : SECONDS);
    // The first, short take warms the encoders and loads mediabunny: not counted.
    if (run > 0) runs.push({ ...result, ...scrollOf(result), idleMedian: median(idle) });
    await page.getByRole('button', { name: 'Abort' }).click();
    await page.getByRole('button', { name: 'Close teleprompter' }).click();
  }
} finally {
  await browser.close();
  await server.stop();
}

const pxPerSecond = median(runs.map((run) => run.pxPerSecond));
const wordsPerPx = median(runs.map((run) => run.wordsPerPx));
const frames = runs.flatMap((run) => run.intervals);
const dropped = runs.reduce(
  (sum, run) => sum + run.intervals.filter((interval) => interval > 1.5 * run.idleMedian).length,
  0,
);
const stepErrors = runs.flatMap((run) => run.stepErrors);
const stepSpread = Math.sqrt(stepErrors.reduce((sum, e) => sum + e * e, 0) / stepErrors.length);
const report = {
  measured_from: 'layout',
  take_seconds: SECONDS,
  runs: RUNS,
  scroll_px_per_s: round(pxPerSecond),
  scroll_expected_px_per_s: EXPECTED_PX_PER_S,
  scroll_error_pct: round((Math.abs(pxPerSecond - EXPECTED_PX_PER_S) / EXPECTED_PX_PER_S) * 100),
  scroll_transform_px_per_s: round(median(runs.map((run) => run.transformPxPerSecond))),
  words_per_minute: round(pxPerSecond * wordsPerPx * 60, 1),
  expected_words_per_minute: round(EXPECTED_PX_PER_S * wordsPerPx * 60, 1),
  step_jitter_px: round(stepSpread, 3),
  step_error_p95_px: round(quantile(stepErrors.map(Math.abs), 0.95), 3),
  still_frames: runs.reduce((sum, run) => sum + run.still, 0),
  frames: frames.length,
  idle_frame_median_ms: round(median(runs.map((run) => run.idleMedian))),
  dropped_frames: dropped,
  dropped_frames_pct: round((100 * dropped) / frames.length),
  frame_median_ms: round(median(frames)),
  frame_p95_ms: round(quantile(frames, 0.95)),
  take_length_error_s: round(median(runs.map((run) => run.takeSeconds - run.heldSeconds)), 3),
  finish_median_ms: Math.round(median(runs.map((run) => run.finishMs))),
  console_errors: problems.length,
};
const resultPath = path.join(root, 'bench/results/teleprompter.json');
mkdirSync(path.dirname(resultPath), { recursive: true });
writeFileSync(resultPath, `${JSON.stringify(report)}\n`);

console.log(
  `\nteleprompter: ${RUNS} takes of ${SECONDS} s (fake camera + microphone, VP9/Opus), the scroll read from layout`,
);
console.log(
  `${'run'.padEnd(5)}${'px/s'.padStart(8)}${'transform'.padStart(11)}${'frames'.padStart(8)}${'jitter px'.padStart(11)}${'held s'.padStart(9)}${'take s'.padStart(9)}${'finish ms'.padStart(11)}`,
);
runs.forEach((run, index) =>
  console.log(
    `${String(index + 1).padEnd(5)}${run.pxPerSecond.toFixed(2).padStart(8)}${run.transformPxPerSecond.toFixed(2).padStart(11)}${String(run.intervals.length).padStart(8)}${Math.sqrt(
      run.stepErrors.reduce((sum, e) => sum + e * e, 0) / run.stepErrors.length,
    )
      .toFixed(3)
      .padStart(
        11,
      )}${run.heldSeconds.toFixed(2).padStart(9)}${run.takeSeconds.toFixed(2).padStart(9)}${String(Math.round(run.finishMs)).padStart(11)}`,
  ),
);
console.log(
  `median: on screen ${report.scroll_px_per_s} px/s = ${report.words_per_minute} words/min (set: ${EXPECTED_PX_PER_S} px/s = ${report.expected_words_per_minute} words/min, ${report.scroll_error_pct}% off; the transform says ${report.scroll_transform_px_per_s}); steps off the rate by ${report.step_jitter_px} px RMS (p95 ${report.step_error_p95_px} px), ${report.still_frames} frames without movement; ${report.dropped_frames} of ${report.frames} frames dropped (${report.dropped_frames_pct} %, over 1.5× the idle median ${report.idle_frame_median_ms} ms); frames ${report.frame_median_ms} ms median / ${report.frame_p95_ms} ms p95, take length ${report.take_length_error_s} s off, finishing ${report.finish_median_ms} ms`,
);
console.log(`wrote bench/results/teleprompter.json:\n${JSON.stringify(report)}`);
if (problems.length > 0) console.log('console errors:', problems);

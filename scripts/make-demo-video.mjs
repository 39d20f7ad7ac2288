// `node scripts/make-demo-video.mjs`: records the landing page's demo clip with the product
// itself. Starts the production build (run `npm run build` first), signs a new account in,
// writes a script in the studio with the built-in offline writer while Chromium's DevTools
// screencast captures the page, then encodes a short silent 640×360 clip with ffmpeg: VP9 WebM,
// H.264 MP4 (for browsers without VP9), a WebP poster and English and Russian caption files
// describing what happens. Output: apps/web/public/demo/.
/* global document, getComputedStyle -- used in the page (page.evaluate, waitForFunction) */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../apps/web/e2e/support/chromium.mjs';
import { startProductionServer } from '../apps/web/e2e/support/start-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'apps/web/public/demo');
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
/** The page is recorded at this size and scaled down by half; text stays legible. */
const VIEWPORT = { width: 1280, height: 720 };
/** The clip is sped up to fit when the recording runs longer. */
const MAX_SECONDS = 13;
const TOPIC = 'Cold brew coffee at home';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function ffmpeg(args) {
  const result = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}

async function api(baseURL, route, body) {
  const response = await fetch(`${baseURL}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** Records the studio at work; returns the frames (JPEG files with their times) and the steps. */
async function record(baseURL, workDir) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('needs Chromium (set CHROMIUM_PATH or install chromium)');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const session = await api(baseURL, '/api/auth/register', {
      name: 'Demo Creator',
      email: `demo-video-${Date.now()}@example.com`,
      password: 'correct horse battery',
    });
    const context = await browser.newContext({ baseURL, viewport: VIEWPORT, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/help-center');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('authToken', token);
    }, session);
    await page.goto('/app/video-maker');
    const topic = page.getByRole('textbox', { name: 'Topic' });
    await topic.waitFor();
    await pause(500);

    const frames = [];
    const cdp = await context.newCDPSession(page);
    cdp.on('Page.screencastFrame', async ({ data, metadata, sessionId }) => {
      const file = path.join(workDir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
      frames.push({ file, time: metadata.timestamp });
      await writeFile(file, Buffer.from(data, 'base64'));
      await cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    });
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 85,
      maxWidth: VIEWPORT.width,
      maxHeight: VIEWPORT.height,
    });
    const started = Date.now();
    const steps = [];
    const step = (name) => steps.push({ name, at: (Date.now() - started) / 1000 });

    step('topic');
    await topic.click();
    await page.keyboard.type(TOPIC, { delay: 55 });
    await pause(400);
    step('keyPoints');
    await page.getByRole('button', { name: 'Suggest key points with AI' }).click();
    await page.waitForFunction(
      () => (document.querySelector('input[aria-label="Key point 2"]')?.value ?? '') !== '',
    );
    await pause(900);
    step('script');
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await page.waitForFunction(
      () => document.querySelector('aside textarea')?.getAttribute('aria-busy') === 'false',
    );
    step('done');
    // Bring the written script into view, then put a title on the editor's timeline.
    await page.getByRole('textbox', { name: 'Script', exact: true }).evaluate((field) => {
      // Scroll the studio's sidebar only, not the page (the header stays in the picture).
      let box = field.parentElement;
      while (
        box &&
        !(
          box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY)
        )
      )
        box = box.parentElement;
      if (!box) return;
      const top = field.getBoundingClientRect().top - box.getBoundingClientRect().top;
      box.scrollTo({ top: box.scrollTop + top - 60, behavior: 'smooth' });
    });
    await pause(1_500);
    step('title');
    await page.getByRole('button', { name: 'Add title' }).click();
    await pause(2_000);
    step('end');
    await cdp.send('Page.stopScreencast');
    await pause(300);
    return { frames, steps };
  } finally {
    await browser.close();
  }
}

/** A WebVTT file with one cue per step, on the clip's (possibly sped-up) clock. */
function captions(steps, speed, texts) {
  const stamp = (seconds) => {
    const ms = Math.round((seconds / speed) * 1000);
    const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
    const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
    const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
    return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
  };
  const cues = ['topic', 'keyPoints', 'script', 'done', 'title'].map((name, index, names) => {
    const from = steps.find((entry) => entry.name === name).at;
    const to = steps.find((entry) => entry.name === (names[index + 1] ?? 'end')).at;
    return `${index + 1}\n${stamp(from)} --> ${stamp(to)}\n${texts[name]}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

const CAPTIONS = {
  en: {
    topic: '[No sound] A topic is typed into the Reelwright studio: cold brew coffee at home.',
    keyPoints: 'The AI suggests key points for the video.',
    script: 'The script is written around those key points, line by line.',
    done: 'The finished script, ready for a voice-over or the teleprompter.',
    title: 'A title is added to the video on the editor timeline.',
  },
  ru: {
    topic: '[Без звука] В студии Reelwright вводится тема: холодный кофе дома.',
    keyPoints: 'ИИ предлагает ключевые тезисы для видео.',
    script: 'Сценарий пишется вокруг этих тезисов, строка за строкой.',
    done: 'Готовый сценарий — для озвучки или телесуфлёра.',
    title: 'На монтажную шкалу редактора добавляется титр.',
  },
};

const server = await startProductionServer();
const workDir = await mkdtemp(path.join(tmpdir(), 'reelwright-demo-'));
try {
  const { frames, steps } = await record(server.baseURL, workDir);
  if (frames.length < 10) throw new Error(`only ${frames.length} frames were captured`);
  // The screencast sends a frame when the page changes: each frame lasts until the next one.
  const lines = ['ffconcat version 1.0'];
  frames.forEach((frame, index) => {
    const next = frames[index + 1]?.time ?? frame.time + 0.5;
    lines.push(`file '${frame.file}'`, `duration ${Math.max(0.001, next - frame.time).toFixed(3)}`);
  });
  lines.push(`file '${frames.at(-1).file}'`);
  const list = path.join(workDir, 'frames.ffconcat');
  await writeFile(list, `${lines.join('\n')}\n`);

  const recorded = frames.at(-1).time - frames[0].time + 0.5;
  const speed = Math.max(1, recorded / MAX_SECONDS);
  const filter = `setpts=PTS/${speed.toFixed(4)},fps=24,scale=640:360:flags=lanczos,format=yuv420p`;
  const input = ['-f', 'concat', '-safe', '0', '-i', list];
  await mkdir(outDir, { recursive: true });
  const webm = path.join(outDir, 'reelwright-demo.webm');
  const mp4 = path.join(outDir, 'reelwright-demo.mp4');
  const poster = path.join(outDir, 'reelwright-demo-poster.webp');
  ffmpeg([
    ...input,
    '-vf',
    filter,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-g',
    '120',
    webm,
  ]);
  ffmpeg([
    ...input,
    '-vf',
    filter,
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-profile:v',
    'main',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  // The poster is the clip's last picture: the finished script and the title on the timeline.
  ffmpeg([
    '-sseof',
    '-0.5',
    '-i',
    mp4,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '70',
    poster,
  ]);
  for (const language of ['en', 'ru']) {
    await writeFile(
      path.join(outDir, `reelwright-demo.${language}.vtt`),
      captions(steps, speed, CAPTIONS[language]),
    );
  }
  for (const file of [webm, mp4, poster]) {
    console.log(`${path.relative(root, file)}: ${((await stat(file)).size / 1024).toFixed(1)} KB`);
  }
  console.log(`recorded ${recorded.toFixed(1)} s, clip ${(recorded / speed).toFixed(1)} s`);
} finally {
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
}

// Event-loop benchmark: does long CPU work hold up the API? The production build on PostgreSQL,
// with bench/support/event-loop-probe.mjs preloaded (`--import`) so perf_hooks'
// monitorEventLoopDelay watches the server's main thread (Node's default 10 ms resolution: an
// idle loop reads ~10 ms), while an outside client (bench/support/health-poller.mjs, a thread of
// its own) asks GET /api/health every 50 ms and keeps each response time. Windows measured:
//   idle       — 3 s of nothing (the baseline),
//   voiceover  — one 20 000-character English voice-over through POST /api/audio/generate with
//                a built-in voice (eSpeak-NG in child processes, then joining, resampling and MP3
//                encoding); also its speed, seconds of audio per second of wall time,
//   thumbnails — three POST /api/thumbnails/generate at once, built-in compositor, each with a
//                1600×900 PNG reference picture and two object images, three variations each.
// Each window reports the loop delay {p50, p99, max} and /api/health {p50, p99, max}; with
// --runs N each figure is the worst of N runs. Before the windows, one short voice-over and one
// thumbnail warm the server up (its eSpeak processes and fonts stay loaded in production).
// Goal: loop delay p99 < 20 ms and max < 50 ms, /api/health never over 100 ms, and the voice-over
// at least 20× real time.
//   npm run bench -- event-loop [--no-build] [--runs N] [--pglite] [--nice N] [--cpu-prof DIR] [--server FILE]
// --pglite: the embedded database (what `npm start` runs) instead of PostgreSQL (it runs on a
// thread of its own, reached over the PostgreSQL protocol on a Unix socket).
// --nice N: on a shared Linux machine (several users' sessions, scheduler autogroups) the bench
// re-runs itself in a session of its own, with the bench, the server and every thread and process
// of the server in one scheduling group of nice N (negative needs root): other sessions' work
// then does not count as the server's delay, while the server's own threads and processes still
// compete with each other exactly as in production. --cpu-prof DIR: the server writes V8 CPU
// profiles of its threads into DIR, and windows.json, each window's bounds on the profiles'
// clock (bench/support/cpu-profile-windows.mjs DIR: the main thread's work per window). --server FILE: another build's dist/server.js (e.g. an older
// commit's, to compare; implies --no-build).
// The CPU pressure (Linux PSI, share of time some task waited for a CPU) during each window is
// reported beside it: above a few per cent, something else is competing for the cores.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
// (a scratch database is created beside it and dropped afterwards).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { median, startNode } from '../scripts/support/processes.mjs';
import { cutOutPicture, numberArgument, root } from './support/bench-kit.mjs';
import { coffeeScript } from './support/coffee-script.mjs';
import { buildServerUnlessAsked, createScratchDatabase } from './support/server-bench.mjs';

const RUNS = numberArgument('--runs', 1);
const NICE = numberArgument('--nice', undefined);
if (NICE !== undefined && process.env.EVENT_LOOP_BENCH_SESSION === undefined) {
  // A new session (setsid) gets a scheduling autogroup of its own: run there, at that nice.
  const child = spawn(process.execPath, process.argv.slice(1), {
    detached: true,
    stdio: 'inherit',
    env: { ...process.env, EVENT_LOOP_BENCH_SESSION: '1' },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 1));
  await new Promise(() => {});
}
let autogroup;
if (NICE !== undefined) {
  writeFileSync('/proc/self/autogroup', String(NICE));
  autogroup = readFileSync('/proc/self/autogroup', 'utf8').trim();
}
const profileIndex = process.argv.indexOf('--cpu-prof');
const profileDir = profileIndex === -1 ? undefined : path.resolve(process.argv[profileIndex + 1]);
const CHARACTERS = 20_000;
const VOICE = 'builtin:en-us+f3';
const THUMBNAIL_REQUESTS = 3;
const GOAL = { p99_ms: 20, max_ms: 50, health_max_ms: 100, realtime_factor: 20 };

const serverIndex = process.argv.indexOf('--server');
const server =
  serverIndex === -1
    ? path.join(root, 'apps/server/dist/server.js')
    : path.resolve(process.argv[serverIndex + 1]);
if (serverIndex === -1) buildServerUnlessAsked();
const PGLITE = process.argv.includes('--pglite');
const scratch = PGLITE ? undefined : await createScratchDatabase('reelwright_event_loop');
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelwright-bench-event-loop-'));
const probeFile = path.join(dataDir, 'event-loop.json');

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** 20 000 characters of the benchmarks' coffee script (the same text every run). */
function voiceOverText() {
  const text = coffeeScript(4_000)
    .slice(0, CHARACTERS - 1)
    .trimEnd();
  return text + '.'.repeat(CHARACTERS - text.length);
}

const support = (name) => readFileSync(path.join(root, 'bench/support', name));
const dataUrl = (mime, bytes) => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
const cutOut = await cutOutPicture();
const thumbnailBody = (count) =>
  JSON.stringify({
    description: 'A home coffee roast: green beans turning brown in a pan, smoke, morning light',
    style: 'tech',
    text: 'ROAST IT AT HOME',
    provider: 'builtin',
    count,
    referenceImage: {
      name: 'kitchen.png',
      url: dataUrl('image/png', support('still-1600x900.png')),
    },
    objectImages: [
      { name: 'beans.webp', url: dataUrl('image/webp', support('still-640x360.webp')) },
      { name: 'cut-out.png', url: dataUrl('image/png', cutOut) },
    ],
  });

const profiledWindows = [];
let app;
const poller = new Worker(new URL('./support/health-poller.mjs', import.meta.url));
const report = { runs: RUNS };
try {
  app = await startNode(server, {
    cwd: root,
    readyPath: '/api/ready',
    execArgv: [
      '--import',
      path.join(root, 'bench/support/event-loop-probe.mjs'),
      // Sampled every 250 µs (Node's default is 1 ms): stretches of a few ms must show.
      ...(profileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=250']
        : []),
    ],
    env: {
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'error',
      JWT_SECRET: 'event-loop-bench-secret-0123456789abcdef',
      SECRETS_KEY: 'event-loop-bench-secrets-key-0123456789abcdef',
      // The offline test-mode checkout, so the bench's account can buy Pro (no card charged).
      BILLING_PROVIDER: 'test',
      EVENT_LOOP_PROBE_FILE: probeFile,
    },
  });

  const call = async (method, url, { token, body, json = true } = {}) => {
    const response = await fetch(`${app.baseURL}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const answer = json ? await response.json() : await response.text();
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };

  // An account on Pro (test-mode checkout, as a customer without Stripe gets there): its plan
  // allows 200 000 voice-over characters and 100 thumbnails a month.
  const { token } = await call('POST', '/api/auth/register', {
    body: { name: 'Bench', email: 'event-loop@example.com', password: 'bench password 1' },
  });
  const { sessionId } = await call('POST', '/api/payments/create-checkout-session', {
    token,
    body: { priceId: 'test_pro_monthly', planId: 'pro' },
  });
  await call('POST', `/api/payments/test-checkout/${sessionId}/pay`, { token });
  await call('GET', `/api/payments/session/${sessionId}`, { token });

  const voiceOver = (text) =>
    call('POST', '/api/audio/generate', { token, body: { text, voiceId: VOICE, speed: 1 } });
  const thumbnails = async () => {
    const answers = await Promise.all(
      Array.from({ length: THUMBNAIL_REQUESTS }, () =>
        call('POST', '/api/thumbnails/generate', { token, body: thumbnailBody(3) }),
      ),
    );
    return answers.reduce((total, answer) => total + answer.thumbnails.length, 0);
  };

  /** The loop-delay histogram since the last mark (the probe answers SIGUSR2 with a file). */
  let sequence = 0;
  async function mark() {
    process.kill(app.pid, 'SIGUSR2');
    sequence += 1;
    for (let tries = 0; tries < 500; tries += 1) {
      try {
        const snapshot = JSON.parse(readFileSync(probeFile, 'utf8'));
        if (snapshot.sequence === sequence) return snapshot;
      } catch {
        // not written yet
      }
      await wait(10);
    }
    throw new Error('The event-loop probe did not answer (is it preloaded?)');
  }

  /** Linux PSI: microseconds in which some runnable task waited for a CPU (undefined elsewhere). */
  const cpuWaited = () => {
    try {
      return Number(/^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'))[1]);
    } catch {
      return undefined;
    }
  };

  /**
   * One window: the loop's delay and /api/health's times while `load` runs. Its bounds, on the
   * server's monotonic clock, go to DIR/windows.json with --cpu-prof (bench/support/cpu-profile-windows.mjs
   * reads them).
   */
  async function measure(name, load) {
    await wait(1000); // let the last window's tail (file writes, GC) pass
    const from = await mark();
    const waitedBefore = cpuWaited();
    const polled = new Promise((resolve) => poller.once('message', resolve));
    poller.postMessage({ url: `${app.baseURL}/api/health` });
    const started = performance.now();
    const outcome = await load();
    const wall = (performance.now() - started) / 1000;
    const waited = cpuWaited() - waitedBefore;
    poller.postMessage('stop');
    const loop = await mark();
    profiledWindows.push({ name, from_us: from.at_us, to_us: loop.at_us });
    const { times_ms: health, failures } = await polled;
    return {
      wall_s: round(wall, 2),
      ...outcome,
      p50_ms: loop.p50_ms,
      p99_ms: loop.p99_ms,
      max_ms: loop.max_ms,
      mean_ms: loop.mean_ms,
      loop_samples: loop.count,
      gc_max_ms: loop.gc_max_ms,
      gc_max_kind: loop.gc_max_kind,
      gc_total_ms: loop.gc_total_ms,
      health_p50_ms: round(percentile(health, 50)),
      health_p99_ms: round(percentile(health, 99)),
      health_max_ms: round(Math.max(...health)),
      health_polls: health.length,
      health_failures: failures,
      ...(Number.isNaN(waited) ? {} : { cpu_pressure_pct: round((waited / 1e6 / wall) * 100) }),
    };
  }

  // Warm-up: eSpeak's processes, the CPU pool's threads, sharp, Skia and the fonts.
  await voiceOver(coffeeScript(60));
  await call('POST', '/api/thumbnails/generate', { token, body: thumbnailBody(1) });

  // The poller's first request loads fetch in its thread and opens the connection: not counted.
  await measure('warm-up', () => wait(300).then(() => ({})));

  const text = voiceOverText();
  const windows = { idle: [], voiceover: [], thumbnails: [] };
  for (let run = 0; run < RUNS; run += 1) {
    windows.idle.push(await measure('idle', () => wait(3000).then(() => ({}))));
    windows.voiceover.push(
      await measure('voiceover', async () => {
        const started = performance.now();
        const audio = await voiceOver(text);
        const wall = (performance.now() - started) / 1000;
        return {
          characters: text.length,
          chunks: audio.totalChunks,
          audio_s: round(audio.duration, 1),
          realtime_factor: round(audio.duration / wall),
          mp3_mb: round(audio.size / 1e6, 2),
        };
      }),
    );
    windows.thumbnails.push(
      await measure('thumbnails', async () => ({
        requests: THUMBNAIL_REQUESTS,
        thumbnails: await thumbnails(),
      })),
    );
    process.stdout.write(`  run ${run + 1}/${RUNS} done\n`);
  }

  // The worst of the runs for each delay figure; the median for the voice-over's speed.
  const worst = (runs) => {
    const result = { ...runs[0] };
    for (const key of Object.keys(result)) {
      if (key.endsWith('_ms')) result[key] = Math.max(...runs.map((r) => r[key]));
    }
    result.gc_max_kind = runs.find((r) => r.gc_max_ms === result.gc_max_ms).gc_max_kind;
    if ('realtime_factor' in result) {
      result.realtime_factor = median(runs.map((r) => r.realtime_factor));
      result.wall_s = median(runs.map((r) => r.wall_s));
    }
    return result;
  };
  for (const [name, runs] of Object.entries(windows)) report[name] = worst(runs);
  const meets = (figures) =>
    figures.p99_ms < GOAL.p99_ms &&
    figures.max_ms < GOAL.max_ms &&
    figures.health_max_ms < GOAL.health_max_ms;
  report.goal = GOAL;
  report.goal_met =
    meets(report.voiceover) &&
    meets(report.thumbnails) &&
    report.voiceover.realtime_factor >= GOAL.realtime_factor;
  report.setup = {
    database: PGLITE ? 'pglite' : 'postgresql',
    cpus: availableParallelism(),
    ...(autogroup ? { autogroup } : {}),
    loop_resolution_ms: 10,
    health_poll_interval_ms: 50,
    node: process.version,
    server: path.relative(root, server),
  };
  report.measured_at = new Date().toISOString();
} finally {
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(path.join(profileDir, 'windows.json'), `${JSON.stringify(profiledWindows)}\n`);
  }
  await poller.terminate();
  await app?.stop();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
// The embedded database's figures go beside PostgreSQL's rather than over them.
const resultFile = `bench/results/event-loop${PGLITE ? '-pglite' : ''}.json`;
writeFileSync(path.join(root, resultFile), `${JSON.stringify(report, null, 2)}\n`);

const cell = (value, width = 10) => String(value).padStart(width);
console.log(
  `\n${RUNS === 1 ? 'one run' : `worst of ${RUNS} runs`}, ${availableParallelism()} cores${autogroup ? `, ${autogroup}` : ''}; event-loop delay at 10 ms resolution (idle ≈ 10 ms), GET /api/health every 50 ms`,
);
console.log(
  `\n${'window'.padEnd(12)}${cell('wall s')}${cell('loop p50')}${cell('loop p99')}${cell('loop max')}${cell('health p99', 12)}${cell('health max', 12)}${cell('polls', 8)}${cell('CPU wait %', 12)}`,
);
for (const name of ['idle', 'voiceover', 'thumbnails']) {
  const r = report[name];
  console.log(
    `${name.padEnd(12)}${cell(r.wall_s)}${cell(r.p50_ms)}${cell(r.p99_ms)}${cell(r.max_ms)}${cell(r.health_p99_ms, 12)}${cell(r.health_max_ms, 12)}${cell(r.health_polls, 8)}${cell(r.cpu_pressure_pct ?? '–', 12)}`,
  );
}
const v = report.voiceover;
console.log(
  `\nvoice-over: ${v.characters} characters, ${v.chunks} chunks, ${v.audio_s} s of audio in ${v.wall_s} s = ${v.realtime_factor}× real time (goal ≥ ${GOAL.realtime_factor}×)`,
);
console.log(
  `thumbnails: ${report.thumbnails.requests} requests at once, ${report.thumbnails.thumbnails} thumbnails in ${report.thumbnails.wall_s} s`,
);
console.log(
  `goal: loop p99 < ${GOAL.p99_ms} ms, max < ${GOAL.max_ms} ms, /api/health < ${GOAL.health_max_ms} ms in both: ${report.goal_met ? 'met' : 'NOT met'}`,
);
console.log(`wrote ${resultFile}`);

// Load benchmark: the production build on PostgreSQL under 200 connections (autocannon), each
// figure the median of several runs (default 3 × 30 s; LOAD_DURATION=<seconds> for a quick look):
//   bare                     — Fastify with one JSON route and nothing else: this machine's ceiling,
//   me                       — GET /api/auth/me alone, across the 1 000 users (bare and me run by
//                              turns; me_vs_bare is the median of each me run over the bare run
//                              before it),
//   mix                      — GET /api/auth/me, GET /api/projects, PUT /api/projects/:id in turn,
//                              across 1 000 users (each with a project), one instance,
//   mix_two_instances        — the same against two instances sharing PostgreSQL and Redis, half
//                              the connections on each (a load balancer that costs nothing),
//   mix_two_instances_proxy  — the same behind bench/support/round-robin-proxy.mjs.
// Each reports {rps, p50_ms, p99_ms, errors, cpu_us_per_request}; errors are non-2xx answers,
// socket errors and timeouts; cpu_us_per_request is the CPU time (user + system, /proc) each
// request cost the server instance(s), PostgreSQL's processes, Redis and the load generator
// (this process), so a run on this shared machine still says which of them the requests waited on. On a machine with 3 or more cores the load generator is pinned to core 0 and each
// instance to a core of its own (taskset); with fewer, everything shares the cores.
//   npm run bench -- load [--no-build] [--runs N] [--cpu-prof DIR] [--server FILE] [--only me,mix]
// --only: just these scenarios (bare, me, mix, two, proxy), for a quick look at one of them.
// --server FILE: another build's dist/server.js (e.g. an older one, for a before/after on the same
// machine at the same time); nothing is built then.
// --cpu-prof DIR: the first instance writes V8 CPU profiles into DIR, and DIR/windows.json the
// bounds of the me and mix runs on the same monotonic clock (node bench/support/cpu-profile-windows.mjs
// DIR: self time by function per scenario).
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
// (a scratch database is created beside it and dropped afterwards). Redis: BENCH_REDIS_URL, else
// TEST_REDIS_URL, else redis://127.0.0.1:6379 when it answers (shared rate limits); else none.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createSigner } from 'fast-jwt';
import pg from 'pg';
import { buildServerUnlessAsked, createScratchDatabase } from './support/server-bench.mjs';
import { cpuMicros, median, startNode } from '../scripts/support/processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const RUNS = arg('--runs', 3);
const onlyIndex = process.argv.indexOf('--only');
const ONLY = onlyIndex === -1 ? undefined : new Set(process.argv[onlyIndex + 1].split(','));
const runs = (scenario) => ONLY === undefined || ONLY.has(scenario);
const profileIndex = process.argv.indexOf('--cpu-prof');
const profileDir = profileIndex === -1 ? undefined : path.resolve(process.argv[profileIndex + 1]);
const profiledWindows = [];
if (profileDir) mkdirSync(profileDir, { recursive: true });
/** Microseconds on CLOCK_MONOTONIC, the clock V8's CPU profiles use on Linux. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);
const SECONDS = Number(process.env.LOAD_DURATION ?? 30);
const CONNECTIONS = 200;
const USERS = 1000;
const JWT_SECRET = 'load-bench-secret-load-bench-secret-0123456789';
const SECRETS_KEY = 'load-bench-secrets-key-9876543210-load-bench';
const CORES = cpus().length;
const PIN = CORES >= 3;

const serverIndex = process.argv.indexOf('--server');
const server =
  serverIndex === -1
    ? path.join(root, 'apps/server/dist/server.js')
    : path.resolve(process.argv[serverIndex + 1]);
if (serverIndex === -1) buildServerUnlessAsked();
const scratch = await createScratchDatabase('reelwright_load');
const databaseUrl = scratch.url;
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelwright-bench-load-'));
const redisUrl = await reachableRedis();

async function reachableRedis() {
  const url = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
  });
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

const pin = (pid, core) => {
  if (PIN) execFileSync('taskset', ['-a', '-pc', String(core), String(pid)], { stdio: 'ignore' });
};

const startApp = async (core, { profile = false } = {}) => {
  const app = await startNode(server, {
    cwd: root,
    readyPath: '/api/ready',
    execArgv: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      JWT_SECRET,
      SECRETS_KEY,
      LOG_LEVEL: 'error',
      // Each run signs one account up from 127.0.0.1; with Redis the count outlives the run, and
      // the default (5 an hour) would stop the sixth run of the hour.
      SIGNUPS_PER_HOUR: '1000',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
  });
  pin(app.pid, core);
  return app;
};

/** 1 000 users straight into the table (one real argon2id hash: nobody signs in here). */
async function seedUsers(app) {
  const registered = await fetch(`${app.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Load',
      email: 'load-0@example.com',
      password: 'load password 1',
    }),
  }).then((response) => response.json());
  if (!registered.success) throw new Error(`register failed: ${JSON.stringify(registered)}`);
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const { rows } = await database.query(
    `insert into users (name, email, password_hash)
     select 'Load ' || n, 'load-' || n || '@example.com', u.password_hash
     from generate_series(1, $1::int - 1) as n, (select password_hash from users) as u
     returning id, name, email, subscription`,
    [USERS],
  );
  const [first] = (
    await database.query(`select id, name, email, subscription from users where email = $1`, [
      'load-0@example.com',
    ])
  ).rows;
  // A live sign-in (refresh token family) per user: access tokens name theirs, and the server
  // refuses a token whose sign-in is not live.
  const everyone = [first, ...rows];
  const sessions = await database.query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     select id, gen_random_uuid(), md5(random()::text) || id, now() + interval '1 day'
     from unnest($1::uuid[]) as id
     returning user_id, family_id`,
    [everyone.map((row) => row.id)],
  );
  const sessionOf = new Map(sessions.rows.map((row) => [row.user_id, row.family_id]));
  await database.end();
  // Tokens as the server signs them (same secret, claims and algorithm), valid for the run.
  const sign = createSigner({ key: JWT_SECRET, algorithm: 'HS256', expiresIn: 3 * 3600 * 1000 });
  return everyone.map((row) => ({
    authorization: `Bearer ${sign({ userId: row.id, sid: sessionOf.get(row.id), email: row.email, name: row.name, subscription: row.subscription })}`,
  }));
}

/** One project per user, made through the API. */
async function seedProjects(app, users) {
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next++];
      const answer = await fetch(`${app.baseURL}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: user.authorization },
        body: JSON.stringify({ title: 'Load test', topic: 'Brewing coffee' }),
      }).then((response) => response.json());
      if (!answer.success) throw new Error(`project failed: ${JSON.stringify(answer)}`);
      user.projectId = answer.data.project.id;
      user.revision = answer.data.project.revision;
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const figuresOf = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.non2xx + result.errors + result.timeouts,
  total: result.requests.total,
});

/** CPU time so far of every process whose command is `name` (PostgreSQL's backends, Redis). */
function cpuMicrosOfCommand(name) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name)
        total += cpuMicros(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

const cpuNow = (serverPids) => ({
  server: serverPids.reduce((sum, pid) => sum + cpuMicros(pid), 0),
  postgres: cpuMicrosOfCommand('postgres'),
  redis: cpuMicrosOfCommand('redis-server'),
  load_generator: cpuMicros(process.pid),
});

/** One run of a scenario, with the CPU each request cost (see `cpuNow`). */
async function measureOnce(name, index, once, serverPids) {
  const from = monotonicMicros();
  const cpuBefore = cpuNow(serverPids);
  const figures = await once();
  const cpuAfter = cpuNow(serverPids);
  const requests = Math.max(1, figures.total);
  figures.cpu = Object.fromEntries(
    Object.keys(cpuAfter).map((key) => [
      key,
      // A process that ended meanwhile (an autovacuum worker) takes its CPU time with it.
      Math.max(0, Math.round(((cpuAfter[key] - cpuBefore[key]) / requests) * 10) / 10),
    ]),
  );
  profiledWindows.push({ name: `${name} ${index + 1}`, from_us: from, to_us: monotonicMicros() });
  process.stdout.write(`  ${name} run ${index + 1}/${RUNS}: ${Math.round(figures.rps)} req/s\n`);
  return figures;
}

/**
 * The median run of each figure; errors summed over the runs (the goal is none at all); the CPU
 * each request cost the server, PostgreSQL, Redis and the load generator.
 */
function summary(runs) {
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50_ms: median(runs.map((r) => r.p50)),
    p99_ms: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    runs: runs.map((r) => Math.round(r.rps)),
    cpu_us_per_request: Object.fromEntries(
      Object.keys(runs[0].cpu).map((key) => [key, median(runs.map((r) => r.cpu[key]))]),
    ),
  };
}

/** `RUNS` runs of one scenario (`serverPids`: the processes whose CPU counts as the server's). */
async function measure(name, once, serverPids) {
  const runs = [];
  for (let index = 0; index < RUNS; index += 1)
    runs.push(await measureOnce(name, index, once, serverPids));
  return summary(runs);
}

/**
 * The users not in a request cycle right now. A connection takes one for its me → list → save
 * cycle and gives it back with the revision the save answered, so no two connections ever save
 * the same project at once (a real editor saves its own project; a 409 here would be our bug).
 * A run ends with cycles cut short: `settle` reads those users' revisions from the server and
 * frees them for the next run.
 */
function createUserPool(users) {
  const free = [...users];
  const taken = new Set();
  return {
    take() {
      const user = free.shift();
      taken.add(user);
      return user;
    },
    give(user) {
      taken.delete(user);
      free.push(user);
    },
    async settle(baseURL) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const user of taken) {
        const answer = await fetch(`${baseURL}/api/projects/${user.projectId}`, {
          headers: { authorization: user.authorization },
        }).then((response) => response.json());
        user.revision = answer.data.project.revision;
        free.push(user);
      }
      taken.clear();
    },
  };
}

function mixRequests(pool) {
  let edit = 0;
  return [
    {
      method: 'GET',
      path: '/api/auth/me',
      setupRequest: (request, context) => {
        context.user = pool.take();
        return { ...request, headers: { authorization: context.user.authorization } };
      },
    },
    {
      method: 'GET',
      path: '/api/projects',
      setupRequest: (request, context) => ({
        ...request,
        headers: { authorization: context.user.authorization },
      }),
    },
    {
      method: 'PUT',
      setupRequest: (request, context) => {
        edit += 1;
        return {
          ...request,
          path: `/api/projects/${context.user.projectId}`,
          headers: {
            authorization: context.user.authorization,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            revision: context.user.revision,
            script: `Did you know most home coffee is brewed too hot? Take ${edit}.`,
            source: 'autosave',
          }),
        };
      },
      onResponse: (status, body, context) => {
        if (status === 200) context.user.revision = JSON.parse(body).data.project.revision;
        pool.give(context.user);
      },
    },
  ];
}

/** Both instances at once, half the connections each; figures combined (p50/p99: the worse). */
async function runBoth(urls, pool) {
  const results = await Promise.all(
    urls.map((url) =>
      run({ url, connections: CONNECTIONS / urls.length, requests: mixRequests(pool) }),
    ),
  );
  const figures = results.map(figuresOf);
  return {
    rps: figures.reduce((sum, f) => sum + f.rps, 0),
    p50: Math.max(...figures.map((f) => f.p50)),
    p99: Math.max(...figures.map((f) => f.p99)),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
    total: figures.reduce((sum, f) => sum + f.total, 0),
  };
}

const processes = [];
let report;
try {
  pin(process.pid, 0);
  let bare;
  if (runs('bare')) {
    bare = await startNode(path.join(root, 'bench/support/bare-server.mjs'), {
      readyPath: '/ping',
    });
    processes.push(bare);
    pin(bare.pid, 1);
  }

  const first = await startApp(1, { profile: profileDir !== undefined });
  processes.push(first);
  const users = await seedUsers(first);
  await seedProjects(first, users);
  console.log(`seeded ${users.length} users with a project each`);
  const pool = createUserPool(users);

  // The ceiling and `me` run by turns (bare, me, bare, me, …), so their ratio is taken from
  // neighbouring runs: this shared machine's speed drifts by a third within minutes.
  console.log(`${CONNECTIONS} connections, ${SECONDS} s × ${RUNS}; bare Fastify and me by turns`);
  let meIndex = 0;
  const bareOnce = async () => figuresOf(await run({ url: `${bare.baseURL}/ping` }));
  const meOnce = async () =>
    figuresOf(
      await run({
        url: first.baseURL,
        requests: [
          {
            method: 'GET',
            path: '/api/auth/me',
            setupRequest: (request) => ({
              ...request,
              headers: { authorization: users[meIndex++ % users.length].authorization },
            }),
          },
        ],
      }),
    );
  const bareRuns = [];
  const meRuns = [];
  for (let index = 0; index < RUNS; index += 1) {
    if (bare) bareRuns.push(await measureOnce('bare', index, bareOnce, [bare.pid]));
    if (runs('me')) meRuns.push(await measureOnce('me', index, meOnce, [first.pid]));
  }
  if (bare) await bare.stop();
  const bareFigures = bareRuns.length > 0 ? summary(bareRuns) : undefined;
  const meFigures = meRuns.length > 0 ? summary(meRuns) : undefined;
  const meVsBarePairs =
    bareRuns.length > 0 && meRuns.length > 0
      ? meRuns.map((me, index) => Math.round((me.rps / bareRuns[index].rps) * 1000) / 1000)
      : undefined;
  const mixFigures = !runs('mix')
    ? undefined
    : await measure(
        'mix',
        async () => {
          const result = await run({ url: first.baseURL, requests: mixRequests(pool) });
          await pool.settle(first.baseURL);
          return figuresOf(result);
        },
        [first.pid],
      );

  let twoFigures;
  let proxiedFigures;
  if (runs('two') || runs('proxy')) {
    const second = await startApp(2);
    processes.push(second);
    const both = [first.pid, second.pid];
    if (runs('two'))
      twoFigures = await measure(
        'mix, two instances',
        async () => {
          const figures = await runBoth([first.baseURL, second.baseURL], pool);
          await pool.settle(first.baseURL);
          return figures;
        },
        both,
      );
    if (runs('proxy')) {
      const proxy = await startNode(path.join(root, 'bench/support/round-robin-proxy.mjs'), {
        readyPath: '/api/health',
        env: { UPSTREAMS: `${first.baseURL},${second.baseURL}` },
      });
      processes.push(proxy);
      pin(proxy.pid, 0);
      proxiedFigures = await measure(
        'mix, two instances behind the proxy',
        async () => {
          const result = await run({ url: proxy.baseURL, requests: mixRequests(pool) });
          await pool.settle(first.baseURL);
          return figuresOf(result);
        },
        [...both, proxy.pid],
      );
    }
  }

  const ratio = (a, b) =>
    a === undefined || b === undefined ? undefined : Math.round((a.rps / b.rps) * 1000) / 1000;
  report = {
    bare: bareFigures,
    me: meFigures,
    mix: mixFigures,
    mix_two_instances: twoFigures,
    mix_two_instances_proxy: proxiedFigures,
    // The median of the neighbouring runs' ratios (each me run against the bare run before it).
    me_vs_bare: meVsBarePairs === undefined ? undefined : median(meVsBarePairs),
    me_vs_bare_runs: meVsBarePairs,
    two_instances_vs_one: ratio(twoFigures, mixFigures),
    proxy_vs_one: ratio(proxiedFigures, mixFigures),
    setup: {
      database: 'postgresql',
      redis: redisUrl !== undefined,
      users: USERS,
      connections: CONNECTIONS,
      seconds_per_run: SECONDS,
      runs: RUNS,
      cpus: CORES,
      pinned: PIN,
      ...(ONLY === undefined ? {} : { only: [...ONLY] }),
    },
    measured_at: new Date().toISOString(),
  };
} finally {
  await Promise.all(processes.map((child) => child.stop()));
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (profileDir) {
  // bare ran in another process: nothing of it is in these profiles.
  const windows = profiledWindows.filter((window) => !window.name.startsWith('bare'));
  writeFileSync(path.join(profileDir, 'windows.json'), `${JSON.stringify(windows)}\n`);
  console.log(
    `CPU profiles in ${profileDir}: node bench/support/cpu-profile-windows.mjs ${profileDir}`,
  );
}
// A run of some scenarios does not replace the last full one.
const resultFile = `bench/results/${ONLY === undefined ? 'load' : 'load-partial'}.json`;
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, resultFile), `${JSON.stringify(report, null, 2)}\n`);
const cpuColumns = ['server', 'postgres', 'redis', 'load_generator'];
console.log(
  `\n${'target'.padEnd(26)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(9)}   CPU µs per request (${cpuColumns.join(' / ')})   runs (req/s)`,
);
for (const name of ['bare', 'me', 'mix', 'mix_two_instances', 'mix_two_instances_proxy']) {
  const value = report[name];
  if (value === undefined) continue;
  const cpu = cpuColumns.map((key) => value.cpu_us_per_request[key]).join(' / ');
  console.log(
    `${name.padEnd(26)}${String(value.rps).padStart(9)}${String(value.p50_ms).padStart(9)}${String(value.p99_ms).padStart(9)}${String(value.errors).padStart(9)}   ${cpu.padEnd(48)}${value.runs.join(', ')}`,
  );
}
if (report.me_vs_bare !== undefined)
  console.log(`\nme / bare: ${(report.me_vs_bare * 100).toFixed(1)}% (goal ≥ 40%)`);
if (report.mix !== undefined) console.log(`mix p99 ${report.mix.p99_ms} ms (goal < 100 ms)`);
if (report.two_instances_vs_one !== undefined)
  console.log(
    `two instances / one: ${report.two_instances_vs_one}× (goal ≥ 1.6× with a core each; ${CORES} cores here${PIN ? '' : ', shared with the load generator and PostgreSQL'})${report.proxy_vs_one === undefined ? '' : `; behind the proxy: ${report.proxy_vs_one}×`}`,
  );
console.log(`wrote ${resultFile}`);

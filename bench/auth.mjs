// Auth benchmark: requests per second and p99 latency (autocannon, 50 connections) for
//   bare  — a Fastify route with nothing else (the ceiling on this machine),
//   me    — GET /api/auth/me: bearer JWT check + the user (cached for 5 s) on PostgreSQL,
//   login — POST /api/auth/login: argon2id verification, limited by CPU by design,
// each the median of 5 runs of 5 s, plus the cost of one JWT verification with fast-jwt (which
// the server uses, with and without its verified-token cache) and with jose.
//   npm run bench -- auth [--no-build] [--runs N] [--seconds S]
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
// (a scratch database is created beside it and dropped afterwards).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createSigner, createVerifier } from 'fast-jwt';
import { jwtVerify } from 'jose';
import { buildServerUnlessAsked, createScratchDatabase } from './support/server-bench.mjs';
import { cpuMicros, median, startNode } from '../scripts/support/processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const RUNS = arg('--runs', 5);
const SECONDS = arg('--seconds', 5);
const CONNECTIONS = 50;

buildServerUnlessAsked();
const scratch = await createScratchDatabase('reelwright_bench');
const databaseUrl = scratch.url;
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelwright-bench-auth-'));

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

// Server CPU per request is reported beside req/s: on two cores the load generator shares the
// machine with the server, so req/s also reflects how much work parsing each answer is for it.
async function measure(name, server, options) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const cpuBefore = cpuMicros(server.pid);
    const result = await load(options);
    const cpu = cpuMicros(server.pid) - cpuBefore;
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) throw new Error(`${name}: ${bad} failed requests of ${result.requests.total}`);
    runs.push({
      rps: result.requests.average,
      p99: result.latency.p99,
      cpu: cpu / result.requests.total,
    });
  }
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p99_ms: median(runs.map((r) => r.p99)),
    server_cpu_us_per_request: Math.round(median(runs.map((r) => r.cpu)) * 10) / 10,
    runs: runs.map((r) => Math.round(r.rps)),
  };
}

function verifyCost() {
  const secret = 'bench-secret-bench-secret-bench-secret';
  const token = createSigner({ key: secret, algorithm: 'HS256', expiresIn: 600_000 })({
    userId: 'u',
  });
  const time = (fn, n) => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < n; i += 1) fn();
    return Number(process.hrtime.bigint() - started) / 1000 / n;
  };
  const cached = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  const uncached = createVerifier({ key: secret, algorithms: ['HS256'] });
  time(() => cached(token), 1000);
  time(() => uncached(token), 1000);
  return {
    token,
    secret,
    cached: time(() => cached(token), 50_000),
    uncached: time(() => uncached(token), 50_000),
  };
}

async function joseCost(token, secret) {
  const key = new TextEncoder().encode(secret);
  const n = 20_000;
  for (let i = 0; i < 1000; i += 1) await jwtVerify(token, key, { algorithms: ['HS256'] });
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i += 1) await jwtVerify(token, key, { algorithms: ['HS256'] });
  return Number(process.hrtime.bigint() - started) / 1000 / n;
}

const servers = [];
let report;
try {
  const bare = await startNode(path.join(root, 'bench/support/bare-server.mjs'), {
    readyPath: '/ping',
  });
  servers.push(bare);
  const app = await startNode(path.join(root, 'apps/server/dist/server.js'), {
    cwd: root,
    readyPath: '/api/health',
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // Production refuses generated secrets beside a shared database.
      JWT_SECRET: 'auth-bench-signing-secret-0f1e2d3c4b5a69788796a5b4',
      SECRETS_KEY: 'auth-bench-secrets-key-a5b4c3d2e1f00f1e2d3c4b5a',
      LOG_LEVEL: 'error',
      LOGIN_ATTEMPTS_PER_15_MIN: '100000000',
    },
  });
  servers.push(app);

  const credentials = { name: 'Bench', email: 'bench@example.com', password: 'bench password 1' };
  const registered = await fetch(`${app.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  }).then((response) => response.json());
  const token = registered.data.token;

  const results = {
    bare: await measure('bare', bare, { url: `${bare.baseURL}/ping` }),
    me: await measure('me', app, {
      url: `${app.baseURL}/api/auth/me`,
      headers: { authorization: `Bearer ${token}` },
    }),
    login: await measure('login', app, {
      url: `${app.baseURL}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    }),
  };
  const jwt = verifyCost();
  const jose = await joseCost(jwt.token, jwt.secret);
  report = {
    ...results,
    me_vs_bare: Math.round((results.me.rps / results.bare.rps) * 1000) / 1000,
    jwt_verify_us: {
      fast_jwt_cached: Math.round(jwt.cached * 100) / 100,
      fast_jwt_uncached: Math.round(jwt.uncached * 100) / 100,
      jose: Math.round(jose * 100) / 100,
    },
    setup: {
      database: 'postgresql',
      connections: CONNECTIONS,
      seconds_per_run: SECONDS,
      runs: RUNS,
      cpus: (await import('node:os')).cpus().length,
    },
    measured_at: new Date().toISOString(),
  };
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/auth.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\n${'target'.padEnd(8)}${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'server CPU µs/req'.padStart(20)}   runs (req/s)`,
);
for (const name of ['bare', 'me', 'login']) {
  const value = report[name];
  console.log(
    `${name.padEnd(8)}${String(value.rps).padStart(10)}${String(value.p99_ms).padStart(10)}${String(value.server_cpu_us_per_request).padStart(20)}   ${value.runs.join(', ')}`,
  );
}
console.log(`\nme / bare: ${(report.me_vs_bare * 100).toFixed(1)}% (goal ≥ 40%)`);
console.log(
  `one HS256 verification: fast-jwt ${report.jwt_verify_us.fast_jwt_cached} µs cached, ${report.jwt_verify_us.fast_jwt_uncached} µs uncached; jose ${report.jwt_verify_us.jose} µs`,
);
console.log('wrote bench/results/auth.json');

// `npm test`: every layer in order — lint and typecheck (side by side), unit and server tests
// (PGlite, and the PostgreSQL at TEST_DATABASE_URL when set), production build, browser tests in
// Chromium.
// Stops at the first failing step and ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from '../apps/web/e2e/support/chromium.mjs';

const reportsDir = mkdtempSync(path.join(tmpdir(), 'reelwright-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}, afterRun = () => {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  afterRun();
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    finish(1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

/**
 * Runs commands side by side (each output shown whole once it ends, in the order given), and
 * stops after them when any failed. Lint and typecheck each keep one core busy for over a
 * minute: together they take the time of one on a 2-core machine.
 */
async function runTogether(steps) {
  console.log(`\n▶ ${steps.map(({ title }) => title).join(' + ')} (side by side)`);
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
          child.on('error', (error) =>
            resolve({ title, status: 1, output: [Buffer.from(`${error}\n`)], seconds: seconds() }),
          );
          child.on('close', (status) => resolve({ title, status, output, seconds: seconds() }));
        }),
    ),
  );
  for (const { title, status, output, seconds } of results) {
    process.stdout.write(Buffer.concat(output));
    if (status === 0) console.log(`✔ ${title} (${seconds}s)`);
    else console.error(`✖ ${title} failed after ${seconds}s`);
  }
  if (results.some(({ status }) => status !== 0)) finish(1);
}

function vitest(title, args, env) {
  const report = path.join(reportsDir, `${title.replace(/\W+/g, '-')}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  run(title, 'npx', ['vitest', 'run', ...args, ...reporters], env, () => {
    try {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      totals.passed += json.numPassedTests;
      totals.failed += json.numFailedTests;
      totals.skipped += json.numPendingTests + json.numTodoTests;
    } catch {
      // The run died before writing its report; its non-zero exit fails the step.
    }
  });
}

function finish(code) {
  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  rmSync(reportsDir, { recursive: true, force: true });
  process.exit(code);
}

await runTogether([
  { title: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  { title: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
]);
vitest('unit tests (contracts, script-kit, timeline, web)', [
  '--project',
  'contracts',
  '--project',
  'script-kit',
  '--project',
  'timeline',
  '--project',
  'web',
]);
vitest('server tests on embedded PGlite', ['--project', 'server']);
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests on PostgreSQL (TEST_DATABASE_URL)', ['--project', 'server-postgres']);
} else {
  console.log('\n(TEST_DATABASE_URL not set: the server suite ran on PGlite only)');
}
if (!process.env.TEST_REDIS_URL) {
  console.log('(TEST_REDIS_URL not set: the shared-Redis and two-instance tests were skipped)');
}

const chromium = findChromium();
if (!chromium) {
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(
      '\n✖ REQUIRE_BROWSER=1 but no Chromium was found (set CHROMIUM_PATH or install chromium)',
    );
    totals.failed += 1;
    finish(1);
  }
  console.log('\n##########################################################');
  console.log('SKIPPED: no Chromium found');
  console.log('##########################################################');
  finish(0);
}
run('production build', 'npm', ['run', 'build', '--silent']);
vitest('browser tests in Chromium', ['--config', 'apps/web/e2e/vitest.config.ts'], {
  CHROMIUM_PATH: chromium,
});
finish(0);

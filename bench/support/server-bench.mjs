// What the server benchmarks (auth, load) share: the production server bundle, built unless
// `--no-build`, and a scratch PostgreSQL database beside BENCH_DATABASE_URL / TEST_DATABASE_URL
// (else postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { root } from './bench-kit.mjs';

export function buildServerUnlessAsked() {
  if (process.argv.includes('--no-build')) return;
  const build = spawnSync(
    'npm',
    ['run', 'build', '--silent', '--workspace', '@reelwright/server'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(1);
}

/** Creates `<prefix>_<pid>`; `drop()` removes it (even with open connections) and disconnects. */
export async function createScratchDatabase(prefix) {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

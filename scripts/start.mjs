// `npm start`: the production build on this machine, with the offline TEST MODE checkout unless
// Stripe is configured, so the whole product (purchases included) works with no keys.
//
// The server itself never picks the test checkout in production: it upgrades anyone to a paid
// plan for free. Deployments that run `node apps/server/dist/server.js` directly (the Dockerfile,
// compose.yaml) get billing off until STRIPE_SECRET_KEY is set. This local convenience says so
// loudly: a warning at every start and a TEST MODE banner on every page.
//
// It builds first only when the sources changed since the last build (scripts/support/build-stamp.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashBuildInputs, isBuildCurrent } from './support/build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!(await isBuildCurrent(root, await hashBuildInputs(root)))) {
  process.stdout.write('Building Reelwright (the sources changed since the last build)…\n');
  const { status } = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}

try {
  // As the server does: a .env beside where it starts; real environment variables win.
  process.loadEnvFile();
} catch {
  /* no .env file */
}
const unset = (name) => (process.env[name] ?? '') === '';
if (unset('BILLING_PROVIDER') && unset('STRIPE_SECRET_KEY')) process.env.BILLING_PROVIDER = 'test';

const server = path.join(root, 'apps/server/dist/server.js');
await import(pathToFileURL(server).href);

// `npm start`: the production build on this machine, with the offline TEST MODE checkout unless
// Stripe is configured, so the whole product (purchases included) works with no keys.
//
// The server itself never picks the test checkout in production: it upgrades anyone to a paid
// plan for free. Deployments that run `node apps/server/dist/server.js` directly (the Dockerfile,
// compose.yaml) get billing off until STRIPE_SECRET_KEY is set. This local convenience says so
// loudly: a warning at every start and a TEST MODE banner on every page.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

try {
  // As the server does: a .env beside where it starts; real environment variables win.
  process.loadEnvFile();
} catch {
  /* no .env file */
}
const unset = (name) => (process.env[name] ?? '') === '';
if (unset('BILLING_PROVIDER') && unset('STRIPE_SECRET_KEY')) process.env.BILLING_PROVIDER = 'test';

const server = path.resolve(import.meta.dirname, '../apps/server/dist/server.js');
await import(pathToFileURL(server).href);

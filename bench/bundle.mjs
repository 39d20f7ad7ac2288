// Bundle benchmark: the gzip size of the JavaScript each route loads before it is usable.
// Builds the production app, serves it with the real server, opens every route in Chromium
// and adds up the scripts the page actually fetched (entry, its imports, the route's lazy
// chunks). Sizes are deterministic, so one pass is the measurement.
//   npm run bench -- bundle [--no-build]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../apps/web/e2e/support/chromium.mjs';
import { startProductionServer } from '../apps/web/e2e/support/start-server.mjs';

const LANDING_BUDGET_KB = 150;
const ROUTES = [
  { path: '/', auth: false },
  { path: '/auth', auth: false },
  { path: '/features', auth: false },
  { path: '/help-center', auth: false },
  { path: '/about-us', auth: false },
  { path: '/terms-of-use', auth: false },
  { path: '/privacy-policy', auth: false },
  { path: '/careers', auth: false },
  { path: '/contact', auth: false },
  { path: '/app', auth: true },
  { path: '/app/video-maker', auth: true },
  { path: '/pricing', auth: true },
  { path: '/profile', auth: true },
  { path: '/settings', auth: true },
];

const root = path.resolve(import.meta.dirname, '..');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const executablePath = findChromium();
if (!executablePath) {
  console.error('bundle benchmark needs Chromium (set CHROMIUM_PATH or install chromium)');
  process.exit(1);
}

const server = await startProductionServer();
const baseURL = server.baseURL;

// Protected routes are measured as a signed-in user sees them: a stored, unexpired token and
// the session endpoint answered in the page, so the guard lets the route's own chunks load.
const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const benchToken = `${base64url({ alg: 'none' })}.${base64url({ userId: 'bench', exp: 4102444800 })}.bench`;
const benchUser = { id: 'bench', name: 'Bench', email: 'bench@example.com', subscription: 'free' };

const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
const results = {};
try {
  for (const route of ROUTES) {
    const context = await browser.newContext({ baseURL });
    if (route.auth) {
      await context.addInitScript((token) => localStorage.setItem('authToken', token), benchToken);
      await context.route('**/api/auth/me', (request) =>
        request.fulfill({ json: { success: true, data: { user: benchUser } } }),
      );
      // The dashboard lists recent projects: the bench user has none (a real call would 401).
      await context.route('**/api/projects', (request) =>
        request.fulfill({ json: { success: true, data: { projects: [] } } }),
      );
    }
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === baseURL && url.pathname.endsWith('.js')) scripts.push(response);
    });
    await page.goto(route.path, { waitUntil: 'networkidle' });
    const finalPath = new URL(page.url()).pathname;
    let bytes = 0;
    let gzipBytes = 0;
    for (const response of scripts) {
      const body = await response.body();
      bytes += body.length;
      gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    results[route.path] = {
      initial_js_gzip_kb: Math.round((gzipBytes / 1024) * 10) / 10,
      initial_js_raw_kb: Math.round((bytes / 1024) * 10) / 10,
      scripts: scripts.length,
      ...(finalPath === route.path ? {} : { landed_on: finalPath }),
    };
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const landing = results['/'].initial_js_gzip_kb;
const report = {
  routes: results,
  budget: { route: '/', max_gzip_kb: LANDING_BUDGET_KB, within: landing <= LANDING_BUDGET_KB },
  measured_at: new Date().toISOString(),
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/bundle.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log('\nroute                 initial JS (gzip KB)   raw KB   scripts');
for (const [route, value] of Object.entries(results)) {
  console.log(
    `${route.padEnd(22)}${String(value.initial_js_gzip_kb).padStart(20)}${String(value.initial_js_raw_kb).padStart(9)}${String(value.scripts).padStart(10)}${value.landed_on ? `  (landed on ${value.landed_on})` : ''}`,
  );
}
console.log(
  `\nlanding page: ${landing} KB gzip (budget ${LANDING_BUDGET_KB} KB) — ${landing <= LANDING_BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
);
console.log('wrote bench/results/bundle.json');
process.exit(landing <= LANDING_BUDGET_KB ? 0 : 1);

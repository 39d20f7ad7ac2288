// What the browser benchmarks share: the API, a signed-in studio page and its media library.
/* global indexedDB -- used in the page (page.evaluate) */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from '../../apps/web/e2e/support/chromium.mjs';
import { root } from './bench-kit.mjs';

/**
 * Builds the production bundle when it is missing and finds Chromium; exits with a message
 * naming the benchmark when there is none. Returns Chromium's path.
 */
export function productionBuildAndChromium(benchmark) {
  const built =
    existsSync(path.join(root, 'apps/web/dist/index.html')) &&
    existsSync(path.join(root, 'apps/server/dist/server.js'));
  if (!built) {
    console.log('no production build: running `npm run build` first');
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(`${benchmark} benchmark needs Chromium (set CHROMIUM_PATH or install chromium)`);
    process.exit(1);
  }
  return executablePath;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call of the app's API; resolves with the envelope's `data`, throws on a failure. */
export async function api(baseURL, method, route, body, token) {
  const response = await fetch(`${baseURL}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * A new account and a 1600×1000 page signed in as it (the session put in storage, no login
 * form). Console errors and page errors are collected in `problems`; `prepare(page, context)`
 * runs before the first navigation (init scripts, CDP sessions).
 */
export async function signedInStudioPage(browser, baseURL, { name, problems, prepare }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 1000 } });
  // Registered through the context, so its cookie jar holds the refresh cookie: the app renews
  // its 15-minute access token with it, as a person's browser does (a bench run is longer).
  const registered = await context.request.post('/api/auth/register', {
    data: {
      name,
      email: `bench-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`,
      password: 'correct horse battery',
    },
  });
  if (!registered.ok())
    throw new Error(`POST /api/auth/register: ${registered.status()} ${await registered.text()}`);
  const session = (await registered.json()).data;
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const extra = prepare ? await prepare(page, context) : undefined;
  // The session is stored from an address of the origin where no app runs: on a prerendered
  // page it would race the app's hydration (which waits for the first paint) and make the header
  // it hydrates differ from the signed-out HTML.
  await page.goto('/api/health');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('userData', JSON.stringify(user));
    localStorage.setItem('authToken', token);
  }, session);
  return { session, context, page, extra };
}

/**
 * The library's records (id, name, kind, duration), read from the page's IndexedDB: the
 * signed-in account's own database, `reelwright-media-<user id>`.
 */
export const libraryFiles = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const { id } = JSON.parse(localStorage.getItem('userData'));
        const open = indexedDB.open(`reelwright-media-${id}`);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('files').objectStore('files').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            resolve(
              request.result.map(({ id, name, type, duration }) => ({ id, name, type, duration })),
            );
            open.result.close();
          };
        };
      }),
  );

/** Uploads files through the studio's 'Upload files' input and waits until all are saved. */
export async function uploadToLibrary(page, paths, timeoutMs) {
  await page.goto('/app/video-maker');
  await page.getByLabel('Upload files').setInputFiles(paths);
  let files = [];
  for (const deadline = Date.now() + timeoutMs; files.length < paths.length; await pause(200)) {
    if (Date.now() > deadline) throw new Error('the media did not reach the library');
    files = await libraryFiles(page);
  }
  return files;
}

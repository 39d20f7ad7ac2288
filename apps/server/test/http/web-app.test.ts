import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let distDir: string;
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
/** The build's copy of index.html for /help-center, with its page's chunk preloaded. */
const helpCenterHtml =
  '<!doctype html><html><head><link rel="modulepreload" href="/assets/help-1.js"></head><body><div id="root"></div></body></html>';

/** A prerendered page: its guard and its after-paint loader are inline scripts. */
const guardScript = "document.documentElement.classList.add('x')";
const loaderScript = 'import("/assets/index-abc123.js")';
const landingHtml = `<!doctype html><html><head><script>${guardScript}</script><script type="module">${loaderScript}</script></head><body><div id="root"><h1>Hi</h1></div></body></html>`;
/** The build's prerendered 'Page not found'. */
const notFoundHtml =
  '<!doctype html><html><head></head><body><div id="root"><h1>Page not found</h1></div></body></html>';
const sha256 = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'reelwright-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  await mkdir(path.join(dist, 'route-html'));
  await writeFile(path.join(dist, 'route-html', 'help-center.html'), helpCenterHtml);
  await writeFile(path.join(dist, 'route-html', 'about-us.html'), landingHtml);
  await writeFile(path.join(dist, 'route-html', '404.html'), notFoundHtml);
  await writeFile(
    path.join(dist, 'route-html', 'routes.json'),
    JSON.stringify({
      '/help-center': 'help-center.html',
      '/about-us': 'about-us.html',
      '/404': '404.html',
    }),
  );
  distDir = dist;
  // Pages exactly as built: only the test checkout marks them (see the end of this file).
  testApp = await createTestApp({ webDistDir: dist, billing: 'none' });
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('serving the single-page app', () => {
  it.each(['/', '/app/video-maker', '/checkout/cs_test_1', '/auth?mode=signup'])(
    'answers GET %s with index.html for the client router',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/help-center', '/help-center/', '/help-center?q=export'])(
    'answers GET %s with the page’s own copy, its chunk preloaded',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(helpCenterHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/nope', '/some/unknown/page', '/app/nope', '/help-center/extra'])(
    'answers GET %s, which is no page of the app, 404 with its Page not found screen',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(notFoundHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers an unknown page 404 with index.html when the build has no prerendered one', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'reelwright-dist-'));
    await writeFile(path.join(bare, 'index.html'), indexHtml);
    const app = await createTestApp({ webDistDir: bare, billing: 'none' });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(indexHtml);
      expect((await app.app.inject({ method: 'GET', url: '/pricing' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('allows exactly the inline scripts of a prerendered page, by hash', async () => {
    const response = await get('/about-us');
    expect(response.body).toBe(landingHtml);
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'))!
      .trim()
      .split(/\s+/);
    expect(scriptSrc).toEqual([
      'script-src',
      "'self'",
      "'wasm-unsafe-eval'",
      sha256(guardScript),
      sha256(loaderScript),
    ]);
  });

  it('keeps the plain policy (no inline scripts) on pages without them', async () => {
    for (const url of ['/help-center', '/']) {
      const policy = String((await get(url)).headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(policy).not.toContain('sha256-');
    }
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other public files but lets browsers revalidate them', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('still answers unknown /api paths with the JSON envelope', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('does not answer non-GET requests to page paths with HTML', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/app', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/(^|\s)'unsafe-eval'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends API answers the compact API header set, never cacheable', async () => {
    const response = await get('/api/health');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const missing = await get('/api/nothing-here');
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('pages while the offline test checkout is on', () => {
  const mark = '<meta name="reelwright-billing" content="test">';

  it('marks every page, so the app shows TEST MODE on it, and keeps its policy', async () => {
    const testMode = await createTestApp({ webDistDir: distDir, billing: 'test' });
    try {
      const page = (url: string, headers: Record<string, string> = {}) =>
        testMode.app.inject({ method: 'GET', url, headers });
      const index = await page('/app');
      // No <head> written out: right after <html>, where the browser starts one.
      expect(index.body).toBe(indexHtml.replace('<html>', `<html>${mark}`));
      expect((await page('/help-center')).body).toBe(
        helpCenterHtml.replace('<head>', `<head>${mark}`),
      );
      const landing = await page('/about-us');
      expect(landing.body).toBe(landingHtml.replace('<head>', `<head>${mark}`));
      expect(landing.headers['content-type']).toMatch(/^text\/html/);
      expect(landing.headers['cache-control']).toBe('no-cache');
      expect(String(landing.headers['content-security-policy'])).toContain(sha256(guardScript));

      const zipped = await page('/help-center', { 'accept-encoding': 'gzip, br' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString()).toContain(`<head>${mark}`);
    } finally {
      await testMode.close();
    }
  });
});

describe('the social links the server is configured with', () => {
  it('tells every page each configured account, escaped, and nothing for the unset ones', async () => {
    const configured = await createTestApp({
      webDistDir: distDir,
      billing: 'none',
      socialLinks: {
        youtube: 'https://www.youtube.com/@reelwright',
        x: 'https://x.com/reelwright?a=1&b="2"',
      },
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/' });
      expect(response.body).toBe(
        indexHtml.replace(
          '<html>',
          '<html><meta name="reelwright-social-youtube" content="https://www.youtube.com/@reelwright">' +
            '<meta name="reelwright-social-x" content="https://x.com/reelwright?a=1&amp;b=&quot;2&quot;">',
        ),
      );
    } finally {
      await configured.close();
    }
  });

  it('leaves the pages as built when none is configured', async () => {
    expect((await get('/')).body).not.toContain('reelwright-social');
  });
});

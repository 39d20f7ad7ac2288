import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';

const session = useBrowser();

const LANDING_HEADING_EN = 'From idea to published video, in one studio';
const LANDING_HEADING_RU = 'От идеи до готового видео — в одной студии';

describe('public shell', () => {
  it('renders the landing page with its header, footer and calls to action', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(LANDING_HEADING_EN);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    expect(await header.getByRole('link', { name: 'Try Free' }).getAttribute('href')).toBe(
      '/auth?mode=signup',
    );
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(await footer.getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe(
      '/help-center',
    );
    expect(await page.title()).toMatch(/Reelwright/);
  });

  it('scrolls to a landing section from the header, leaving room for the sticky header', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Pricing' }).click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('pricing')!.getBoundingClientRect().top),
        ),
      )
      .toBe(80);
  });

  it('answers an unknown path 404 with Page not found, without changing the address', async () => {
    // Chromium reports the 404 document itself in the console.
    session.problems.allow(/status of 404/);
    const page = await session.newPage();
    const response = await page.goto('/this/page/does-not-exist?ref=old-link');
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Page not found');
    expect(new URL(page.url()).pathname).toBe('/this/page/does-not-exist');
  });

  it('has no serious accessibility violations on the landing and auth pages', async () => {
    const page = await session.newPage();
    for (const path of ['/', '/auth']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
});

describe('protected routes', () => {
  it.each(['/app', '/profile', '/settings'])(
    'sends a guest from %s to /auth, keeping where they were going',
    async (path) => {
      const page = await session.newPage();
      await page.goto(`${path}?from=e2e`);
      await page.waitForURL('**/auth');
      const from = await page.evaluate(
        () =>
          (history.state as { usr?: { from?: { pathname: string; search: string } } }).usr?.from,
      );
      expect(from).toMatchObject({ pathname: path, search: '?from=e2e' });
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Welcome back!');
    },
  );

  it('treats an expired stored token as signed out and clears it', async () => {
    const page = await session.newPage();
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${encode({ alg: 'HS256' })}.${encode({ userId: 'u1', exp: 1_000_000 })}.sig`;
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('authToken', token);
        localStorage.setItem('userData', '{"name":"Old"}');
        sessionStorage.setItem('seeded', '1');
      }
    }, expired);
    await page.goto('/app');
    await page.waitForURL('**/auth');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('authToken'),
        localStorage.getItem('userData'),
      ]),
    ).toEqual([null, null]);
  });
});

describe('language', () => {
  it('switches the visible text to Russian from the footer and remembers it', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING_EN }).waitFor();
    await page.getByLabel('Language').selectOption({ label: 'Русский' });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(LANDING_HEADING_RU);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Войти' }).count()).toBe(1);

    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(LANDING_HEADING_RU);
    await page.getByLabel('Язык').selectOption({ label: 'English' });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(LANDING_HEADING_EN);
  });

  it('starts in Russian for a browser whose language is Russian', async () => {
    const page = await session.newPage({ locale: 'ru-RU' });
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(LANDING_HEADING_RU);
  });
});

/** Replaces the About page's chunk with one whose component throws during render. */
async function makeAboutPageThrow(page: Page) {
  session.problems.allow(/Render failure injected by the e2e test/);
  await page.route('**/assets/about-page-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function AboutPage() { throw new Error("Render failure injected by the e2e test"); }',
    }),
  );
}

describe('errors', () => {
  it('shows the error screen when a page throws while rendering, and recovers', async () => {
    const page = await session.newPage();
    await makeAboutPageThrow(page);
    await page.goto('/about-us');
    await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
    expect(session.problems.errors.join('\n')).toMatch(/Render failure injected by the e2e test/);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForLoadState('load');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/about-us');
  });

  it('offers the way home from the error screen', async () => {
    const page = await session.newPage();
    await makeAboutPageThrow(page);
    await page.goto('/about-us');
    await page
      .getByRole('link', { name: 'Go Home' })
      .or(page.getByRole('button', { name: 'Go Home' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(LANDING_HEADING_EN);
  });
});

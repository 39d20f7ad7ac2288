import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';

const session = useBrowser();

type Stats = { creators: number; scripts: number; voiceMinutes: number; videos: number };
const FIGURES = ['creators', 'scripts', 'voiceMinutes', 'videos'] as const;

const HEADING = {
  en: 'From idea to published video, in one studio',
  ru: 'От идеи до готового видео — в одной студии',
};

async function registerCreator() {
  const response = await fetch(`${inject('baseURL')}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Landing Visitor',
      email: `e2e-landing-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
    }),
  });
  expect(response.status).toBe(201);
}

/** The distance from the viewport's top to a section's top, in whole pixels. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate(
    (sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top),
    id,
  );

const slideLabel = (page: Page) =>
  page
    .getByRole('group', { name: 'Reviews' })
    .getByRole('group', { name: /^Review \d of 4$/ })
    .getAttribute('aria-label');

/** The landing page with its figures and plans in. */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('#pricing h3').first().waitFor();
}

describe('landing page', () => {
  it('counts up to the figures of GET /api/stats', async () => {
    await registerCreator();
    const page = await session.newPage();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/stats'));
    await page.goto('/');
    const { data } = (await (await answer).json()) as { data: Stats };
    expect(data.creators).toBeGreaterThanOrEqual(1);
    // The same figures the API gives anyone within the minute it caches them.
    const direct = (await (await fetch(`${inject('baseURL')}/api/stats`)).json()) as {
      data: Stats;
    };
    expect(direct.data.creators).toBeGreaterThanOrEqual(data.creators);

    const format = new Intl.NumberFormat('en-US');
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const shown = await page.getByTestId('stat-creators').textContent();
          seen.add(shown ?? '');
          return Promise.all(FIGURES.map((key) => page.getByTestId(`stat-${key}`).textContent()));
        },
        { interval: 20, timeout: 10_000 },
      )
      .toEqual(FIGURES.map((key) => format.format(data[key])));
    // It ticked on the way there (unless the figure is tiny), and screen readers get the total.
    if (data.creators > 2) expect(seen.size).toBeGreaterThan(1);
    const figures = page.getByRole('region', { name: 'Made with Reelwright so far' });
    expect(await figures.locator('.sr-only').first().textContent()).toBe(
      format.format(data.creators),
    );
  });

  it('moves the testimonials on after 5 s and to the review a dot picks', async () => {
    const page = await session.newPage();
    await openLanding(page);
    const started = Date.now();
    expect(await slideLabel(page)).toBe('Review 1 of 4');
    await expect
      .poll(() => slideLabel(page), { interval: 100, timeout: 8_000 })
      .toBe('Review 2 of 4');
    expect(Date.now() - started).toBeGreaterThan(4_000);

    const dot = page.getByRole('button', { name: 'Show review 4' });
    await dot.click();
    expect(await slideLabel(page)).toBe('Review 4 of 4');
    expect(await dot.getAttribute('aria-current')).toBe('true');
    expect(
      await page.getByRole('button', { name: 'Show review 2' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('scrolls to each section from the header, and to the features 80 px down', async () => {
    const page = await session.newPage();
    await openLanding(page);
    const header = page.getByRole('banner');
    for (const [name, id] of [
      ['Features', 'features'],
      ['Pricing', 'pricing'],
      ['Reviews', 'reviews'],
    ] as const) {
      await header.getByRole('button', { name }).click();
      await expect.poll(() => sectionTop(page, id), { timeout: 5_000 }).toBe(80);
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'See Features' }).click();
    await expect.poll(() => sectionTop(page, 'features'), { timeout: 5_000 }).toBe(80);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('features');
  });

  it('scrolls to a section named in the address, as links from other pages use', async () => {
    const page = await session.newPage();
    await page.goto('/help-center');
    await page.goto('/#pricing');
    await page.locator('#pricing h3').first().waitFor();
    await expect.poll(() => sectionTop(page, 'pricing'), { timeout: 5_000 }).toBe(80);
  });

  it('plays the demo video with sound allowed, and pauses it', async () => {
    const page = await session.newPage();
    await openLanding(page);
    const video = page.locator('video');
    expect(await video.getAttribute('preload')).toBe('none');
    await page.getByRole('button', { name: 'Play the demo video' }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0.2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    await page.getByRole('button', { name: 'Pause the demo video' }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
  });

  it('plays the demo video muted when the browser refuses sound', async () => {
    const page = await session.newPage();
    // A browser whose autoplay rules block playback with sound, as on many phones.
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (!this.muted)
          return Promise.reject(new DOMException('sound blocked', 'NotAllowedError'));
        return play.call(this);
      };
    });
    await openLanding(page);
    await page.getByRole('button', { name: 'Play the demo video' }).click();
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0.2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    expect(await page.getByRole('button', { name: 'Pause the demo video' }).count()).toBe(1);
  });

  it.each([
    ['en', 'en-US'],
    ['ru', 'ru-RU'],
  ] as const)('has no serious accessibility violations in %s', async (language, locale) => {
    const page = await session.newPage({ locale });
    await openLanding(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADING[language]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

/**
 * Opens `/` with the app's entry module held back, so what shows is the build's prerendered
 * HTML alone; `release` lets the app load.
 */
async function openBeforeTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entryRequested!: () => void;
  const requested = new Promise<void>((resolve) => (entryRequested = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    entryRequested();
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await requested;
  return release;
}

describe('landing page before its JavaScript has run', () => {
  it('already shows the page, then the app takes over the same page', async () => {
    const page = await session.newPage();
    const release = await openBeforeTheApp(page);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(HEADING.en);
    expect(await heading.isVisible()).toBe(true);
    expect(await page.locator('#pricing').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Try Free' }).isVisible()).toBe(true);
    // The page is still the prerendered one: no figures fetched, the carousel not running.
    expect(await page.evaluate(() => performance.getEntriesByName('/api/stats').length)).toBe(0);

    release();
    await page.locator('#pricing h3').first().waitFor();
    expect(await heading.textContent()).toBe(HEADING.en);
    await page.getByRole('button', { name: 'Show review 3' }).click();
    expect(await slideLabel(page)).toBe('Review 3 of 4');
  });

  it('hides the English page from a Russian reader until the Russian one is in', async () => {
    const page = await session.newPage({ locale: 'ru-RU' });
    const release = await openBeforeTheApp(page);
    const hidden = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('#root > *')!).visibility);
    expect(await hidden()).toBe('hidden');

    release();
    await page.getByRole('heading', { level: 1, name: HEADING.ru }).waitFor();
    expect(await hidden()).toBe('visible');
  });
});

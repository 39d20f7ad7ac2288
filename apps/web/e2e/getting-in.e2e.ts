import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { startProductionServer } from './support/start-server.mjs';

// Issue 22, 'Getting in': a new visitor's way from the landing page into an account and a plan,
// what an unknown address answers, and the claims the site makes about plans and support.

const session = useBrowser();
const PASSWORD = 'correct horse battery';
const uniqueEmail = (label: string) =>
  `e2e-getting-in-${label}-${randomBytes(4).toString('hex')}@example.com`;

/** Fills the sign-up form the page is showing, as a person does, and creates the account. */
async function signUp(page: Page, name: string, label: string) {
  await page.getByRole('heading', { level: 1, name: 'Get started free' }).waitFor();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail(label));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

const planCard = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** The mails in the production server's outbox (no SMTP configured), newest last. */
async function outboxMails(): Promise<string[]> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).sort();
  return Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
}

describe('signing up', () => {
  it('opens sign-up from Start free and Try Free, and greets the new account as new', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Try Free' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get started free' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome back!' }).count()).toBe(0);

    await page.goto('/');
    await page.getByRole('link', { name: 'Start free' }).first().click();
    await signUp(page, 'Nadia Boulanger', 'start-free');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Nadia Boulanger!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app');
    expect(await page.getByText(/Welcome back/).count()).toBe(0);
  });

  it('carries Boost chosen on the landing page through sign-up straight into its checkout', async () => {
    const page = await session.newPage();
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.getByRole('link', { name: 'Start with Boost' }).click();
    await signUp(page, 'Clara Schumann', 'boost');
    await page.waitForURL((url) => /^\/checkout\/[^/]+$/.test(url.pathname));
    await page.getByText('TEST MODE — no card is charged').waitFor();
    await page.getByRole('button', { name: 'Pay $16.58' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByText('Welcome to Boost!').waitFor();
  });

  it('carries Pro yearly chosen on the plans page through sign-up into its checkout', async () => {
    const page = await session.newPage();
    await page.goto('/pricing');
    await page.getByText('Yearly', { exact: true }).click();
    await planCard(page, 'Pro Plan').getByRole('button', { name: 'Start with Pro' }).click();
    await signUp(page, 'Lili Boulanger', 'pro-yearly');
    await page.waitForURL((url) => /^\/checkout\/[^/]+$/.test(url.pathname));
    await page.getByRole('button', { name: 'Pay $1,188' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('starts Free from its card with sign-up, and the agreement links to real terms', async () => {
    const page = await session.newPage();
    await page.goto('/pricing');
    await planCard(page, 'Free Plan').getByRole('button', { name: 'Start with Free' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get started free' }).waitFor();

    await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: '3. Plans, limits and payments' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#terms-plans');
    await page
      .getByText(/Free exports videos up to 720p at 30 frames per second/)
      .waitFor({ state: 'visible' });
    // The notice of the next revision stays: its countdown and Notify Me.
    await page.getByRole('timer', { name: 'Time until the next revision is published' }).waitFor();
    await page.getByRole('button', { name: 'Notify Me' }).waitFor();
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('an address that is no page', () => {
  it('answers 404 with Page not found in the site layout, with ways home, to the studio and to help', async () => {
    // Chromium reports the 404 document itself in the console.
    session.problems.allow(/status of 404/);
    const page = await session.newPage();
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const ways = page.getByRole('navigation', { name: 'Where to go instead' });
    expect(await ways.getByRole('link', { name: 'Open the studio' }).getAttribute('href')).toBe(
      '/app/video-maker',
    );
    expect(await ways.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    await ways.getByRole('link', { name: 'Help Center' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();

    // A known page still answers 200.
    expect((await page.goto('/help-center'))?.status()).toBe(200);
  });
});

describe('what the plans promise', () => {
  it('says what each plan exports, and Pro offers a call back instead of a phone line', async () => {
    const page = await session.newPage();
    await page.goto('/pricing');
    await planCard(page, 'Free Plan').getByText('Exports up to 720p, 30 fps').waitFor();
    await planCard(page, 'Boost').getByText('Exports up to 1080p, 60 fps').waitFor();
    await planCard(page, 'Pro Plan').getByText('Call back on request').waitFor();
    const cards = await page.locator('article').allInnerTexts();
    expect(cards.join('\n')).not.toMatch(/HD export|Phone support/);
  });

  it('lets a Pro user request a call back from the Help Center, which support is mailed', async () => {
    const page = await signedInPage(() => session.newPage(), 'Fanny Mendelssohn', 'callback');
    // A Free user is told the call back comes with Pro.
    await page.goto('/help-center');
    await page.getByRole('link', { name: 'Request a call back' }).click();
    await page
      .getByRole('heading', { level: 2, name: 'Call backs come with the Pro plan' })
      .waitFor();

    // Take Pro through the test checkout, as a customer does.
    await page.getByRole('link', { name: 'See the Pro plan' }).click();
    await planCard(page, 'Pro Plan').getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.getByRole('button', { name: 'Pay $99' }).click();
    await page.getByText('Welcome to Pro!').waitFor();

    await page.goto('/help-center');
    await page.getByRole('link', { name: 'Request a call back' }).click();
    await page.getByRole('heading', { level: 1, name: 'Request a call back' }).waitFor();
    const submit = page.getByRole('button', { name: 'Request a call back' });
    await submit.click();
    await page.getByText('Enter your phone number.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');

    await page.getByLabel('Phone number').fill('+44 20 7946 0018');
    await page.getByLabel('When should we call?').fill('Weekdays 10–12 am UTC');
    await page.getByLabel('What is it about?').fill('Setting up a second channel in Russian');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await submit.click();
    await page.getByText('Your request is with our support team').waitFor();
    await page
      .getByText('We will call +44 20 7946 0018 at the time you asked for: Weekdays 10–12 am UTC.')
      .waitFor();

    await expect
      .poll(async () =>
        (await outboxMails()).some(
          (mail) =>
            mail.includes('To: support@reelwright.app') &&
            mail.includes('Subject: Call back requested by Fanny Mendelssohn') &&
            mail.includes('Phone: +44 20 7946 0018'),
        ),
      )
      .toBe(true);
  });
});

describe('social links', () => {
  it('shows none when no account is configured', async () => {
    const page = await session.newPage();
    await page.goto('/about-us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).waitFor();
    expect(await page.getByRole('list', { name: 'Reelwright on social media' }).count()).toBe(0);
    expect(await page.locator('a[href="https://www.youtube.com/"]').count()).toBe(0);
  });

  it(
    'links the accounts the server is configured with, and only those',
    { timeout: 90_000 },
    async () => {
      const server = await startProductionServer({
        env: {
          SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@reelwright',
          SOCIAL_X_URL: 'https://x.com/reelwright',
        },
      });
      try {
        const page = await session.newPage();
        await page.goto(`${server.baseURL}/about-us`);
        const social = page.getByRole('list', { name: 'Reelwright on social media' });
        await social.waitFor();
        const links = await social
          .getByRole('link')
          .evaluateAll((anchors) =>
            anchors.map((anchor) => [
              anchor.getAttribute('aria-label'),
              anchor.getAttribute('href'),
            ]),
          );
        expect(links).toEqual([
          ['Reelwright on YouTube', 'https://www.youtube.com/@reelwright'],
          ['Reelwright on X', 'https://x.com/reelwright'],
        ]);
      } finally {
        await server.stop();
      }
    },
  );
});

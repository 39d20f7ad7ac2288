import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';

const session = useBrowser();
const baseURL = inject('baseURL');

const countdownText = (page: Page) =>
  page.getByRole('timer', { name: 'Time until the next revision is published' }).innerText();

describe('public pages', () => {
  it('terms: the countdown ticks, and Notify Me validates, stores and thanks for 3 s', async () => {
    const page = await session.newPage();
    await page.goto('/terms-of-use');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    const first = await countdownText(page);
    expect(first.replace(/\s+/g, ' ')).toMatch(/^7 days 12 hours 34 minutes 2\d seconds$/i);
    await expect.poll(() => countdownText(page), { timeout: 3000 }).not.toBe(first);

    const email = page.getByLabel('Email address');
    const notify = page.getByRole('button', { name: 'Notify Me' });
    const alert = page.getByRole('alert');
    await notify.click();
    await alert.getByText('Enter your email address.').waitFor();
    await email.fill('ann@example');
    await notify.click();
    await alert.getByText('Enter a valid email address, like name@example.com.').waitFor();

    const address = `notify-${Date.now()}@example.com`;
    await email.fill(address);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/notify'));
    await notify.click();
    expect((await answered).status()).toBe(201);
    const thanks = page.getByText(
      'Thank you! We will email you the next revision before it takes effect.',
    );
    await thanks.waitFor();
    const shownAt = Date.now();
    await thanks.waitFor({ state: 'detached', timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2500);
    await email.waitFor();

    // The same email again is welcome, and kept once.
    const again = await fetch(`${baseURL}/api/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address.toUpperCase(), source: 'terms' }),
    });
    expect(again.status).toBe(200);
  });

  it('contact: checks the fields, then sends the message and thanks', async () => {
    const page = await session.newPage();
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await page.getByRole('alert').getByText('Enter your name.').waitFor();
    expect(await page.getByRole('alert').getByRole('listitem').count()).toBe(4);

    await page.getByLabel('Your name').fill('Ann Lee');
    await page.getByLabel('Email address').fill('ann@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Spanish voices');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Which Spanish voices are on the free plan?');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await send.click();
    expect((await answered).status()).toBe(201);
    await page.getByRole('status').getByText('Thank you, your message has been sent.').waitFor();
    expect(
      await page.getByRole('link', { name: 'support@reelwright.app' }).getAttribute('href'),
    ).toBe('mailto:support@reelwright.app');
  });

  it('privacy: the sections open and close on their buttons', async () => {
    const page = await session.newPage();
    await page.goto('/privacy-policy');
    const sharing = page.getByRole('button', { name: 'Sharing Information' });
    expect(await sharing.getAttribute('aria-expanded')).toBe('false');
    await sharing.click();
    expect(await sharing.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('region', { name: 'Sharing Information' })
      .getByText(/Stripe/)
      .waitFor();
    await sharing.click();
    expect(await sharing.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('region', { name: 'Sharing Information' }).count()).toBe(0);
  });

  it('about: the counters show the figures GET /api/stats answers', async () => {
    const page = await session.newPage();
    // The page's own answer: other test files add accounts and videos meanwhile, and the server
    // sums its figures again once a minute, so a second request may count more.
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/stats',
    );
    await page.goto('/about-us');
    const response = await answered;
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, number> };
    const region = page.getByRole('region', { name: 'Reelwright in numbers' });
    for (const figure of ['creators', 'scripts', 'voiceMinutes', 'videos']) {
      await expect
        .poll(() => region.locator(`[data-figure="${figure}"]`).innerText())
        .toBe(new Intl.NumberFormat('en-US').format(data[figure]!));
    }
  });

  it.each(['en-US', 'ru-RU'])('has no serious accessibility violations in %s', async (locale) => {
    const page = await signedInPage(() => session.newPage({ locale }), 'Ada Byron', 'public');
    const pages = [
      '/about-us',
      '/terms-of-use',
      '/privacy-policy',
      '/features',
      '/careers',
      '/contact',
      '/profile',
    ];
    for (const path of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (path === '/about-us')
        await page.locator('[data-figure="creators"]').getByText(/\d/).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
      expect(await seriousA11yViolations(page), `${path} in ${locale}`).toEqual([]);
    }
  });
});

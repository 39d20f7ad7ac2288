import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';
import { startProductionServer } from './support/start-server.mjs';

const session = useBrowser();

const signedInPage = (name: string) => signedInPageOf(() => session.newPage(), name, 'billing');

const currentPlan = (page: Page) => page.getByRole('region', { name: 'Your current plan' });
const planCard = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

async function openCheckoutFor(page: Page, plan: string, price: string) {
  await page.goto('/pricing');
  await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
  await page.getByText('Monthly', { exact: true }).click();
  expect(await page.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
  await planCard(page, plan)
    .getByRole('button', { name: `Upgrade to ${plan}` })
    .click();
  await page.waitForURL((url) => /^\/checkout\/[^/]+$/.test(url.pathname));
  await page.getByText('TEST MODE — no card is charged').waitFor();
  await page.getByRole('button', { name: `Pay ${price}` }).waitFor();
}

describe('plans and checkout', () => {
  it('upgrades to Boost through the test checkout, then cancels back to Free', async () => {
    const page = await signedInPage('Ida Tarbell');
    await openCheckoutFor(page, 'Boost', '$16.58');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Pay $16.58' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByText('Welcome to Boost!').waitFor();
    await currentPlan(page).getByText('Boost plan').waitFor();
    await page.waitForURL((url) => url.pathname === '/pricing' && url.search === '');
    await planCard(page, 'Boost').getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(
      await planCard(page, 'Boost').getByRole('button', { name: 'Current Plan' }).isDisabled(),
    ).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The dashboard reads the new limits (a full load: the user comes fresh from the server).
    await page.goto('/app');
    await page.getByText('Boost plan').waitFor();
    const stats = page.getByRole('region', { name: 'Your numbers' });
    await stats.getByText('of 25 this month').waitFor();
    expect(await stats.textContent()).toContain('of 60,000 this month');
    expect(await page.getByText(/Videos left this month/).count()).toBe(0);

    await page.goto('/pricing');
    const cancelButton = page.getByRole('button', { name: 'Cancel Subscription' });
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    // Esc closes the dialog and focus goes back to the button that opened it.
    await cancelButton.click();
    await dialog.waitFor();
    expect(
      await dialog
        .getByRole('button', { name: 'Keep my plan' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await cancelButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await cancelButton.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await page
      .getByText('Subscription canceled successfully. You are now on the free plan.')
      .waitFor();
    await currentPlan(page).getByText('Free plan').waitFor();
    await currentPlan(page).getByText('Using remaining credits').waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    await planCard(page, 'Free Plan').getByRole('button', { name: 'Current Plan' }).waitFor();
  });

  it('upgrades Boost to Pro at once, schedules Boost for the renewal date, then keeps Pro', async () => {
    const page = await signedInPage('Jacob Riis');
    await openCheckoutFor(page, 'Boost', '$16.58');
    await page.getByRole('button', { name: 'Pay $16.58' }).click();
    await currentPlan(page).getByText('Boost plan').waitFor();
    await page.waitForURL((url) => url.pathname === '/pricing' && url.search === '');
    await currentPlan(page)
      .getByText(/^Billed monthly · renews on /)
      .waitFor();

    await planCard(page, 'Pro Plan').getByRole('button', { name: 'Upgrade to Pro' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro now?' });
    await upgrade.waitFor();
    await upgrade.getByRole('button', { name: 'Upgrade now' }).click();
    await currentPlan(page).getByText('Pro plan').waitFor();
    await upgrade.waitFor({ state: 'hidden' });
    await page.getByText('You are now on Pro.').waitFor();
    await planCard(page, 'Pro Plan').getByRole('button', { name: 'Current Plan' }).waitFor();

    await planCard(page, 'Boost').getByRole('button', { name: 'Switch to Boost' }).click();
    const downgrade = page.getByRole('dialog', { name: /^Switch to Boost on .+\?$/ });
    await downgrade.waitFor();
    await downgrade.getByRole('button', { name: 'Schedule the change' }).click();
    const scheduled = currentPlan(page).getByText(/^Changes to Boost on /);
    await scheduled.waitFor();
    await downgrade.waitFor({ state: 'hidden' });
    expect(await currentPlan(page).getByText('Pro plan').isVisible()).toBe(true);
    expect(
      await planCard(page, 'Boost').getByRole('button', { name: 'Scheduled' }).isDisabled(),
    ).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await currentPlan(page).getByRole('button', { name: 'Keep Pro' }).click();
    await scheduled.waitFor({ state: 'detached' });
    await page.getByText('You stay on Pro.').waitFor();
    expect(await currentPlan(page).getByText('Pro plan').isVisible()).toBe(true);
    await planCard(page, 'Boost').getByRole('button', { name: 'Switch to Boost' }).waitFor();
  });

  it('comes back from a cancelled checkout with a notice that clears itself', async () => {
    const page = await signedInPage('Nellie Bly');
    await openCheckoutFor(page, 'Pro', '$99');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing' && url.search === '?canceled=true');
    const notice = page.getByText('Payment was canceled. You can try again anytime.');
    await notice.waitFor();
    const shownAt = Date.now();
    await notice.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    expect(new URL(page.url()).search).toBe('');
    await currentPlan(page).getByText('Free plan').waitFor();
  });
});

const TEST_MODE_BANNER = 'TEST MODE — payments on this server are simulated and no card is charged';
const NOT_CONFIGURED = 'Payments are not set up on this server yet.';

describe('test mode in production (BILLING_PROVIDER=test, as this suite’s server runs)', () => {
  it('says TEST MODE at the top of every page, public ones included', async () => {
    const page = await session.newPage();
    for (const path of ['/', '/help-center', '/pricing', '/about-us']) {
      await page.goto(path);
      await page.getByText(TEST_MODE_BANNER).waitFor();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    const signedIn = await signedInPage('Ida Wells');
    await signedIn.goto('/app');
    await signedIn.getByText(TEST_MODE_BANNER).waitFor();
  });
});

describe('billing off (production without Stripe keys)', () => {
  it(
    'shows the plans with the notice instead of buy buttons, and no TEST MODE banner',
    { timeout: 120_000 },
    async () => {
      const server = await startProductionServer();
      try {
        const page = await session.newPage();
        await page.goto(`${server.baseURL}/pricing`);
        await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
        await page.getByText(NOT_CONFIGURED).waitFor();
        await planCard(page, 'Boost').getByText('$16.58 / month').waitFor();
        expect(await planCard(page, 'Boost').getByRole('button').count()).toBe(0);
        expect(await planCard(page, 'Pro Plan').getByRole('button').count()).toBe(0);
        await planCard(page, 'Free Plan')
          .getByRole('button', { name: 'Start with Free' })
          .waitFor();
        expect(await page.getByText(/TEST MODE/).count()).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // The landing's pricing section says the same.
        await page.goto(`${server.baseURL}/#pricing`);
        const pricing = page.locator('#pricing');
        await pricing.getByText(NOT_CONFIGURED).waitFor();
        expect(await pricing.getByRole('link', { name: 'Start with Boost' }).count()).toBe(0);

        // A signed-in Free user: the current plan, nothing to buy.
        const registered = await fetch(`${server.baseURL}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Frances Perkins',
            email: `e2e-billing-off-${randomBytes(4).toString('hex')}@example.com`,
            password: 'correct horse battery',
          }),
        });
        expect(registered.status).toBe(201);
        const { data } = (await registered.json()) as { data: { token: string; user: unknown } };
        await page.evaluate(({ token, user }) => {
          localStorage.setItem('userData', JSON.stringify(user));
          localStorage.setItem('authToken', token);
        }, data);
        await page.goto(`${server.baseURL}/pricing`);
        await currentPlan(page).getByText('Free plan').waitFor();
        await page.getByText(NOT_CONFIGURED).waitFor();
        await planCard(page, 'Free Plan').getByRole('button', { name: 'Current Plan' }).waitFor();
        expect(await page.getByRole('button', { name: /^Upgrade to / }).count()).toBe(0);
        expect(await page.getByText(/TEST MODE/).count()).toBe(0);
      } finally {
        await server.stop();
      }
    },
  );
});

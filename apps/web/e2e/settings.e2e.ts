import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';

const session = useBrowser();
const baseURL = inject('baseURL');

// A made-up key in Gemini's shape: it is only stored, never sent to Google here.
const GEMINI_KEY = 'AIzaSyE2E-settings_test_key_0000QRST';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const region = (page: Page, name: string) => page.getByRole('region', { name });

describe('settings', () => {
  it('renames the user, saves and deletes a Gemini key, and deletes the account', async () => {
    const page = await signedInPage(() => session.newPage(), 'Grace Hopper', 'settings');
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const gemini = region(page, 'Gemini API key');
    await gemini.getByLabel('Your Gemini API key').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Display name: saved, and the header follows at once.
    const profile = region(page, 'Display name');
    await profile.getByLabel('Display name').fill('Grace B. Hopper');
    await profile.getByRole('button', { name: 'Save name' }).click();
    await profile.getByRole('status').getByText('Your name has been saved.').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Grace B. Hopper' }).waitFor();

    // Gemini key: only its last 4 characters come back, also after a reload.
    await gemini.getByLabel('Your Gemini API key').fill(GEMINI_KEY);
    await gemini.getByRole('button', { name: 'Save key' }).click();
    await gemini.getByText('Saved •••• QRST').waitFor();
    await page.reload();
    await region(page, 'Gemini API key').getByText('Saved •••• QRST').waitFor();
    expect(await page.content()).not.toContain(GEMINI_KEY);
    await page.getByRole('banner').getByRole('button', { name: 'Grace B. Hopper' }).waitFor();
    await region(page, 'Gemini API key').getByRole('button', { name: 'Delete key' }).click();
    await region(page, 'Gemini API key').getByLabel('Your Gemini API key').waitFor();

    // Account deletion: confirmed with the password, then signed out on the landing page.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await region(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    const me = await fetch(`${baseURL}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
  });
});

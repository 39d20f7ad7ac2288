import type { Page } from 'playwright-core';

/** The dashboard's greeting once a user is signed in. */
export const welcome = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `Welcome back, ${name}!` });

/** The dashboard's greeting for an account just created. */
export const welcomeNew = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `Welcome, ${name}!` });

/** Signs up through the form at `authUrl` as a person does, and waits for the dashboard. */
export async function signUpInUi(
  page: Page,
  account: { name: string; email: string; password: string },
  authUrl = '/auth',
) {
  await page.goto(authUrl);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { level: 1, name: 'Get started free' }).waitFor();
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await welcomeNew(page, account.name).waitFor();
}

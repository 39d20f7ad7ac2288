import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

type NewPage = () => Promise<Page>;

/**
 * A page signed in as a new account, without the login form: the account is registered through
 * the API and its session put in the page's storage (the login limiter is shared by every
 * browser test file, so only the auth tests sign in through the UI).
 */
export async function signedInPage(newPage: NewPage, name: string, label: string): Promise<Page> {
  const email = `e2e-${label}-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${inject('baseURL')}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'correct horse battery' }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { token: string; user: unknown } };
  const page = await newPage();
  await page.goto('/help-center');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('userData', JSON.stringify(user));
    localStorage.setItem('authToken', token);
  }, data);
  return page;
}

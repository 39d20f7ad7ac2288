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

/** The signed-in page's session token. */
export const sessionTokenOf = async (page: Page): Promise<string> =>
  (await page.evaluate(() => localStorage.getItem('authToken')))!;

/** A call to the API with a bearer token: its status and its parsed envelope. */
export async function callApiAs(token: string, method: string, route: string, body?: object) {
  const response = await fetch(`${inject('baseURL')}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

/** Takes Pro through the server's test-mode checkout (no card is charged), as a customer does. */
export async function takePro(token: string): Promise<void> {
  const started = await callApiAs(token, 'POST', '/api/payments/create-checkout-session', {
    priceId: 'test_pro_monthly',
    planId: 'pro',
  });
  const { sessionId } = started.body.data as { sessionId: string };
  await callApiAs(token, 'POST', `/api/payments/test-checkout/${sessionId}/pay`);
  const confirmed = await callApiAs(token, 'GET', `/api/payments/session/${sessionId}`);
  expect(confirmed.body.data).toMatchObject({ user: { subscription: 'pro' } });
}

import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import type { Clock } from '../../src/clock';

export const uniqueEmail = (prefix = 'creator') =>
  `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/**
 * A client address of its own, so that the accounts a test makes are not refused by the
 * per-address sign-up limit (tests of that limit choose their addresses).
 */
export const uniqueClientAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** The `rw_refresh` value a response set, or `undefined`. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === 'rw_refresh');
  return cookie?.value || undefined;
}

export async function register(
  app: App,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const body = {
    name: 'Ann Lee',
    email: uniqueEmail(),
    password: 'correct horse battery',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: uniqueClientAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const data = response.json().data as { token: string; user: { id: string; email: string } };
  return { ...body, ...data, refresh: refreshCookieOf(response)! };
}

export const withBearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const refresh = (app: App, cookie: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    ...(cookie === undefined ? {} : { cookies: { rw_refresh: cookie } }),
  });

/** A clock the test moves by hand. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

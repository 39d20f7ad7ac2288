import { FREE_PLAN_LIMITS, type User } from '@reelwright/contracts';
import { makeToken } from './tokens';

/** A user as the server returns it (valid against the contract's userSchema). */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c0d3e-8d5b-4a7e-9a43-1f2b3c4d5e6f',
    name: 'Ann Lee',
    email: 'ann@example.com',
    subscription: 'free',
    subscriptionStatus: 'active',
    plan: 'free',
    subscriptionInterval: null,
    subscriptionRenewsAt: null,
    scheduledChange: null,
    videosCreated: 0,
    usage: { scriptsGenerated: 0, audioGenerated: 0, thumbnailsGenerated: 0, videosCreated: 0 },
    limits: FREE_PLAN_LIMITS,
    isDemo: false,
    demoExpiresAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An access token like the server's: issued now, valid for `lifetimeSeconds`. */
export function makeAccessToken(lifetimeSeconds = 900, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  return makeToken({ userId: 'u1', email: 'ann@example.com', iat, exp: iat + lifetimeSeconds });
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ok = (data: unknown, status = 200) => json({ success: true, data }, status);

export const fail = (status: number, code: string, error: string) =>
  json({ success: false, code, error }, status);

import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, isTokenExpired } from './auth-token';
import { makeToken } from '../test/tokens';

const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
const nowSeconds = NOW_MS / 1000;

describe('decodeTokenPayload', () => {
  it('reads a base64url JSON payload, including non-Latin text', () => {
    const token = makeToken({ userId: 'u1', name: 'Анна Смирнова', exp: nowSeconds + 600 });
    expect(decodeTokenPayload(token)).toEqual({
      userId: 'u1',
      name: 'Анна Смирнова',
      exp: nowSeconds + 600,
    });
  });

  it('rejects tokens that are not three parts or whose payload is not a JSON object', () => {
    expect(decodeTokenPayload('only.two')).toBeNull();
    expect(decodeTokenPayload('a.b.c.d')).toBeNull();
    expect(decodeTokenPayload('header.%%%.signature')).toBeNull();
    expect(decodeTokenPayload(`h.${btoa('not json')}.s`)).toBeNull();
    expect(decodeTokenPayload(`h.${btoa('[1,2]')}.s`)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('accepts a token with more than 30 s left', () => {
    expect(isTokenExpired(makeToken({ exp: nowSeconds + 31 }), NOW_MS)).toBe(false);
  });

  it('treats a token with 30 s or less left as expired', () => {
    expect(isTokenExpired(makeToken({ exp: nowSeconds + 30 }), NOW_MS)).toBe(true);
    expect(isTokenExpired(makeToken({ exp: nowSeconds - 5 }), NOW_MS)).toBe(true);
  });

  it('keeps a quarter of a short lifetime as the margin, so a 30-second token is usable', () => {
    const issued = { iat: nowSeconds, exp: nowSeconds + 30 };
    expect(isTokenExpired(makeToken(issued), NOW_MS)).toBe(false);
    expect(isTokenExpired(makeToken(issued), NOW_MS + 22_000)).toBe(false);
    expect(isTokenExpired(makeToken(issued), NOW_MS + 22_500)).toBe(true);
    // A long-lived token keeps the full 30 s margin.
    const long = { iat: nowSeconds, exp: nowSeconds + 900 };
    expect(isTokenExpired(makeToken(long), NOW_MS + 869_000)).toBe(false);
    expect(isTokenExpired(makeToken(long), NOW_MS + 870_000)).toBe(true);
  });

  it('treats a missing or non-numeric exp and malformed tokens as expired', () => {
    expect(isTokenExpired(makeToken({ userId: 'u1' }), NOW_MS)).toBe(true);
    expect(isTokenExpired(makeToken({ exp: String(nowSeconds + 600) }), NOW_MS)).toBe(true);
    expect(isTokenExpired('garbage', NOW_MS)).toBe(true);
  });
});

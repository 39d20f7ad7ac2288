import type { AccessTokenPayload } from '@reelwright/contracts';
import { createSigner, createVerifier } from 'fast-jwt';

export type TokenSubject = { id: string; email: string; name: string; subscription: string };

/** Verified tokens remembered, at most (a token is ~300 bytes: a few megabytes in all). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * Access tokens: HS256 JWTs with the spec's payload. The verifier pins the algorithm (so `none`
 * and RS/HS confusion are refused) and requires exp. A token verified once is remembered until
 * its exp, keyed by the whole token text: a signed-in client sends the same token for 15 minutes,
 * and decoding and HMAC-checking it on every request was a fifth of `GET /api/auth/me`'s time
 * under load (`bench/load --cpu-prof`). (fast-jwt's own cache keys by a SHA hash of the token,
 * which costs as much as the check it saves.) Only good tokens are remembered: a client sending
 * made-up ones cannot fill the memory with them, only push good ones out.
 */
export function createAccessTokens(options: { secret: string; ttlSeconds: number }) {
  const signer = createSigner({
    key: options.secret,
    algorithm: 'HS256',
    expiresIn: options.ttlSeconds * 1000,
  });
  const verifier = createVerifier({
    key: options.secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'iat', 'userId', 'sid'],
  });
  // Oldest first (Maps keep insertion order).
  const verified = new Map<string, AccessTokenPayload>();

  const checkedPayload = (token: string): AccessTokenPayload | null => {
    let payload: Partial<AccessTokenPayload>;
    try {
      payload = verifier(token) as Partial<AccessTokenPayload>;
    } catch {
      return null;
    }
    // The signature proves we issued it; checking the claims' types is enough (and ~10x
    // cheaper than a schema pass on every request).
    return typeof payload.userId === 'string' &&
      typeof payload.sid === 'string' &&
      typeof payload.email === 'string' &&
      typeof payload.name === 'string' &&
      typeof payload.subscription === 'string' &&
      typeof payload.iat === 'number' &&
      typeof payload.exp === 'number'
      ? (payload as AccessTokenPayload)
      : null;
  };

  return {
    ttlSeconds: options.ttlSeconds,
    /** A token for `subject` in the sign-in (refresh token family) `sessionId`. */
    sign(subject: TokenSubject, sessionId: string): string {
      // fast-jwt adds iat and exp (now + ttl).
      const payload: Omit<AccessTokenPayload, 'iat' | 'exp'> = {
        userId: subject.id,
        sid: sessionId,
        email: subject.email,
        name: subject.name,
        subscription: subject.subscription,
      };
      return signer(payload);
    },
    /** The payload of a valid token, or `null` for a missing, malformed, forged or expired one. */
    verify(token: string): AccessTokenPayload | null {
      const known = verified.get(token);
      if (known !== undefined) {
        if (Date.now() < known.exp * 1000) return known;
        verified.delete(token);
      }
      const payload = checkedPayload(token);
      if (payload === null) return null;
      if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
        verified.delete(verified.keys().next().value!);
      }
      // Shared by every request that sends this token from now on.
      verified.set(token, Object.freeze(payload));
      return payload;
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

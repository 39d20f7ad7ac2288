import type { AccessTokenPayload } from '@reelwright/contracts';
import { createSigner, createVerifier } from 'fast-jwt';

export type TokenSubject = { id: string; email: string; name: string; subscription: string };

/**
 * Access tokens: HS256 JWTs with the spec's payload. The verifier pins the algorithm (so `none`
 * and RS/HS confusion are refused) and requires exp. fast-jwt's verified-token cache is off: it
 * hashes each token for its key, which costs more than the HMAC check itself (`bench/auth`).
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
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

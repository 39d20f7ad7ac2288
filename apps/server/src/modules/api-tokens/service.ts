import {
  API_TOKEN_PREFIX,
  API_TOKENS_MAX_ACTIVE,
  planIncludes,
  type AccessTokenPayload,
  type ApiToken,
  type CreatedApiToken,
} from '@reelwright/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { hashToken, randomToken } from '../auth/secure-token';
import type { ApiTokenRow, ApiTokensRepository } from './repository';

/** `rw_` and 256 random bits, base64url. */
const TOKEN_SHAPE = /^rw_[A-Za-z0-9_-]{43}$/;
/** What a list shows of a token: `rw_` and 6 characters (36 of its 256 bits). */
const VISIBLE_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;
/** A token's `lastUsedAt` is rewritten at most this often. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export const API_ACCESS_FEATURE = 'api-access';

const planRequired = (action: string) =>
  new AppError(
    403,
    'PLAN_REQUIRED',
    `API access comes with the Pro plan. Upgrade to Pro on the plans page to ${action}.`,
  );

const invalidToken = () =>
  new AppError(
    401,
    'UNAUTHORIZED',
    'This API token is not valid or has been revoked. Create a new one in Settings.',
  );

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export type ApiTokensServiceDeps = { repository: ApiTokensRepository; clock: Clock };

/**
 * Personal API tokens (Pro): shown in clear once, when made, and kept only as their SHA-256.
 * A token stands for its owner on the routes that opt in, while the owner is on Pro.
 */
export function createApiTokensService(deps: ApiTokensServiceDeps) {
  const { repository, clock } = deps;

  return {
    async create(userId: string, name: string): Promise<CreatedApiToken> {
      const secret = `${API_TOKEN_PREFIX}${randomToken()}`;
      const result = await repository.insertIfAdmitted({
        userId,
        values: {
          name,
          prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH),
          tokenHash: hashToken(secret),
          createdAt: clock.now(),
        },
        admit: (holder) => {
          if (!planIncludes(holder.subscription, API_ACCESS_FEATURE)) return 'plan';
          return holder.activeTokens >= API_TOKENS_MAX_ACTIVE ? 'limit' : null;
        },
      });
      if (result === 'missing') {
        throw new AppError(
          401,
          'UNAUTHORIZED',
          'This account no longer exists. Please sign in again.',
        );
      }
      if (result === 'plan') throw planRequired('create API tokens');
      if (result === 'limit') {
        throw new AppError(
          409,
          'TOKEN_LIMIT_REACHED',
          `You already have ${API_TOKENS_MAX_ACTIVE} active API tokens, the most allowed. Revoke one you no longer use, then create a new one.`,
        );
      }
      return { token: toApiToken(result), secret };
    },

    async list(userId: string): Promise<ApiToken[]> {
      return (await repository.listActive(userId)).map(toApiToken);
    },

    async revoke(userId: string, id: string): Promise<ApiToken> {
      const row = await repository.revoke(userId, id, clock.now());
      if (row === undefined) {
        throw new AppError(404, 'NOT_FOUND', 'This API token does not exist.');
      }
      return toApiToken(row);
    },

    /**
     * The caller a `rw_…` token stands for: 401 for an unknown or revoked token, 403
     * PLAN_REQUIRED while its owner is not on Pro. The plan is read fresh on every call, so a
     * downgrade stops the owner's tokens at once.
     */
    async authenticate(secret: string): Promise<AccessTokenPayload> {
      if (!TOKEN_SHAPE.test(secret)) throw invalidToken();
      const found = await repository.findByHash(hashToken(secret));
      if (found === undefined || found.token.revokedAt !== null) throw invalidToken();
      const { token, user } = found;
      if (!planIncludes(user.subscription, API_ACCESS_FEATURE))
        throw planRequired('use API tokens');

      const now = clock.now();
      const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
      if (token.lastUsedAt === null || token.lastUsedAt < staleBefore) {
        await repository.touch(token.id, now, staleBefore);
      }
      const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
      return {
        userId: user.id,
        // The token itself is this caller's "sign-in": revoking it ends it (checked above).
        sid: token.id,
        email: user.email,
        name: user.name,
        subscription: user.subscription,
        // A token has no expiry of its own: the claims describe this request, checked just now.
        iat: seconds(token.createdAt),
        exp: seconds(now),
      };
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;

import { z } from 'zod';

/** Every personal API token starts with this, so a leaked one is easy to recognise and scan for. */
export const API_TOKEN_PREFIX = 'rw_';
export const API_TOKEN_NAME_MAX = 60;
/** Tokens a user may hold at once (revoked ones do not count). */
export const API_TOKENS_MAX_ACTIVE = 10;

/** `POST /api/tokens` */
export const createApiTokenBodySchema = z
  .object({
    name: z
      .string({ error: 'Give the token a name.' })
      .trim()
      .min(1, { error: 'Give the token a name.' })
      .max(API_TOKEN_NAME_MAX, {
        error: `A token name can be at most ${API_TOKEN_NAME_MAX} characters.`,
      }),
  })
  .meta({ examples: [{ name: 'Publishing script' }] });
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

/** A personal API token as it is listed: never the token itself. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters, enough to tell tokens apart and never enough to use one. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  /** Updated at most once a minute. */
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** `GET /api/tokens`: the caller's active tokens, newest first. */
export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** `POST /api/tokens`: the only answer that ever carries the token (`secret`) in clear. */
export const createdApiTokenSchema = z.object({
  token: apiTokenSchema,
  secret: z.string().regex(/^rw_[A-Za-z0-9_-]+$/),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** `DELETE /api/tokens/:id`: the token, now revoked. */
export const revokedApiTokenSchema = z.object({ token: apiTokenSchema });

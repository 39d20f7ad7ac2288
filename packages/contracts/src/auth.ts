import { z } from 'zod';
import {
  billingIntervalSchema,
  limitsSchema,
  planIdSchema,
  planKindSchema,
  usageSchema,
} from './plans';

export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }).max(254));

const newPassword = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` });

export const registerBodySchema = z
  .object({
    name: z
      .string({ error: 'Name is required.' })
      .trim()
      .min(1, { error: 'Name is required.' })
      .max(NAME_MAX, { error: `Name must be at most ${NAME_MAX} characters.` }),
    email,
    password: newPassword,
  })
  .meta({
    examples: [{ name: 'Maya Chen', email: 'maya@example.com', password: 'correct horse battery' }],
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z
  .object({
    email,
    // No length rule on sign-in: an old password may predate today's rules; cap only the work.
    password: z
      .string({ error: 'Password is required.' })
      .min(1, { error: 'Password is required.' })
      .max(1024, { error: 'Password is too long.' }),
  })
  .meta({ examples: [{ email: 'maya@example.com', password: 'correct horse battery' }] });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z
  .object({ email })
  .meta({ examples: [{ email: 'maya@example.com' }] });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'Token is required.' }).min(1).max(200),
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** free, boost, pro (or an older paid name). */
  subscription: z.string(),
  /** active, canceled… */
  subscriptionStatus: z.string(),
  plan: planKindSchema,
  /** How a paid plan is billed; null on Free. */
  subscriptionInterval: billingIntervalSchema.nullable(),
  /** When the paid period ends (and renews); null on Free. */
  subscriptionRenewsAt: z.iso.datetime().nullable(),
  /** A switch to a cheaper plan waiting for the end of the paid period. */
  scheduledChange: z
    .object({ plan: planIdSchema, interval: billingIntervalSchema, at: z.iso.datetime() })
    .nullable(),
  videosCreated: z.number().int().nonnegative(),
  usage: usageSchema,
  limits: limitsSchema,
  isDemo: z.boolean(),
  /** When a demo account and its data are deleted; null for real accounts. */
  demoExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

/** register, login, demo */
export const authSessionSchema = z.object({ user: userSchema, token: z.string() });
export type AuthSession = z.infer<typeof authSessionSchema>;

/** refresh */
export const refreshResultSchema = authSessionSchema;

export const meSchema = z.object({ user: userSchema });

export const messageSchema = z.object({ message: z.string() });

/** The access token's payload (JWT, HS256). */
export const accessTokenPayloadSchema = z.object({
  userId: z.uuid(),
  /** The sign-in (refresh token family) the token belongs to: it stops working when that ends. */
  sid: z.uuid(),
  email: z.string(),
  name: z.string(),
  subscription: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;

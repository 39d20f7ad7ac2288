import { randomBytes, randomUUID } from 'node:crypto';
import type {
  AccessTokenPayload,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  Usage,
  User,
} from '@reelwright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { enforceLimits } from '../../http/enforce-limits';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Mailer } from '../mail/mailer';
import type { AccessTokens } from './access-tokens';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { AuthRepository, UserRow } from './repository';
import { hashToken, randomToken } from './secure-token';
import { monthOf } from '../usage/month';
import type { UsageService } from '../usage/service';
import type { UserCache } from './user-cache';
import { toPublicUser } from './user-view';

export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const RESET_LIFETIME_MS = 60 * 60 * 1000;
export const DEMO_EMAIL_DOMAIN = 'demo.reelwright.invalid';

export const messages = {
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  accountGone: 'This account no longer exists. Please sign in again.',
  resetInvalid: 'This reset link is invalid or has expired. Request a new one.',
  resetSent:
    'If an account exists for this email, we have sent it a link to reset the password. The link is valid for 1 hour.',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  signedOut: 'You have been signed out.',
};

/** What is cached about a signed-in user: checked on every request, shown by `/me`. */
export type CachedAccount = {
  row: UserRow;
  usage: Usage;
  /** What `/me` shows, derived once per load (an entry never changes; a change reloads it). */
  user: User;
  /** Live sign-ins (refresh token families); an access token names its own. */
  liveSessions: ReadonlySet<string>;
  /** Sign-ins found ended since this entry was loaded (so they are not looked up again). */
  endedSessions: Set<string>;
};

export type IssuedSession = {
  user: User;
  token: string;
  refreshToken: string;
  refreshExpiresAt: Date;
};

export type AuthServiceDeps = {
  repository: AuthRepository;
  tokens: AccessTokens;
  mailer: Mailer;
  clock: Clock;
  users: UserCache<CachedAccount>;
  usage: UsageService;
  loginLimiter: RateLimiter;
  demoLimiter: RateLimiter;
  /** Sign-ups per client address. */
  registerLimiter: RateLimiter;
  /** Reset mails per client address and per email. */
  resetMailLimiter: { byAddress: RateLimiter; byEmail: RateLimiter };
  appUrl: string;
  refreshTokenTtlMs: number;
  log: FastifyBaseLogger;
};

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, clock } = deps;
  const unauthorized = (message = messages.sessionEnded) =>
    new AppError(401, 'UNAUTHORIZED', message);

  const loadAccount = async (userId: string): Promise<CachedAccount | undefined> => {
    const now = clock.now();
    const found = await repository.accountOf(userId, monthOf(now), now);
    return found === undefined
      ? undefined
      : { ...found, user: toPublicUser(found.row, found.usage), endedSessions: new Set() };
  };

  const sessionEnded = (message = messages.sessionEnded) =>
    new AppError(401, 'SESSION_ENDED', message);

  /**
   * The account behind an access token, when its sign-in is still live. A sign-in missing from
   * the cached entry may have started on another instance a moment ago: it is looked up once.
   */
  async function accountOfSession(token: AccessTokenPayload): Promise<CachedAccount> {
    let found = await deps.users.get(token.userId, loadAccount);
    if (found && !found.liveSessions.has(token.sid) && !found.endedSessions.has(token.sid)) {
      found = await deps.users.reload(token.userId, loadAccount);
      if (found && !found.liveSessions.has(token.sid)) found.endedSessions.add(token.sid);
    }
    if (!found || isExpiredDemo(found.row)) throw sessionEnded(messages.accountGone);
    if (!found.liveSessions.has(token.sid)) throw sessionEnded();
    return found;
  }

  const isExpiredDemo = (user: UserRow) =>
    user.isDemo && user.demoExpiresAt !== null && user.demoExpiresAt <= clock.now();

  async function issueSession(user: UserRow, familyId: string = randomUUID()) {
    const refreshToken = randomToken();
    const refreshExpiresAt = new Date(clock.now().getTime() + deps.refreshTokenTtlMs);
    await repository.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiresAt,
    });
    return {
      user: toPublicUser(user, await deps.usage.usageOf(user.id)),
      token: deps.tokens.sign(user, familyId),
      refreshToken,
      refreshExpiresAt,
    } satisfies IssuedSession;
  }

  return {
    async register(body: RegisterBody, ip: string): Promise<IssuedSession> {
      enforceLimits(
        [await deps.registerLimiter.hit(`ip:${ip}`)],
        (wait) => `Too many new accounts from your network. Try again in ${wait}.`,
      );
      const user = await repository.insertUser({
        name: body.name,
        email: body.email,
        passwordHash: await hashPassword(body.password),
      });
      if (user === null) throw new AppError(409, 'EMAIL_TAKEN', messages.emailTaken);
      return issueSession(user);
    },

    async login(body: LoginBody, ip: string): Promise<IssuedSession> {
      enforceLimits(
        await Promise.all([
          deps.loginLimiter.hit(`ip:${ip}`),
          deps.loginLimiter.hit(`email:${body.email}`),
        ]),
        (wait) => `Too many sign-in attempts. Try again in ${wait}.`,
      );
      const user = await repository.findUserByEmail(body.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !valid || isExpiredDemo(user)) {
        throw new AppError(401, 'INVALID_CREDENTIALS', messages.invalidCredentials);
      }
      return issueSession(user);
    },

    async startDemo(ip: string): Promise<IssuedSession> {
      enforceLimits(
        [await deps.demoLimiter.hit(`ip:${ip}`)],
        (wait) => `Too many demo accounts from your network. Try again in ${wait}.`,
      );
      const user = await repository.insertUser({
        name: 'Demo Creator',
        email: `demo-${randomBytes(8).toString('hex')}@${DEMO_EMAIL_DOMAIN}`,
        // Nobody knows this password: the demo is reachable only through its own session.
        passwordHash: await hashPassword(randomToken()),
        isDemo: true,
        demoExpiresAt: new Date(clock.now().getTime() + DEMO_LIFETIME_MS),
      });
      if (user === null) throw new Error('demo email collision');
      return issueSession(user);
    },

    /** Exchanges a refresh token for a new pair; a token presented twice ends its whole family. */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw unauthorized();
      const stored = await repository.findRefreshToken(hashToken(refreshToken));
      const now = clock.now();
      if (!stored || stored.revokedAt !== null || stored.expiresAt <= now) throw unauthorized();
      if (stored.rotatedAt !== null || !(await repository.markRotated(stored.id, now))) {
        // Someone holds a copy of a token that was already exchanged: assume theft.
        deps.log.warn({ userId: stored.userId, familyId: stored.familyId }, 'refresh token reuse');
        await repository.revokeFamily(stored.familyId, now);
        deps.users.invalidate(stored.userId);
        throw unauthorized();
      }
      const user = await repository.findUserById(stored.userId);
      if (!user || isExpiredDemo(user)) throw unauthorized(messages.accountGone);
      return issueSession(user, stored.familyId);
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const stored = await repository.findRefreshToken(hashToken(refreshToken));
      if (!stored) return;
      await repository.revokeFamily(stored.familyId, clock.now());
      // Access tokens of this sign-in stop working now, on every instance.
      deps.users.invalidate(stored.userId);
    },

    /** Throws 401 SESSION_ENDED unless the token's sign-in is live and its account exists. */
    async checkSession(token: AccessTokenPayload): Promise<void> {
      await accountOfSession(token);
    },

    /** The signed-in user (whose session `checkSession` accepted: usually cached by now). */
    async currentUser(userId: string): Promise<User> {
      const found = await deps.users.get(userId, loadAccount);
      if (!found || isExpiredDemo(found.row)) throw unauthorized(messages.accountGone);
      return found.user;
    },

    /** A new sign-in for `user` (after a password change ended all the others). */
    startSession: (user: UserRow) => issueSession(user),

    async forgotPassword(body: ForgotPasswordBody, ip: string): Promise<string> {
      // Counted for every email, known or not, so the answer tells nothing about accounts.
      enforceLimits(
        await Promise.all([
          deps.resetMailLimiter.byAddress.hit(`ip:${ip}`),
          deps.resetMailLimiter.byEmail.hit(`email:${body.email}`),
        ]),
        (wait) => `Too many password reset requests. Try again in ${wait}.`,
      );
      const user = await repository.findUserByEmail(body.email);
      if (user && !user.isDemo) {
        const token = randomToken();
        await repository.insertPasswordReset({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(clock.now().getTime() + RESET_LIFETIME_MS),
        });
        const link = `${deps.appUrl}/auth/reset?token=${token}`;
        // Not awaited: a slow mail server must not make known emails answer slower than unknown ones.
        void deps.mailer
          .send({
            to: user.email,
            subject: 'Reset your Reelwright password',
            text: [
              `Hi ${user.name},`,
              '',
              'Someone (hopefully you) asked to reset the password of your Reelwright account.',
              'Open this link within 1 hour to choose a new one:',
              '',
              link,
              '',
              'If you did not ask for this, ignore this email: your password stays as it is.',
            ].join('\n'),
          })
          .catch((error: unknown) => deps.log.error({ err: error }, 'password reset mail failed'));
      }
      return messages.resetSent;
    },

    async resetPassword(body: ResetPasswordBody): Promise<string> {
      const now = clock.now();
      const userId = await repository.consumePasswordReset(hashToken(body.token), now);
      if (userId === null) throw new AppError(400, 'RESET_TOKEN_INVALID', messages.resetInvalid);
      await repository.setPassword(userId, await hashPassword(body.password));
      await repository.revokeAllForUser(userId, now);
      deps.users.invalidate(userId);
      return messages.passwordChanged;
    },

    /** Deletes expired demo accounts (with their data) and dead refresh tokens. */
    async sweep(): Promise<number> {
      const now = clock.now();
      const deleted = await repository.deleteExpiredDemoUsers(now);
      for (const userId of deleted) deps.users.invalidate(userId);
      await repository.deleteDeadRefreshTokens(now);
      return deleted.length;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import { randomBytes, randomUUID } from 'node:crypto';
import type {
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
import type { RateLimiter } from '../../http/rate-limiter';
import type { Mailer } from '../mail/mailer';
import type { AccessTokens } from './access-tokens';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { AuthRepository, UserRow } from './repository';
import { hashToken, randomToken } from './secure-token';
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
  users: UserCache<{ row: UserRow; usage: Usage }>;
  usage: UsageService;
  loginLimiter: RateLimiter;
  demoLimiter: RateLimiter;
  appUrl: string;
  refreshTokenTtlMs: number;
  log: FastifyBaseLogger;
};

const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, { 'retry-after': String(retryAfterSeconds) });

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, clock } = deps;
  const unauthorized = (message = messages.sessionEnded) =>
    new AppError(401, 'UNAUTHORIZED', message);

  const loadAccount = async (userId: string) => {
    const [row, usage] = await Promise.all([
      repository.findUserById(userId),
      deps.usage.usageOf(userId),
    ]);
    return row === undefined ? undefined : { row, usage };
  };

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
      token: deps.tokens.sign(user),
      refreshToken,
      refreshExpiresAt,
    } satisfies IssuedSession;
  }

  return {
    async register(body: RegisterBody): Promise<IssuedSession> {
      const user = await repository.insertUser({
        name: body.name,
        email: body.email,
        passwordHash: await hashPassword(body.password),
      });
      if (user === null) throw new AppError(409, 'EMAIL_TAKEN', messages.emailTaken);
      return issueSession(user);
    },

    async login(body: LoginBody, ip: string): Promise<IssuedSession> {
      const [byIp, byEmail] = await Promise.all([
        deps.loginLimiter.hit(`ip:${ip}`),
        deps.loginLimiter.hit(`email:${body.email}`),
      ]);
      if (!byIp.allowed || !byEmail.allowed) {
        const wait = Math.max(
          byIp.allowed ? 0 : byIp.retryAfterSeconds,
          byEmail.allowed ? 0 : byEmail.retryAfterSeconds,
        );
        throw rateLimited(
          `Too many sign-in attempts. Try again in ${minutes(wait)} minute${minutes(wait) === 1 ? '' : 's'}.`,
          wait,
        );
      }
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
      const decision = await deps.demoLimiter.hit(`ip:${ip}`);
      if (!decision.allowed) {
        throw rateLimited(
          `Too many demo accounts from your network. Try again in ${minutes(decision.retryAfterSeconds)} minutes.`,
          decision.retryAfterSeconds,
        );
      }
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
        throw unauthorized();
      }
      const user = await repository.findUserById(stored.userId);
      if (!user || isExpiredDemo(user)) throw unauthorized(messages.accountGone);
      return issueSession(user, stored.familyId);
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const stored = await repository.findRefreshToken(hashToken(refreshToken));
      if (stored) await repository.revokeFamily(stored.familyId, clock.now());
    },

    async currentUser(userId: string): Promise<User> {
      const found = await deps.users.get(userId, loadAccount);
      if (!found || isExpiredDemo(found.row)) throw unauthorized(messages.accountGone);
      return toPublicUser(found.row, found.usage);
    },

    async forgotPassword(body: ForgotPasswordBody): Promise<string> {
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
      await repository.deleteDeadRefreshTokens(now);
      return deleted;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

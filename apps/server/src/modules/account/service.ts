import type {
  ChangePasswordBody,
  DeleteAccountBody,
  UpdateAccountBody,
  User,
} from '@reelwright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';
import { hashPassword, verifyPassword } from '../auth/password';
import type { AuthRepository, UserRow } from '../auth/repository';
import type { IssuedSession } from '../auth/service';
import type { FileStore } from '../files/file-store';
import type { AccountRepository } from './repository';

export const messages = {
  accountGone: 'This account no longer exists. Please sign in again.',
  wrongCurrentPassword: 'The current password is incorrect.',
  wrongPassword: 'The password is incorrect.',
  passwordRequired: 'Enter your password to confirm.',
  demoHasNoPassword:
    'A demo account has no password. Create a free account to choose one and keep your work.',
  passwordChanged: 'Your password has been changed. Every other sign-in has been ended.',
  accountDeleted: 'Your account and all of its data have been deleted.',
};

export type AccountServiceDeps = {
  accounts: AccountRepository;
  auth: Pick<AuthRepository, 'findUserById' | 'setPassword' | 'revokeAllForUser'>;
  /** Starts a new sign-in for the user (refresh token and access token). */
  startSession: (user: UserRow) => Promise<IssuedSession>;
  /** The user as `GET /api/auth/me` shows it (read fresh after `forget`). */
  currentUser: (userId: string) => Promise<User>;
  /** Drops what is cached about a user, so the next read sees the change. */
  forget: (userId: string) => void;
  files: Pick<FileStore, 'removeOwner'>;
  /** Ends a paid subscription with the billing provider before its account goes. */
  cancelSubscription: (userId: string) => Promise<unknown>;
  /** Password checks allowed per user in a window, against guessing with a stolen session. */
  passwordLimiter: RateLimiter;
  clock: Clock;
  log: FastifyBaseLogger;
};

export type PasswordChanged = { message: string; session: IssuedSession };

export function createAccountService(deps: AccountServiceDeps) {
  const { accounts, auth, clock } = deps;

  async function existingUser(userId: string): Promise<UserRow> {
    const user = await auth.findUserById(userId);
    if (user === undefined) throw new AppError(401, 'UNAUTHORIZED', messages.accountGone);
    return user;
  }

  /**
   * Checks a password the signed-in user typed. A wrong one is a 400, not a 401: the session
   * itself is fine, and clients end the session on a 401.
   */
  async function confirmPassword(user: UserRow, password: string, wrong: string) {
    const decision = await deps.passwordLimiter.hit(user.id);
    if (!decision.allowed) {
      const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
      throw new AppError(
        429,
        'RATE_LIMITED',
        `Too many password attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { 'retry-after': String(decision.retryAfterSeconds) },
      );
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(400, 'INVALID_CREDENTIALS', wrong);
    }
  }

  return {
    async rename(userId: string, body: UpdateAccountBody): Promise<User> {
      if (!(await accounts.setName(userId, body.name))) {
        throw new AppError(401, 'UNAUTHORIZED', messages.accountGone);
      }
      deps.forget(userId);
      return deps.currentUser(userId);
    },

    /**
     * Sets a new password and ends every sign-in of the account, then starts a fresh one for
     * the caller (the refresh cookie lives on `/api/auth`, so this request cannot name its own
     * sign-in to spare it): the caller stays signed in with the new access token and cookie,
     * every other device is signed out, and every access token issued before stops working.
     */
    async changePassword(userId: string, body: ChangePasswordBody): Promise<PasswordChanged> {
      const user = await existingUser(userId);
      if (user.isDemo) throw new AppError(403, 'FORBIDDEN', messages.demoHasNoPassword);
      await confirmPassword(user, body.currentPassword, messages.wrongCurrentPassword);
      await auth.setPassword(userId, await hashPassword(body.newPassword));
      await auth.revokeAllForUser(userId, clock.now());
      deps.forget(userId);
      return { message: messages.passwordChanged, session: await deps.startSession(user) };
    },

    /**
     * Deletes the account with everything it owns: its rows by cascade, then its stored files.
     * A demo account needs no password (it never had one anyone knows).
     */
    async deleteAccount(userId: string, body: DeleteAccountBody): Promise<string> {
      const user = await existingUser(userId);
      if (!user.isDemo) {
        if (body.password === undefined || body.password === '') {
          throw new AppError(400, 'VALIDATION_FAILED', messages.passwordRequired);
        }
        await confirmPassword(user, body.password, messages.wrongPassword);
      }
      if (user.subscription !== 'free' && user.billingSubscriptionId !== null) {
        // Stop the charges first; if the provider cannot be reached, the account stays. One the
        // provider no longer knows charges nobody: nothing to stop. With billing off this server
        // has no provider to tell, and the account goes all the same.
        try {
          await deps.cancelSubscription(userId);
        } catch (error) {
          const nothingToStop =
            error instanceof AppError &&
            (error.code === 'NOT_FOUND' || error.code === 'BILLING_NOT_CONFIGURED');
          if (!nothingToStop) throw error;
        }
      }
      await accounts.deleteUser(userId);
      deps.forget(userId);
      try {
        await deps.files.removeOwner(userId);
      } catch (error) {
        // The rows are gone already; the orphaned file sweep removes the bytes later.
        deps.log.error({ err: error, userId }, 'could not remove a deleted account’s files');
      }
      return messages.accountDeleted;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

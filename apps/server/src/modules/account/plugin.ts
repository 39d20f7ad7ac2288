import type { Usage } from '@reelwright/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RateLimiters } from '../../http/rate-limiter';
import { createAuthRepository, type UserRow } from '../auth/repository';
import type { UserCache } from '../auth/user-cache';
import type { FileStore } from '../files/file-store';
import { createAccountRepository } from './repository';
import { accountRoutes } from './routes';
import { createAccountService } from './service';

export type AccountModuleOptions = {
  db: Db;
  clock: Clock;
  users: UserCache<{ row: UserRow; usage: Usage }>;
  /** Where users' files are kept (one folder per user): deletion removes theirs. */
  fileStore: Pick<FileStore, 'removeOwner'>;
  refreshTokenTtlDays: number;
  rateLimits: RateLimiters;
};

/** The signed-in user's own account under `/api/account`: name, password, deletion. */
async function accountModule(app: FastifyInstance, options: AccountModuleOptions) {
  const account = createAccountService({
    accounts: createAccountRepository(options.db),
    auth: createAuthRepository(options.db),
    currentUser: (userId) => app.authService.currentUser(userId),
    forget: (userId) => options.users.invalidate(userId),
    files: options.fileStore,
    // Payments register later; by the time a request arrives they are there.
    cancelSubscription: (userId) => app.payments.cancelSubscription(userId),
    passwordLimiter: options.rateLimits.create('password', {
      limit: 10,
      windowMs: 15 * 60 * 1000,
    }),
    clock: options.clock,
    refreshTokenTtlMs: options.refreshTokenTtlDays * 24 * 60 * 60 * 1000,
    log: app.log,
  });
  await app.register(accountRoutes, { prefix: '/api/account', account });
}

export default fp(accountModule, { name: 'account', dependencies: ['auth'] });

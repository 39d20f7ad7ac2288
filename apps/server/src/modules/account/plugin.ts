import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RateLimiters } from '../../http/rate-limiter';
import { createAuthRepository } from '../auth/repository';
import type { CachedAccount } from '../auth/service';
import type { UserCache } from '../auth/user-cache';
import type { FileStore } from '../files/file-store';
import { createAccountRepository } from './repository';
import { accountRoutes } from './routes';
import { createAccountService } from './service';

export type AccountModuleOptions = {
  db: Db;
  clock: Clock;
  users: UserCache<CachedAccount>;
  /** Where users' files are kept (one folder per user): deletion removes theirs. */
  fileStore: Pick<FileStore, 'removeOwner'>;
  rateLimits: RateLimiters;
};

/** The signed-in user's own account under `/api/account`: name, password, deletion. */
async function accountModule(app: FastifyInstance, options: AccountModuleOptions) {
  const account = createAccountService({
    accounts: createAccountRepository(options.db),
    auth: createAuthRepository(options.db),
    currentUser: (userId) => app.authService.currentUser(userId),
    startSession: (user) => app.authService.startSession(user),
    forget: (userId) => options.users.invalidate(userId),
    files: options.fileStore,
    // Payments register later; by the time a request arrives they are there.
    cancelSubscription: (userId) => app.payments.cancelSubscription(userId),
    passwordLimiter: options.rateLimits.create('password', {
      limit: 10,
      windowMs: 15 * 60 * 1000,
    }),
    clock: options.clock,
    log: app.log,
  });
  await app.register(accountRoutes, { prefix: '/api/account', account });
}

export default fp(accountModule, { name: 'account', dependencies: ['auth'] });

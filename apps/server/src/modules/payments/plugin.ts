import type { BillingProviderName } from '@reelwright/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { startPeriodicTask } from '../../periodic-task';
import {
  createStripeBillingProvider,
  planOfStripePrice,
  type StripeProviderOptions,
} from './providers/stripe-provider';
import type { BillingProvider } from './providers/billing-provider';
import { createNoBillingProvider } from './providers/no-billing-provider';
import { createTestBillingProvider } from './providers/test-provider';
import { createPaymentsRepository } from './repository';
import { paymentsRoutes } from './routes';
import { createPaymentsService, type PaymentsService } from './service';
import { createWebhookEventHandler } from './webhook-events';
import { stripeWebhookRoutes } from './webhook-routes';

export type PaymentsModuleOptions = {
  db: Db;
  clock: Clock;
  appUrl: string;
  /**
   * Who sells the paid plans: Stripe (`stripe` must be given), the offline TEST MODE checkout
   * (charges nothing, so anyone can upgrade), or nobody (billing off: plan changes answer 503).
   */
  billing: BillingProviderName;
  /** Stripe's keys and prices, used when `billing` is `stripe`. */
  stripe: StripeProviderOptions | undefined;
  /** Test mode: end paid periods periodically (off in tests, which call the job directly). */
  renewals: boolean;
  /** Drops cached views of a user whose plan just changed. */
  onUserChange: (userId: string) => void;
};

/**
 * Plans, checkout, cancellation and (with Stripe) its webhook, under `/api/payments`. The test
 * checkout's own routes and renewal job exist only with `billing: 'test'`, the webhook only with
 * Stripe's signing secret.
 */
async function paymentsModule(app: FastifyInstance, options: PaymentsModuleOptions) {
  const repository = createPaymentsRepository(options.db);
  const stripe = options.billing === 'stripe' ? options.stripe : undefined;
  if (options.billing === 'stripe' && stripe === undefined) {
    throw new Error('The stripe billing provider needs its options (STRIPE_SECRET_KEY and prices)');
  }
  const provider: BillingProvider =
    stripe !== undefined
      ? createStripeBillingProvider(stripe)
      : options.billing === 'test'
        ? createTestBillingProvider(repository)
        : createNoBillingProvider();
  const payments = createPaymentsService({
    repository,
    provider,
    clock: options.clock,
    appUrl: options.appUrl,
    freshUser: (userId) => {
      options.onUserChange(userId);
      return app.authService.currentUser(userId);
    },
    onUserChange: options.onUserChange,
  });
  await app.register(paymentsRoutes, { prefix: '/api/payments', provider, payments });
  app.decorate('payments', payments);

  if (provider.name === 'test' && options.renewals) {
    const stop = startPeriodicTask({
      name: 'test-mode renewals',
      intervalMs: 60 * 1000,
      log: app.log,
      run: () => payments.renewEndedPeriods(),
    });
    app.addHook('onClose', async () => stop());
  }

  if (stripe?.webhookSecret !== undefined) {
    await app.register(stripeWebhookRoutes, {
      prefix: '/api/payments',
      webhookSecret: stripe.webhookSecret,
      events: createWebhookEventHandler({
        db: options.db,
        planOfPrice: (priceId) => planOfStripePrice(stripe.prices, priceId),
        onUserChange: options.onUserChange,
      }),
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

export default fp(paymentsModule, { name: 'payments', dependencies: ['auth'] });

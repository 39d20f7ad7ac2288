import {
  apiSuccessSchema,
  cancelSubscriptionResultSchema,
  changePlanBodySchema,
  checkoutSessionCreatedSchema,
  createCheckoutBodySchema,
  paymentSessionResultSchema,
  planChangeResultSchema,
  planList,
  plansResponseSchema,
  testCheckoutRedirectSchema,
  testCheckoutSchema,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';

import type { BillingProvider } from './providers/billing-provider';
import type { PaymentsService } from './service';

export type PaymentsRoutesOptions = { provider: BillingProvider; payments: PaymentsService };

const sessionParams = z.object({ sessionId: z.string().min(1).max(255) });

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  options,
) => {
  const { payments, provider } = options;
  const plans = planList(provider.priceIdOf);

  app.get(
    '/plans',
    {
      schema: {
        summary: 'The plans with their prices, limits and features (no sign-in needed)',
        response: { 200: apiSuccessSchema(plansResponseSchema) },
      },
    },
    async () => ok({ plans, billing: { provider: provider.name } }),
  );

  app.post(
    '/create-checkout-session',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'Start a card checkout for a paid plan',
        body: createCheckoutBodySchema,
        response: { 200: apiSuccessSchema(checkoutSessionCreatedSchema) },
      },
    },
    async (request) => ok(await payments.createCheckout(request.auth.userId, request.body)),
  );

  app.get(
    '/session/:sessionId',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'Confirm a finished checkout and apply its plan',
        params: sessionParams,
        response: { 200: apiSuccessSchema(paymentSessionResultSchema) },
      },
    },
    async (request) =>
      ok({ user: await payments.confirmCheckout(request.auth.userId, request.params.sessionId) }),
  );

  app.post(
    '/change-plan',
    {
      onRequest: [app.authenticate],
      schema: {
        summary:
          'Switch between paid plans: an upgrade applies at once (prorated), a downgrade at the next billing date',
        body: changePlanBodySchema,
        response: { 200: apiSuccessSchema(planChangeResultSchema) },
      },
    },
    async (request) => ok(await payments.changePlan(request.auth.userId, request.body)),
  );

  app.post(
    '/cancel-scheduled-change',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'Drop a downgrade waiting for the next billing date and keep the current plan',
        response: { 200: apiSuccessSchema(planChangeResultSchema) },
      },
    },
    async (request) => ok(await payments.cancelScheduledChange(request.auth.userId)),
  );

  app.post(
    '/cancel-subscription',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'Cancel the paid plan: back to Free at once, keeping this month’s counts',
        response: { 200: apiSuccessSchema(cancelSubscriptionResultSchema) },
      },
    },
    async (request) => ok(await payments.cancelSubscription(request.auth.userId)),
  );

  if (provider.name !== 'test') return;

  app.get(
    '/test-checkout/:sessionId',
    {
      onRequest: [app.authenticate],
      schema: {
        summary: 'Test mode: the offline checkout page’s session',
        params: sessionParams,
        response: { 200: apiSuccessSchema(testCheckoutSchema) },
      },
    },
    async (request) =>
      ok(await payments.testCheckout(request.auth.userId, request.params.sessionId)),
  );

  for (const [action, outcome] of [
    ['pay', 'paid'],
    ['cancel', 'canceled'],
  ] as const) {
    app.post(
      `/test-checkout/:sessionId/${action}`,
      {
        onRequest: [app.authenticate],
        schema: {
          summary: `Test mode: ${action} on the offline checkout page`,
          params: sessionParams,
          response: { 200: apiSuccessSchema(testCheckoutRedirectSchema) },
        },
      },
      async (request) =>
        ok(
          await payments.closeTestCheckout(request.auth.userId, request.params.sessionId, outcome),
        ),
    );
  }
};

import { apiSuccessSchema } from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { createWebhookEventHandler } from './webhook-events';

export type WebhookRoutesOptions = {
  webhookSecret: string;
  events: ReturnType<typeof createWebhookEventHandler>;
};

/** `POST /api/payments/webhook`: Stripe's events, signature checked on the exact bytes received. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (
  app,
  options,
) => {
  // Only in this plugin: keep the body as bytes, since re-serialised JSON would not match the
  // signature.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhook',
    {
      schema: {
        summary: 'Stripe webhook (signed)',
        hide: true,
        response: {
          200: apiSuccessSchema(z.object({ received: z.boolean(), outcome: z.string() })),
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Missing Stripe signature or body.');
      }
      let event: Stripe.Event;
      try {
        event = await Stripe.webhooks.constructEventAsync(
          request.body,
          signature,
          options.webhookSecret,
        );
      } catch {
        throw new AppError(400, 'VALIDATION_FAILED', 'The Stripe signature does not match.');
      }
      const outcome = await options.events.handle(event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
      return ok({ received: true, outcome });
    },
  );
};

import { z } from 'zod';
import { userSchema } from './auth';
import { billingIntervalSchema, planIdSchema } from './plans';

/** `POST /api/payments/create-checkout-session` */
export const createCheckoutBodySchema = z
  .object({
    priceId: z.string({ error: 'priceId is required.' }).min(1).max(200),
    planId: z.string({ error: 'planId is required.' }).min(1).max(50),
  })
  .meta({ examples: [{ priceId: 'test_pro_monthly', planId: 'pro' }] });
export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;

export const checkoutSessionCreatedSchema = z.object({
  sessionId: z.string(),
  /** Where to send the browser: Stripe's hosted page, or the app's own /checkout/:id in test mode. */
  url: z.string(),
});

/** `GET /api/payments/session/:sessionId` after returning from checkout: the updated user. */
export const paymentSessionResultSchema = z.object({ user: userSchema });

/** `GET /api/payments/test-checkout/:sessionId`: what the offline checkout page shows. */
export const testCheckoutSchema = z.object({
  sessionId: z.string(),
  planId: planIdSchema,
  planName: z.string(),
  interval: billingIntervalSchema,
  amountCents: z.number().int().positive(),
  currency: z.literal('usd'),
  status: z.enum(['open', 'paid', 'canceled']),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** `POST /api/payments/test-checkout/:sessionId/pay|cancel`: where the checkout page goes next. */
export const testCheckoutRedirectSchema = z.object({ redirectUrl: z.string() });

/** `POST /api/payments/cancel-subscription` */
export const cancelSubscriptionResultSchema = z.object({ user: userSchema, message: z.string() });

/** `POST /api/payments/change-plan`: from one paid plan (or billing interval) to another. */
export const changePlanBodySchema = createCheckoutBodySchema;
export type ChangePlanBody = CreateCheckoutBody;

/**
 * `POST /api/payments/change-plan` and `POST /api/payments/cancel-scheduled-change`: an upgrade
 * applies at once, a downgrade waits for the end of the paid period (`user.scheduledChange`).
 */
export const planChangeResultSchema = z.object({
  user: userSchema,
  change: z.enum(['now', 'scheduled', 'kept']),
  message: z.string(),
});
export type PlanChangeResult = z.infer<typeof planChangeResultSchema>;

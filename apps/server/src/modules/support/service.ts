import { planIncludes, type CallBackBody } from '@reelwright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Mailer } from '../mail/mailer';
import type { SupportRepository } from './repository';

export const CALL_BACK_FEATURE = 'call-back';
export const CALL_BACK_MESSAGE =
  'Thanks! Your request is with our support team. We will call you at the time you asked for.';

export type SupportServiceDeps = {
  repository: SupportRepository;
  mailer: Mailer;
  /** Where requests are mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** A few requests per user per window: each one pages a person. */
  limiter: RateLimiter;
  log: FastifyBaseLogger;
};

export function createSupportService(deps: SupportServiceDeps) {
  return {
    /**
     * Records a Pro user's call-back request and mails it to support. The request is kept even
     * when the mail fails (it is logged), so no request is lost to a mail outage.
     */
    async requestCallBack(userId: string, body: CallBackBody): Promise<string> {
      const requester = await deps.repository.requester(userId);
      if (requester === undefined) {
        throw new AppError(
          401,
          'UNAUTHORIZED',
          'This account no longer exists. Please sign in again.',
        );
      }
      if (!planIncludes(requester.subscription, CALL_BACK_FEATURE)) {
        throw new AppError(
          403,
          'PLAN_REQUIRED',
          'Call backs come with the Pro plan. Upgrade to Pro on the plans page, or write to support by email.',
        );
      }
      const decision = await deps.limiter.hit(`call-back:${userId}`);
      if (!decision.allowed) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          `You have asked for several call backs already. Please wait ${decision.retryAfterSeconds} seconds before asking again.`,
          { 'retry-after': String(decision.retryAfterSeconds) },
        );
      }
      await deps.repository.addCallBackRequest(userId, body);
      await deps.mailer
        .send({
          to: deps.supportEmail,
          subject: `Call back requested by ${requester.name}`,
          text: [
            `${requester.name} <${requester.email}> (Pro) asked for a call back.`,
            '',
            `Phone: ${body.phone}`,
            `When: ${body.preferredTime}`,
            '',
            'Topic:',
            body.topic,
          ].join('\n'),
        })
        .catch((error: unknown) => deps.log.error({ err: error }, 'call-back mail failed'));
      return CALL_BACK_MESSAGE;
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;

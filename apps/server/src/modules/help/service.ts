import type { HelpFeedbackBody, HelpFeedbackResult } from '@reelwright/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';
import type { HelpRepository } from './repository';

export const messages = {
  thanks: 'Thanks for your feedback!',
  tooMany: (minutes: number) =>
    `Too much feedback from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
};

export type HelpServiceDeps = {
  repository: HelpRepository;
  /** Answers allowed per client address in a window: the endpoint is open to anyone. */
  feedbackLimiter: RateLimiter;
  clock: Clock;
};

export function createHelpService(deps: HelpServiceDeps) {
  return {
    /** Keeps one 'Was this helpful?' answer; article ids are not checked against the web's data. */
    async recordFeedback(
      feedback: HelpFeedbackBody,
      clientAddress: string,
    ): Promise<HelpFeedbackResult> {
      const decision = await deps.feedbackLimiter.hit(clientAddress);
      if (!decision.allowed) {
        const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
        throw new AppError(429, 'RATE_LIMITED', messages.tooMany(minutes), {
          'retry-after': String(decision.retryAfterSeconds),
        });
      }
      await deps.repository.insertFeedback(feedback, deps.clock.now());
      return { message: messages.thanks };
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;

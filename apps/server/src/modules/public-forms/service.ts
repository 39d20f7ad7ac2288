import type { ContactBody, NotifyBody } from '@reelwright/contracts';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';
import type { PublicFormsRepository } from './repository';

export type PublicFormsServiceDeps = {
  repository: PublicFormsRepository;
  /** Anyone may post these forms, so each client address gets a few per window. */
  limiter: RateLimiter;
};

export const NOTIFY_MESSAGE = "Thanks! We'll email you when it's ready.";
export const CONTACT_MESSAGE = 'Thanks for your message. We usually reply within two working days.';

export function createPublicFormsService(deps: PublicFormsServiceDeps) {
  async function limit(form: 'notify' | 'contact', clientAddress: string) {
    const decision = await deps.limiter.hit(`${form}:${clientAddress}`);
    if (!decision.allowed) {
      throw new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
        { 'retry-after': String(decision.retryAfterSeconds) },
      );
    }
  }

  return {
    /** `created` is false when the email had already signed up: same answer, stored once. */
    async notify(body: NotifyBody, clientAddress: string) {
      await limit('notify', clientAddress);
      const created = await deps.repository.addNotifySignup(body);
      return { created, message: NOTIFY_MESSAGE };
    },

    async contact(body: ContactBody, clientAddress: string) {
      await limit('contact', clientAddress);
      await deps.repository.addContactMessage(body);
      return { message: CONTACT_MESSAGE };
    },
  };
}

export type PublicFormsService = ReturnType<typeof createPublicFormsService>;

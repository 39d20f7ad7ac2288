import { z } from 'zod';

// Pro's 'Request a call back': the creator leaves a number and a time, support calls them.

export const CALL_BACK_PHONE_MAX = 32;
export const CALL_BACK_TIME_MAX = 100;
export const CALL_BACK_TOPIC_MAX = 1000;

/** Digits with the usual separators, an optional leading +, at least 6 digits in all. */
const PHONE = /^\+?[\d\s().-]+$/;

/** `POST /api/support/call-back` (Pro) */
export const callBackBodySchema = z
  .object({
    phone: z
      .string({ error: 'Phone number is required.' })
      .trim()
      .min(1, { error: 'Phone number is required.' })
      .max(CALL_BACK_PHONE_MAX, {
        error: `Phone number must be at most ${CALL_BACK_PHONE_MAX} characters.`,
      })
      .refine((value) => PHONE.test(value) && value.replace(/\D/g, '').length >= 6, {
        error: 'Enter a phone number with its country code, like +1 555 010 2030.',
      }),
    preferredTime: z
      .string({ error: 'Preferred time is required.' })
      .trim()
      .min(1, { error: 'Preferred time is required.' })
      .max(CALL_BACK_TIME_MAX, {
        error: `Preferred time must be at most ${CALL_BACK_TIME_MAX} characters.`,
      }),
    topic: z
      .string({ error: 'Topic is required.' })
      .trim()
      .min(1, { error: 'Topic is required.' })
      .max(CALL_BACK_TOPIC_MAX, {
        error: `Topic must be at most ${CALL_BACK_TOPIC_MAX} characters.`,
      }),
  })
  .meta({
    examples: [
      {
        phone: '+1 555 010 2030',
        preferredTime: 'Weekdays 2–4 pm UTC',
        topic: 'Setting up voice-overs for a team channel',
      },
    ],
  });
export type CallBackBody = z.infer<typeof callBackBodySchema>;

export const callBackAnswerSchema = z.object({ message: z.string() });
export type CallBackAnswer = z.infer<typeof callBackAnswerSchema>;

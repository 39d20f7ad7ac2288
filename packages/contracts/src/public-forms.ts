import { z } from 'zod';

// The public site's two anonymous forms: 'Notify Me' on the coming-soon pages and the contact form.

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }).max(254));

/** A required text that is not blank once trimmed, up to `max` characters. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

export const notifySourceSchema = z.enum(['terms', 'privacy', 'landing']);
export type NotifySource = z.infer<typeof notifySourceSchema>;

/** `POST /api/notify`: tell me when this page is ready. An email is kept once. */
export const notifyBodySchema = z
  .object({ email, source: notifySourceSchema })
  .meta({ examples: [{ email: 'maya@example.com', source: 'terms' }] });
export type NotifyBody = z.infer<typeof notifyBodySchema>;

/** `POST /api/contact` */
export const contactBodySchema = z
  .object({
    name: text('Name', CONTACT_NAME_MAX),
    email,
    subject: text('Subject', CONTACT_SUBJECT_MAX),
    message: text('Message', CONTACT_MESSAGE_MAX),
  })
  .meta({
    examples: [
      {
        name: 'Maya Chen',
        email: 'maya@example.com',
        subject: 'Team plan',
        message: 'Do you offer a plan for a team of five editors?',
      },
    ],
  });
export type ContactBody = z.infer<typeof contactBodySchema>;

/** Both forms answer a sentence to show. */
export const publicFormAnswerSchema = z.object({ message: z.string() });
export type PublicFormAnswer = z.infer<typeof publicFormAnswerSchema>;

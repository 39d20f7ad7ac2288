import { z } from 'zod';

/** The languages the help center's articles are written in. */
export const HELP_LANGUAGES = ['en', 'ru'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];

export const HELP_ARTICLE_ID_MAX = 100;
/** An article's stable id in the help center's data: lowercase words joined by hyphens. */
export const HELP_ARTICLE_ID_PATTERN = /^[a-z0-9-]+$/;

/** `POST /api/help/feedback`: an anonymous 'Was this helpful?' answer about one article. */
export const helpFeedbackBodySchema = z
  .object({
    articleId: z
      .string({ error: 'articleId is required.' })
      .min(1, { error: 'articleId is required.', abort: true })
      .max(HELP_ARTICLE_ID_MAX, {
        error: `articleId must be at most ${HELP_ARTICLE_ID_MAX} characters.`,
      })
      .regex(HELP_ARTICLE_ID_PATTERN, {
        error: 'articleId may contain only lowercase letters, digits and hyphens.',
      }),
    helpful: z.boolean({ error: 'helpful must be true or false.' }),
    language: z.enum(HELP_LANGUAGES, {
      error: `language must be one of ${HELP_LANGUAGES.join(', ')}.`,
    }),
  })
  .meta({ examples: [{ articleId: 'write-your-first-script', helpful: true, language: 'en' }] });
export type HelpFeedbackBody = z.infer<typeof helpFeedbackBodySchema>;

/** `POST /api/help/feedback` answers 201 with a thank-you. */
export const helpFeedbackResultSchema = z.object({ message: z.string() });
export type HelpFeedbackResult = z.infer<typeof helpFeedbackResultSchema>;

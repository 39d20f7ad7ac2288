import { z } from 'zod';
import { chaptersSchema } from './captions';
import {
  contentTypeSchema,
  SCRIPT_MAX,
  scriptDurationSchema,
  scriptLanguageSchema,
  TOPIC_MAX,
  writerSchema,
} from './script';

/** YouTube's limits, which every pack keeps. */
export const PUBLISH_TITLE_MAX = 100;
export const PUBLISH_DESCRIPTION_MAX = 5000;
/** All tags together, counted as YouTube counts them (commas between, quotes around spaced tags). */
export const PUBLISH_TAGS_TOTAL_MAX = 500;
export const PUBLISH_TITLE_COUNT = 5;
export const PUBLISH_HASHTAGS_MIN = 3;
export const PUBLISH_HASHTAGS_MAX = 5;
/** YouTube shows chapters only when there are at least 3, the first at 0:00, each ≥ 10 s. */
export const CHAPTERS_MIN = 3;
export const CHAPTER_SECONDS_MIN = 10;
/** Where no voice-over gives section times, the script is read at this pace. */
export const ESTIMATE_WORDS_PER_MINUTE = 150;

/**
 * `POST /api/script/publish-pack`: either a project (its script, brief and the voice-over's
 * chapters) or the same fields given directly.
 */
export const publishPackBodySchema = z
  .union([
    z.object({ projectId: z.uuid({ error: 'projectId must be a project id.' }) }).strict(),
    z
      .object({
        script: z
          .string({ error: 'script is required.' })
          .max(SCRIPT_MAX, { error: `The script must be at most ${SCRIPT_MAX} characters.` })
          .refine((text) => text.trim().length > 0, {
            error: 'There is no script to publish yet.',
          }),
        topic: z
          .string({ error: 'Topic is required.' })
          .trim()
          .min(1, { error: 'Topic is required.' })
          .max(TOPIC_MAX, { error: `Topic must be at most ${TOPIC_MAX} characters.` }),
        contentType: contentTypeSchema.default('lifestyle'),
        language: scriptLanguageSchema.default('english'),
        /** A Short's duration adds `#shorts`. */
        duration: scriptDurationSchema.optional(),
        /** Section times from the voice-over; absent: estimated from the script. */
        chapters: chaptersSchema.optional(),
        /** The video's length, when known (the last chapter must end ≥ 10 s before it). */
        durationSeconds: z
          .number({ error: 'durationSeconds must be a number.' })
          .positive({ error: 'durationSeconds must be more than 0.' })
          .max(24 * 3600, { error: 'durationSeconds must be at most 86400.' })
          .optional(),
      })
      .strict(),
  ])
  .meta({
    examples: [
      { projectId: '7d9f1f5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f' },
      {
        script: 'Did you know most home coffee is brewed too hot? Today we fix that.',
        topic: 'How to brew pour-over coffee at home',
        contentType: 'education',
        language: 'english',
      },
    ],
  });
export type PublishPackBody = z.infer<typeof publishPackBodySchema>;

export const titleCandidateSchema = z.object({
  text: z.string().max(PUBLISH_TITLE_MAX),
  /** 0–10 from the local title analyzer. */
  score: z.number().min(0).max(10),
  /** What the score stands on, one short reason per line, in the pack's language. */
  why: z.array(z.string()),
});
export type TitleCandidate = z.infer<typeof titleCandidateSchema>;

export const publishPackSchema = z.object({
  /** Five titles, best score first. */
  titles: z.array(titleCandidateSchema).length(PUBLISH_TITLE_COUNT),
  description: z.string().max(PUBLISH_DESCRIPTION_MAX),
  /** Chapters as the description lists them; empty when the video is too short for three. */
  chapters: chaptersSchema,
  tags: z.array(z.string()),
  hashtags: z.array(z.string()).min(PUBLISH_HASHTAGS_MIN).max(PUBLISH_HASHTAGS_MAX),
  /** Where the chapters came from. */
  chapterSource: z.enum(['voice-over', 'estimate', 'given']),
  writer: writerSchema,
});
export type PublishPack = z.infer<typeof publishPackSchema>;

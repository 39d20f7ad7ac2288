import {
  type ContentType,
  type ScriptDuration,
  type ScriptLanguage,
  PUBLISH_DESCRIPTION_MAX,
  PUBLISH_HASHTAGS_MAX,
  PUBLISH_HASHTAGS_MIN,
  PUBLISH_TITLE_COUNT,
  PUBLISH_TITLE_MAX,
} from '@reelwright/script-kit';
import { z } from 'zod';
import { chaptersSchema, type Chapter } from './captions';
import {
  contentTypeSchema,
  SCRIPT_MAX,
  scriptDurationSchema,
  scriptLanguageSchema,
  TOPIC_MAX,
  writerSchema,
} from './script';

/** YouTube's limits, which every pack keeps; the publish rules in script-kit hold them. */
export {
  CHAPTER_SECONDS_MIN,
  CHAPTERS_MIN,
  ESTIMATE_WORDS_PER_MINUTE,
  PUBLISH_DESCRIPTION_MAX,
  PUBLISH_HASHTAGS_MAX,
  PUBLISH_HASHTAGS_MIN,
  PUBLISH_TAGS_TOTAL_MAX,
  PUBLISH_TITLE_COUNT,
  PUBLISH_TITLE_MAX,
} from '@reelwright/script-kit';

/** The fields a pack is made from when no project gives them. */
const scriptPackFields = {
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
  /** Default `lifestyle`. */
  contentType: contentTypeSchema.optional(),
  /** Default `english`. */
  language: scriptLanguageSchema.optional(),
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
};

/** What the route works with: a project, or a script with its brief (defaults filled in). */
export type PublishPackBody =
  | { projectId: string }
  | {
      script: string;
      topic: string;
      contentType: ContentType;
      language: ScriptLanguage;
      duration?: ScriptDuration;
      chapters?: Chapter[];
      durationSeconds?: number;
    };

/**
 * `POST /api/script/publish-pack`: either a project (its script, brief and the voice-over's
 * chapters) or the same fields given directly. One object with the rule checked across its
 * fields rather than a union, so that an error names the field (`body.topic: Topic is
 * required.`) instead of zod's "Invalid input" for a union that matched neither form.
 */
export const publishPackBodySchema = z
  .object({
    projectId: z.uuid({ error: 'projectId must be a project id.' }).optional(),
    script: scriptPackFields.script.optional(),
    topic: scriptPackFields.topic.optional(),
    contentType: scriptPackFields.contentType,
    language: scriptPackFields.language,
    duration: scriptPackFields.duration,
    chapters: scriptPackFields.chapters,
    durationSeconds: scriptPackFields.durationSeconds,
  })
  .strict()
  .superRefine((body, context) => {
    const { projectId, ...fields } = body;
    if (projectId !== undefined) {
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `Give either projectId or ${key}: a project's own ${key} is used.`,
        });
      }
      return;
    }
    if (fields.script === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['script'],
        message: 'script is required (or give a projectId).',
      });
    }
    if (fields.topic === undefined) {
      context.addIssue({ code: 'custom', path: ['topic'], message: 'Topic is required.' });
    }
  })
  .transform(({ projectId, script, topic, contentType, language, ...rest }): PublishPackBody =>
    projectId !== undefined
      ? { projectId }
      : {
          ...rest,
          script: script!,
          topic: topic!,
          contentType: contentType ?? 'lifestyle',
          language: language ?? 'english',
        },
  )
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

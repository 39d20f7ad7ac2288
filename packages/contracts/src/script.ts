import {
  CONTENT_TYPES,
  MAX_KEY_POINTS,
  SCRIPT_DURATIONS,
  SCRIPT_LANGUAGES,
} from '@reelwright/script-kit';
import { z } from 'zod';
import { usageSchema } from './plans';

export const TOPIC_MAX = 300;
export const KEY_POINT_MAX = 200;
export const SCRIPT_MAX = 100_000;
export const COMMAND_MAX = 500;

export const scriptLanguageSchema = z.enum(SCRIPT_LANGUAGES, {
  error: `language must be one of ${SCRIPT_LANGUAGES.join(', ')}.`,
});
export const contentTypeSchema = z.enum(CONTENT_TYPES, {
  error: `contentType must be one of ${CONTENT_TYPES.join(', ')}.`,
});
export const scriptDurationSchema = z.enum(SCRIPT_DURATIONS, {
  error: `duration must be one of ${SCRIPT_DURATIONS.join(', ')}.`,
});

const topic = z
  .string({ error: 'Topic is required.' })
  .trim()
  .min(1, { error: 'Topic is required.' })
  .max(TOPIC_MAX, { error: `Topic must be at most ${TOPIC_MAX} characters.` });

/** Empty rows are dropped (the form keeps one empty row), then at most 10 remain. */
export const keyPointsSchema = z
  .array(
    z
      .string()
      .trim()
      .max(KEY_POINT_MAX, { error: `A key point must be at most ${KEY_POINT_MAX} characters.` }),
    { error: 'keyPoints must be a list of strings.' },
  )
  .transform((points) => points.filter((point) => point !== ''))
  .pipe(
    z.array(z.string()).max(MAX_KEY_POINTS, {
      error: `Use at most ${MAX_KEY_POINTS} key points.`,
    }),
  );

const script = (required: string) =>
  z
    .string({ error: required })
    .max(SCRIPT_MAX, { error: `The script must be at most ${SCRIPT_MAX} characters.` });

/** Who wrote the text: a configured AI model, or the built-in offline writer. */
export const writerSchema = z.enum(['ai', 'offline']);
export type Writer = z.infer<typeof writerSchema>;

export const OUTLINE_SECTIONS_MAX = 20;
export const OUTLINE_TITLE_MAX = 120;
export const OUTLINE_NOTE_MAX = 300;
export const outlineSectionSchema = z.object({
  kind: z.enum(['hook', 'intro', 'body', 'cta', 'outro']),
  title: z
    .string({ error: 'Each outline section needs a title.' })
    .trim()
    .min(1, { error: 'Each outline section needs a title.' })
    .max(OUTLINE_TITLE_MAX, {
      error: `An outline title must be at most ${OUTLINE_TITLE_MAX} characters.`,
    }),
  /** What the section says, in a line. */
  note: z
    .string()
    .trim()
    .max(OUTLINE_NOTE_MAX, {
      error: `An outline note must be at most ${OUTLINE_NOTE_MAX} characters.`,
    })
    .default(''),
});
export type OutlineSection = z.infer<typeof outlineSectionSchema>;
export const outlineSchema = z
  .array(outlineSectionSchema)
  .min(1, { error: 'The outline needs at least one section.' })
  .max(OUTLINE_SECTIONS_MAX, { error: `Use at most ${OUTLINE_SECTIONS_MAX} outline sections.` });

/** `POST /api/script/generate` */
export const generateScriptBodySchema = z
  .object({
    topic,
    duration: scriptDurationSchema.default('medium'),
    keyPoints: keyPointsSchema.default([]),
    contentType: contentTypeSchema.default('lifestyle'),
    language: scriptLanguageSchema.default('english'),
    /** An outline the creator edited: the script follows its sections in order. */
    outline: outlineSchema.optional(),
  })
  .meta({
    examples: [
      {
        topic: 'How to brew pour-over coffee at home',
        duration: 'short',
        keyPoints: ['Grind size', 'Water temperature', 'The bloom'],
        contentType: 'education',
        language: 'english',
      },
    ],
  });
export type GenerateScriptBody = z.infer<typeof generateScriptBodySchema>;
export const generatedScriptSchema = z.object({
  script: z.string(),
  writer: writerSchema,
  /** The caller's usage after this script was counted. */
  usage: usageSchema,
});

/** `POST /api/script/key-points` */
export const keyPointsBodySchema = z
  .object({
    topic,
    contentType: contentTypeSchema.default('lifestyle'),
    language: scriptLanguageSchema.default('english'),
  })
  .meta({
    examples: [
      {
        topic: 'How to brew pour-over coffee at home',
        contentType: 'education',
        language: 'english',
      },
    ],
  });
export type KeyPointsBody = z.infer<typeof keyPointsBodySchema>;
export const keyPointsResultSchema = z.object({
  points: z.array(z.string()),
  writer: writerSchema,
});

/** `POST /api/script/improve`: the replacement for the selected passage only. */
export const improveBodySchema = z
  .object({
    selectedText: z
      .string({ error: 'selectedText is required.' })
      .refine((text) => text.trim().length > 10, {
        error: 'Select more than 10 characters to improve.',
      })
      .pipe(z.string().max(20_000, { error: 'The selection must be at most 20000 characters.' })),
    improvementCommand: z
      .string({ error: 'Say how the passage should be improved.' })
      .trim()
      .min(1, { error: 'Say how the passage should be improved.' })
      .max(COMMAND_MAX, { error: `The command must be at most ${COMMAND_MAX} characters.` }),
    script: script('script is required.').default(''),
    language: scriptLanguageSchema.default('english'),
    /** A Short's duration keeps the rewrite inside its length budget. */
    duration: scriptDurationSchema.optional(),
  })
  .meta({
    examples: [
      {
        selectedText: 'Coffee is good and you should make it.',
        improvementCommand: 'Make it punchier and more vivid',
        script: 'Coffee is good and you should make it. Today we brew a pour-over.',
        language: 'english',
      },
    ],
  });
export type ImproveBody = z.infer<typeof improveBodySchema>;
export const improvedTextSchema = z.object({ improvedText: z.string(), writer: writerSchema });

/**
 * `POST /api/script/extend`: new body sections, placed before the script's closing call to action
 * and outro (after the last paragraph when it has none).
 */
export const extendBodySchema = z
  .object({
    script: script('script is required.')
      .trim()
      .min(1, { error: 'There is no script to extend yet.' }),
    topic,
    contentType: contentTypeSchema.default('lifestyle'),
    language: scriptLanguageSchema.default('english'),
    /** A Short's duration: the addition then fits what is left of its length budget. */
    duration: scriptDurationSchema.optional(),
  })
  .meta({
    examples: [
      {
        script: 'Coffee is good and you should make it. Today we brew a pour-over.',
        topic: 'How to brew pour-over coffee at home',
        contentType: 'education',
        language: 'english',
      },
    ],
  });
export type ExtendBody = z.infer<typeof extendBodySchema>;
export const extensionSchema = z.object({
  /** The new sections only. */
  extension: z.string(),
  /** The whole script with the new sections in place: hook → body → call to action → outro. */
  script: z.string(),
  writer: writerSchema,
});

/** `POST /api/script/quality` */
export const qualityBodySchema = z
  .object({
    script: script('script is required.')
      .trim()
      .min(1, { error: 'There is no script to assess yet.' }),
    language: scriptLanguageSchema.default('english'),
    topic: z.string().trim().max(TOPIC_MAX).optional(),
    keyPoints: keyPointsSchema.optional(),
    /** A Short's duration (15s–90s) scores the hook and the payoff instead of sections. */
    duration: scriptDurationSchema.optional(),
  })
  .meta({
    examples: [
      {
        script: 'Did you know most home coffee is brewed too hot? Today we fix that, step by step.',
        language: 'english',
        topic: 'How to brew pour-over coffee at home',
      },
    ],
  });
export type QualityBody = z.infer<typeof qualityBodySchema>;

const score = z.number().min(0).max(10);
export const qualityAssessmentSchema = z.object({
  total_score: score,
  video_duration: z.number().nonnegative(),
  structure: score,
  engagement: score,
  readability: score,
  emotional_tone: score,
  clarity: score,
  seo_optimization: score,
  rhythm: score,
  recommendations: z.array(z.string()),
  grade: z.enum(['A', 'B', 'C']),
  /** `local`: measured here; `blended`: the AI's rubric averaged with the local measure. */
  source: z.enum(['local', 'blended']),
  /** `short` for a Short's duration (absent: long). */
  form: z.enum(['long', 'short']).optional(),
  /** A Short's hook and payoff, measured locally: what its structure score stands on. */
  short_form: z
    .object({
      /** The first sentence, in `length_unit` (words; characters for Chinese). */
      hook_length: z.number().int().nonnegative(),
      length_unit: z.enum(['words', 'characters']),
      hook_seconds: z.number().nonnegative(),
      /** Seconds from the start until the payoff begins; `null` when there is none. */
      payoff_seconds: z.number().nonnegative().nullable(),
      greeting: z.boolean(),
      /** The whole script spoken, in seconds. */
      spoken_seconds: z.number().nonnegative(),
    })
    .optional(),
});
export type QualityAssessmentResult = z.infer<typeof qualityAssessmentSchema>;
export const qualityResultSchema = z.object({ quality: qualityAssessmentSchema });

/**
 * Streaming (`Accept: text/event-stream`) for generate, improve, extend and section rewrite: `delta` events with
 * `{text}`, then one `done` with the cleaned full result, or one `error` in the API envelope's
 * `{error, code}` shape.
 */
export const streamDeltaSchema = z.object({ text: z.string() });
export const streamErrorSchema = z.object({ error: z.string(), code: z.string() });

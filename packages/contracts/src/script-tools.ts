import { z } from 'zod';
import {
  COMMAND_MAX,
  contentTypeSchema,
  SCRIPT_MAX,
  scriptDurationSchema,
  scriptLanguageSchema,
  TOPIC_MAX,
  outlineSchema,
  writerSchema,
} from './script';

const topic = z
  .string({ error: 'Topic is required.' })
  .trim()
  .min(1, { error: 'Topic is required.' })
  .max(TOPIC_MAX, { error: `Topic must be at most ${TOPIC_MAX} characters.` });

/** The five ways a hook opens; `POST /api/script/hooks` answers three different ones. */
export const HOOK_STYLES = [
  'question',
  'bold_claim',
  'story',
  'statistic',
  'curiosity_gap',
] as const;
export const hookStyleSchema = z.enum(HOOK_STYLES);
export type HookStyle = z.infer<typeof hookStyleSchema>;
export const HOOK_COUNT = 3;
/** A hook is at most two sentences. */
export const HOOK_SENTENCES_MAX = 2;

/** `POST /api/script/hooks` */
export const hooksBodySchema = z
  .object({
    topic,
    contentType: contentTypeSchema.default('lifestyle'),
    language: scriptLanguageSchema.default('english'),
    /** The current script: new hooks then lead into its body. */
    script: z
      .string({ error: 'script must be text.' })
      .max(SCRIPT_MAX, { error: `The script must be at most ${SCRIPT_MAX} characters.` })
      .optional(),
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
export type HooksBody = z.infer<typeof hooksBodySchema>;
export const hookSchema = z.object({ text: z.string(), style: hookStyleSchema });
export type Hook = z.infer<typeof hookSchema>;
export const hooksResultSchema = z.object({
  /** Three hooks, each in a different style. */
  hooks: z.array(hookSchema).length(HOOK_COUNT),
  writer: writerSchema,
});
export type HooksResult = z.infer<typeof hooksResultSchema>;

/** `Shorter` and `Longer` are fixed instructions; anything else is the creator's own words. */
export const SECTION_LENGTH_CHANGES = ['shorter', 'longer'] as const;

/** `POST /api/script/section`: rewrites one section; the rest of the script stays byte for byte. */
export const sectionBodySchema = z
  .object({
    script: z
      .string({ error: 'script is required.' })
      .max(SCRIPT_MAX, { error: `The script must be at most ${SCRIPT_MAX} characters.` })
      .refine((text) => text.trim().length > 0, { error: 'There is no script to rewrite yet.' }),
    sectionIndex: z
      .number({ error: 'sectionIndex must be a number.' })
      .int({ error: 'sectionIndex must be a whole number.' })
      .min(0, { error: 'sectionIndex must be 0 or more.' })
      .max(999, { error: 'sectionIndex must be at most 999.' }),
    /** How to rewrite it; absent: a fresh take on the same points. */
    instruction: z
      .string({ error: 'instruction must be text.' })
      .trim()
      .max(COMMAND_MAX, { error: `The instruction must be at most ${COMMAND_MAX} characters.` })
      .optional(),
    /** `shorter` or `longer`: the rewrite aims at about 60% or 160% of the section's words. */
    length: z.enum(SECTION_LENGTH_CHANGES).optional(),
    topic,
    contentType: contentTypeSchema.default('lifestyle'),
    language: scriptLanguageSchema.default('english'),
  })
  .meta({
    examples: [
      {
        script:
          '## Hook\nDid you know most home coffee is brewed too hot?\n\n## Grind size\nGrind like sea salt.',
        sectionIndex: 1,
        instruction: 'Add a concrete example',
        topic: 'How to brew pour-over coffee at home',
        contentType: 'education',
        language: 'english',
      },
    ],
  });
export type SectionBody = z.infer<typeof sectionBodySchema>;
export const sectionResultSchema = z.object({
  /** The new text of the section only (its heading kept when it had one). */
  section: z.string(),
  /** The whole script with the new section in place; every other section unchanged. */
  script: z.string(),
  /** The character range in the submitted script that was replaced. */
  range: z.object({ start: z.number().int().nonnegative(), end: z.number().int().nonnegative() }),
  writer: writerSchema,
});
export type SectionResult = z.infer<typeof sectionResultSchema>;

/** `POST /api/script/outline`: sections to edit and reorder before the script is written. */
export const outlineBodySchema = z
  .object({
    topic,
    duration: scriptDurationSchema.default('medium'),
    contentType: contentTypeSchema.default('lifestyle'),
    language: scriptLanguageSchema.default('english'),
  })
  .meta({
    examples: [
      {
        topic: 'How to brew pour-over coffee at home',
        duration: 'short',
        contentType: 'education',
        language: 'english',
      },
    ],
  });
export type OutlineBody = z.infer<typeof outlineBodySchema>;
export const outlineResultSchema = z.object({ outline: outlineSchema, writer: writerSchema });
export type OutlineResult = z.infer<typeof outlineResultSchema>;

import { z } from 'zod';
import { chaptersSchema, wordTimingMethodSchema, wordTimingsSchema } from './captions';
import { int4 } from './integers';
import { projectTimelineSchema } from './timeline-document';
import {
  contentTypeSchema,
  keyPointsSchema,
  SCRIPT_MAX,
  scriptDurationSchema,
  scriptLanguageSchema,
  TOPIC_MAX,
} from './script';

export const PROJECT_SCHEMA_VERSION = 1;
export const PROJECT_TITLE_MAX = 200;
/** Script versions kept per project; older ones are dropped. */
export const PROJECT_VERSIONS_KEPT = 50;

/**
 * A project's revision (the `integer` column `projects.revision`), as a save or a restore names
 * the one it was based on.
 */
export const projectRevisionSchema = int4('revision', { min: 0 });

/** A voice-over made for the project (the audio itself lives in the file store). */
export const voiceOverRefSchema = z.object({
  id: z.string().min(1).max(100),
  voiceId: z.string().max(100),
  url: z.string().max(2000),
  /** Kept in the `voice_overs` jsonb, bounded like an integer column all the same. */
  characters: int4('characters', { min: 0 }),
  createdAt: z.iso.datetime(),
  /** Its words' times in seconds of its MP3 (the generate answer's `words`), for captions. */
  words: wordTimingsSchema.optional(),
  wordsMethod: wordTimingMethodSchema.optional(),
});

export const thumbnailRefSchema = z.object({
  id: z.string().min(1).max(100),
  url: z.string().max(2000),
  prompt: z.string().max(2000),
  createdAt: z.iso.datetime(),
});

/** The fields a client edits; every one optional on update. */
export const projectFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .max(PROJECT_TITLE_MAX, { error: `Title must be at most ${PROJECT_TITLE_MAX} characters.` }),
  topic: z
    .string()
    .trim()
    .max(TOPIC_MAX, { error: `Topic must be at most ${TOPIC_MAX} characters.` }),
  contentType: contentTypeSchema,
  language: scriptLanguageSchema,
  duration: scriptDurationSchema,
  keyPoints: keyPointsSchema,
  script: z
    .string()
    .max(SCRIPT_MAX, { error: `The script must be at most ${SCRIPT_MAX} characters.` }),
  voiceOvers: z.array(voiceOverRefSchema).max(100),
  /** The editor's timeline document, checked and upgraded by the timeline engine's own parser. */
  timeline: projectTimelineSchema,
  thumbnails: z.array(thumbnailRefSchema).max(300),
  /**
   * The video's chapters as 'Build my video' computed them from the script's sections, in
   * order. YouTube shows chapters from a description only when the first is at 0:00, there are
   * at least 3 and each is at least 10 s long; the assembly keeps them 10 s apart from 0:00, but
   * a short video may have fewer than 3, so that rule is the publish pack's to apply.
   */
  chapters: chaptersSchema.superRefine((chapters, context) => {
    for (const [index, chapter] of chapters.entries()) {
      const previous = chapters[index - 1];
      if (previous && chapter.start <= previous.start) {
        context.addIssue({
          code: 'custom',
          path: [index, 'start'],
          message: 'Each chapter must start after the one before it.',
        });
        return;
      }
    }
  }),
});
export type ProjectFields = z.infer<typeof projectFieldsSchema>;

export const projectSchema = projectFieldsSchema.extend({
  id: z.uuid(),
  schemaVersion: z.number().int().positive(),
  /** Grows by one on every saved change; an update must name the revision it was based on. */
  revision: projectRevisionSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Project = z.infer<typeof projectSchema>;

/** What changed the script, recorded with each kept version. */
export const versionSourceSchema = z.enum(['generate', 'improve', 'extend', 'autosave', 'restore']);
export type VersionSource = z.infer<typeof versionSourceSchema>;

/** `POST /api/projects` */
export const createProjectBodySchema = projectFieldsSchema.partial().meta({
  examples: [
    {
      title: 'Pour-over basics',
      topic: 'How to brew pour-over coffee at home',
      contentType: 'education',
      language: 'english',
      duration: 'short',
    },
  ],
});
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

/** `PUT /api/projects/:id`: the changed fields, the revision they were based on. */
export const updateProjectBodySchema = projectFieldsSchema
  .partial()
  .extend({
    revision: projectRevisionSchema,
    /**
     * Why the script changed, so history can say so; plain typing is `autosave`. The studio
     * sends `restore` when it puts an earlier version back through its own saver.
     */
    source: versionSourceSchema.default('autosave'),
  })
  .meta({
    examples: [
      {
        revision: 3,
        title: 'Pour-over basics',
        script: 'Did you know most home coffee is brewed too hot?',
        source: 'autosave',
      },
    ],
  });
export type UpdateProjectBody = z.infer<typeof updateProjectBodySchema>;

export const projectResultSchema = z.object({ project: projectSchema });

/** `GET /api/projects`: newest first, without the heavy documents. */
export const projectSummarySchema = projectSchema
  .pick({
    id: true,
    title: true,
    topic: true,
    contentType: true,
    language: true,
    duration: true,
    revision: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    /**
     * The picture the project shows in lists: the newest thumbnail attached to it, else the newest
     * one generated for it; null when it has none.
     */
    thumbnailUrl: z.string().nullable().default(null),
    /** The edited video's length in ms (the timeline's last end); null while nothing is on it. */
    lengthMs: z.number().int().nonnegative().nullable().default(null),
  });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
export const projectListSchema = z.object({
  projects: z.array(projectSummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable().default(null),
});

/** Most projects one list answer carries. */
export const PROJECT_PAGE_MAX = 100;
export const PROJECT_SEARCH_MAX = 200;

/** `GET /api/projects?q=&limit=&cursor=` */
export const projectListQuerySchema = z.object({
  /** Words in the title or topic, any case. */
  q: z
    .string()
    .trim()
    .max(PROJECT_SEARCH_MAX, { error: `q must be at most ${PROJECT_SEARCH_MAX} characters.` })
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PROJECT_PAGE_MAX}.` })
    .int({ error: `limit must be a whole number from 1 to ${PROJECT_PAGE_MAX}.` })
    .min(1, { error: `limit must be a whole number from 1 to ${PROJECT_PAGE_MAX}.` })
    .max(PROJECT_PAGE_MAX, {
      error: `limit must be a whole number from 1 to ${PROJECT_PAGE_MAX}.`,
    })
    .default(PROJECT_PAGE_MAX),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200, { error: 'cursor is not valid.' }).optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

/**
 * `POST /api/projects/:id/duplicate`: the copy's title (default: the original's + ' (copy)').
 * The body may be left out.
 */
export const duplicateProjectBodySchema = z
  .object({ title: projectFieldsSchema.shape.title.optional() })
  .nullish();
export type DuplicateProjectBody = NonNullable<z.infer<typeof duplicateProjectBodySchema>>;

export const projectVersionSummarySchema = z.object({
  id: z.uuid(),
  source: versionSourceSchema,
  characters: z.number().int().nonnegative(),
  /** The first words, to recognise the version by. */
  preview: z.string(),
  createdAt: z.iso.datetime(),
});
export const projectVersionListSchema = z.object({
  versions: z.array(projectVersionSummarySchema),
});
export type ProjectVersionSummary = z.infer<typeof projectVersionSummarySchema>;
export const projectVersionSchema = projectVersionSummarySchema.extend({ script: z.string() });
export type ProjectVersion = z.infer<typeof projectVersionSchema>;
export const projectVersionResultSchema = z.object({ version: projectVersionSchema });

/** `DELETE /api/projects/:id` */
export const projectDeletedSchema = z.object({ message: z.string() });

import { z } from 'zod';
import { usageSchema } from './plans';

/** The spec's 16:9 thumbnail, in pixels. */
export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;
/** Variations per generation: 1–3, three by default. */
export const THUMBNAIL_COUNT_MAX = 3;
/** A reference or object image may be at most this large, and PNG, JPEG or WebP. */
export const THUMBNAIL_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const THUMBNAIL_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const THUMBNAIL_OBJECTS_MAX = 4;
export const THUMBNAIL_DESCRIPTION_MAX = 1000;
export const THUMBNAIL_TEXT_MAX = 80;

/** The 8 style presets (spec §9); youtube-gaming is the API's default, the panel starts on vlog. */
export const THUMBNAIL_STYLES = [
  'youtube-gaming',
  'tech',
  'tutorial',
  'vlog',
  'music',
  'fitness',
  'food',
  'business',
] as const;
export const thumbnailStyleSchema = z.enum(THUMBNAIL_STYLES, {
  error: `style must be one of ${THUMBNAIL_STYLES.join(', ')}.`,
});
export type ThumbnailStyle = z.infer<typeof thumbnailStyleSchema>;

/**
 * Who draws: the built-in compositor (offline, always there), Gemini or OpenAI images. Without a
 * choice the server takes the first configured vendor, else the compositor.
 */
export const thumbnailProviderSchema = z.enum(['builtin', 'gemini', 'openai']);
export type ThumbnailProvider = z.infer<typeof thumbnailProviderSchema>;

/** `data:image/png;base64,…` (PNG, JPEG or WebP). Sizes and real formats are checked on the server. */
const dataUrl = z
  .string()
  .max(Math.ceil((THUMBNAIL_IMAGE_MAX_BYTES * 4) / 3) + 64, {
    error: 'Images must be at most 10 MB.',
  })
  .regex(/^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=\s]*$/i, {
    error: 'must be a data:image/…;base64 URL',
  });

/**
 * `POST /api/thumbnails/generate` as JSON. The same fields also come as multipart/form-data, with
 * `referenceImage` and `objectImages` as file parts (each object named by its file name).
 */
export const generateThumbnailsBodySchema = z
  .object({
    description: z
      .string({ error: 'Describe your thumbnail idea.' })
      .trim()
      .min(1, { error: 'Describe your thumbnail idea.' })
      .max(THUMBNAIL_DESCRIPTION_MAX, {
        error: `The description must be at most ${THUMBNAIL_DESCRIPTION_MAX} characters.`,
      }),
    style: thumbnailStyleSchema.default('youtube-gaming'),
    /** The headline to show; without one the compositor takes the strongest words of the idea. */
    text: z
      .string()
      .trim()
      .max(THUMBNAIL_TEXT_MAX, {
        error: `The text must be at most ${THUMBNAIL_TEXT_MAX} characters.`,
      })
      .optional(),
    referenceImage: z
      .union([dataUrl, z.object({ url: dataUrl, name: z.string().max(200) })])
      .optional(),
    objectImages: z
      .array(z.object({ name: z.string().trim().min(1).max(200), url: dataUrl }))
      .max(THUMBNAIL_OBJECTS_MAX, { error: `At most ${THUMBNAIL_OBJECTS_MAX} object images.` })
      .default([]),
    count: z.coerce
      .number()
      .int()
      .min(1, { error: `count must be 1 to ${THUMBNAIL_COUNT_MAX}.` })
      .max(THUMBNAIL_COUNT_MAX, { error: `count must be 1 to ${THUMBNAIL_COUNT_MAX}.` })
      .default(THUMBNAIL_COUNT_MAX),
    provider: thumbnailProviderSchema.optional(),
    /** The studio project the thumbnails belong to (its history strip). */
    projectId: z.uuid().optional(),
  })
  .meta({
    examples: [
      {
        description: 'A steaming pour-over coffee on a wooden table, morning light',
        style: 'tech',
        text: 'BREW IT RIGHT',
        count: 3,
        provider: 'builtin',
      },
    ],
  });
export type GenerateThumbnailsBody = z.infer<typeof generateThumbnailsBodySchema>;

/** The spec's Thumbnail result: `url` is `/api/files/<id>` (owner's bearer token needed). */
export const thumbnailSchema = z.object({
  id: z.string(),
  url: z.string(),
  prompt: z.string(),
  style: thumbnailStyleSchema,
  provider: thumbnailProviderSchema,
  /** 1-based variation number within its generation */
  variation: z.number().int().min(1),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
  error: z.boolean().optional(),
  errorMessage: z.string().optional(),
});
export type Thumbnail = z.infer<typeof thumbnailSchema>;

export const generatedThumbnailsSchema = z.object({
  /** one per requested variation, in order; failed ones have `error` and an empty `url` */
  thumbnails: z.array(thumbnailSchema),
  usage: usageSchema,
});
export type GeneratedThumbnails = z.infer<typeof generatedThumbnailsSchema>;

/**
 * Streamed with `Accept: text/event-stream`: `progress` events, then `done` with
 * GeneratedThumbnails (or `error`). `stage` connecting → processing → one `thumbnail` per
 * variation (`done` of `total`, the variation itself when it is ready).
 */
export const thumbnailProgressSchema = z.object({
  stage: z.enum(['connecting', 'processing', 'thumbnail']),
  done: z.number().int().min(0),
  total: z.number().int().min(1),
  thumbnail: thumbnailSchema.optional(),
});
export type ThumbnailProgress = z.infer<typeof thumbnailProgressSchema>;

/** `GET /api/thumbnails?projectId=…`: earlier ready thumbnails, newest first (at most 30). */
export const thumbnailHistoryQuerySchema = z.object({ projectId: z.uuid().optional() });
export const thumbnailHistorySchema = z.object({ thumbnails: z.array(thumbnailSchema) });

/** `GET/PUT/DELETE /api/settings/gemini-key`: the user's own key, never sent back whole. */
export const geminiKeyBodySchema = z.object({
  apiKey: z
    .string({ error: 'Enter your Gemini API key.' })
    .trim()
    .min(20, { error: 'This does not look like a Gemini API key.' })
    .max(200, { error: 'This does not look like a Gemini API key.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'This does not look like a Gemini API key.' }),
});
export const geminiKeyStatusSchema = z.object({
  /** the user saved a key of their own */
  saved: z.boolean(),
  /** its last 4 characters, when saved */
  last4: z.string().nullable(),
  /** the server has a Gemini key of its own (GEMINI_API_KEY) */
  serverKey: z.boolean(),
});
export type GeminiKeyStatus = z.infer<typeof geminiKeyStatusSchema>;

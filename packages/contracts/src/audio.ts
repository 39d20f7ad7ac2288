import { z } from 'zod';
import { wordTimingMethodSchema, wordTimingsSchema } from './captions';
import { usageSchema } from './plans';
import { SCRIPT_MAX } from './script';

export const SPEED_MIN = 0.5;
export const SPEED_MAX = 2;

export const ttsProviderNameSchema = z.enum(['builtin', 'elevenlabs', 'openai']);
export type TtsProviderName = z.infer<typeof ttsProviderNameSchema>;

/** `GET /api/audio/voices` (signed in): every configured provider's voices together. */
export const voiceSchema = z.object({
  /** `<provider>:<the provider's own id>`, e.g. `builtin:en-us+f3`. */
  voice_id: z.string(),
  name: z.string(),
  description: z.string(),
  /** BCP 47 language tag where known (`en-US`, `ru`…). */
  language: z.string().nullable(),
  gender: z.enum(['female', 'male']).nullable(),
  provider: ttsProviderNameSchema,
  /** basic voices come with every plan; premium ones with paid plans. */
  tier: z.enum(['basic', 'premium']),
  /** Whether the caller's plan may use it. */
  available: z.boolean(),
});
export type Voice = z.infer<typeof voiceSchema>;
export const voicesResultSchema = z.object({ voices: z.array(voiceSchema) });

/** `POST /api/audio/generate` */
export const generateAudioBodySchema = z
  .object({
    text: z
      .string({ error: 'Please generate a script first' })
      .trim()
      .min(1, { error: 'Please generate a script first' })
      .max(SCRIPT_MAX, { error: `The text must be at most ${SCRIPT_MAX} characters.` }),
    voiceId: z.string({ error: 'Choose a voice.' }).min(1, { error: 'Choose a voice.' }).max(200),
    speed: z
      .number({ error: `speed must be a number from ${SPEED_MIN} to ${SPEED_MAX}.` })
      .min(SPEED_MIN, { error: `speed must be a number from ${SPEED_MIN} to ${SPEED_MAX}.` })
      .max(SPEED_MAX, { error: `speed must be a number from ${SPEED_MIN} to ${SPEED_MAX}.` })
      .default(1),
  })
  .meta({
    examples: [
      {
        text: 'Did you know most home coffee is brewed too hot?',
        voiceId: 'builtin:en-us+f3',
        speed: 1,
      },
    ],
  });
export type GenerateAudioBody = z.infer<typeof generateAudioBodySchema>;

/** One playable MP3 (the full version, or one chunk of it): the spec's Generated audio shape. */
export const audioPartSchema = z.object({
  /** `/api/files/<id>`: the owner's bearer token is needed; supports Range. */
  audioUrl: z.string(),
  /** The MP3 as base64, only when it is under 1 MB. */
  audioBase64: z.string().optional(),
  voiceId: z.string(),
  /** Bytes of the MP3. */
  size: z.number().int().nonnegative(),
  /** Characters spoken in this part. */
  textLength: z.number().int().nonnegative(),
  /** Characters of the whole request. */
  originalTextLength: z.number().int().nonnegative(),
  filename: z.string(),
  /** Seconds of audio. */
  duration: z.number().nonnegative(),
  isChunked: z.boolean(),
  totalChunks: z.number().int().positive(),
  /** Always false: text over the plan's remaining characters is refused, never cut. */
  wasTruncated: z.literal(false),
  /**
   * When each word of this part's text is spoken, in seconds of this part's MP3 as decoders
   * play it (the full version: of the joined MP3), in text order; a word is a run of characters
   * between white space (script-kit's `spokenWords`). Empty when the voice gives no timings
   * and none could be found.
   */
  words: wordTimingsSchema,
  /** How `words` were found; absent when there are none. */
  wordsMethod: wordTimingMethodSchema.optional(),
});
export type AudioPart = z.infer<typeof audioPartSchema>;

export const generatedAudioSchema = audioPartSchema.extend({
  audioChunks: z.array(audioPartSchema),
  /** The caller's usage after these characters were counted. */
  usage: usageSchema,
});
export type GeneratedAudio = z.infer<typeof generatedAudioSchema>;

/** Streaming (`Accept: text/event-stream`): `progress` after each chunk, then `done` or `error`. */
export const audioProgressSchema = z.object({
  done: z.number().int().nonnegative(),
  total: z.number().int().positive(),
});

import { z } from 'zod';

/** Words a single voice-over or alignment may time (a 20 000-character voice-over is ~3 500). */
export const WORDS_MAX = 20_000;

/**
 * When one word of a known text is spoken, in seconds of the audio it belongs to (for a
 * voice-over: of its final MP3). `text` is the word as written in the script, punctuation
 * attached (`"coffee,"`), so captions read as the script does.
 */
export const wordTimingSchema = z
  .object({
    text: z.string().min(1).max(200),
    start: z.number().nonnegative(),
    end: z.number().nonnegative(),
  })
  .refine((word) => word.end >= word.start, { error: 'end must not be before start.' });
export type WordTiming = z.infer<typeof wordTimingSchema>;

/** Every word of a text, in text order, with non-decreasing starts. */
export const wordTimingsSchema = z.array(wordTimingSchema).max(WORDS_MAX);

/** How word times were found. */
export const wordTimingMethodSchema = z.enum([
  /** the speech engine's own word events (built-in eSpeak-NG) */
  'engine',
  /** the vendor's timestamps (ElevenLabs' character alignment) */
  'vendor',
  /** aligned to the known text offline (DTW against the built-in voice) */
  'aligned',
  /** a speech-to-text provider's transcript with word times */
  'transcribed',
]);
export type WordTimingMethod = z.infer<typeof wordTimingMethodSchema>;

/** `POST /api/captions/align` answers this (multipart: `audio`, `text`, `language`). */
export const alignResultSchema = z.object({
  words: wordTimingsSchema,
  method: wordTimingMethodSchema,
});
export type AlignResult = z.infer<typeof alignResultSchema>;

/** A chapter of the video: a script section's title and when its first word is spoken. */
export const chapterSchema = z.object({
  title: z.string().trim().min(1).max(100),
  /** seconds from the start of the video */
  start: z.number().nonnegative(),
});
export const chaptersSchema = z.array(chapterSchema).max(100);
export type Chapter = z.infer<typeof chapterSchema>;

/** The largest file `POST /api/captions/transcribe` takes (OpenAI's own limit is 25 MB). */
export const TRANSCRIBE_AUDIO_MAX_BYTES = 25 * 1024 * 1024;
/** The longest audio it takes, when the file says how long it is. */
export const TRANSCRIBE_SECONDS_MAX = 15 * 60;

/**
 * The spoken language, optional (the provider detects it otherwise): an ISO 639-1 code or a
 * BCP 47 tag (`en`, `pt-BR`), or one of the script languages (`english`, `russian`…).
 */
export const transcribeLanguageSchema = z
  .string()
  .trim()
  .regex(/^([a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*|[a-z]{4,20})$/, {
    error:
      'language must be a language code such as en or ru, or a script language such as english.',
  });

/** `POST /api/captions/transcribe` answers this (multipart: `audio` file, optional `language`). */
export const transcribeResultSchema = z.object({
  /** the whole transcript as the provider wrote it */
  text: z.string(),
  /** every word heard, in order, with its times in seconds of the uploaded audio */
  words: wordTimingsSchema,
  /** `transcribed`: the provider's own word times; `aligned`: its text aligned here offline */
  method: wordTimingMethodSchema,
  /** the language the provider heard (as it names it: `en`, `english`), or null */
  language: z.string().nullable(),
  /** seconds of audio, as the provider measured it, or null */
  duration: z.number().nonnegative().nullable(),
});
export type TranscribeResult = z.infer<typeof transcribeResultSchema>;

/** `GET /api/captions/capabilities`: what this server can do for captions. */
export const captionCapabilitiesSchema = z.object({
  transcription: z.object({
    available: z.boolean(),
    /** the speech-to-text model, when available */
    model: z.string().nullable(),
    /** when not available: what the server's operator must configure */
    setup: z.string().nullable(),
  }),
});
export type CaptionCapabilities = z.infer<typeof captionCapabilitiesSchema>;

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

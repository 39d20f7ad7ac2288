import type { WordTiming } from '@reelwright/contracts';
import type { ScriptLanguage } from '@reelwright/script-kit';
import type { Pcm } from '../../audio/providers/tts-provider';
import { alignWordsOffThread } from './off-thread';
import { speakReference } from './reference-voice';
import { textWords } from './text-words';

export { closeReferenceEngine } from './reference-voice';
export { UndecodableAudio, UnsupportedAudioCodec, type AudioFileKind } from './decode-audio';
export { decodeAudioFileOffThread } from './off-thread';

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * When each word of `text` is said in `audio`, offline: the built-in voice speaks the text as a
 * reference whose word times are exact, the reference is warped onto the audio (DTW over MFCCs,
 * coarse then fine, on the worker-thread pool) and each word's edges are refined to where the
 * voice sets in. Every word of the text comes back, in order, with its text as written; audio
 * that is not this text still gets times (the best the warp found), never an error.
 */
export async function alignSpeechToText(
  audio: Pcm,
  text: string,
  language: ScriptLanguage,
  signal?: AbortSignal,
): Promise<WordTiming[]> {
  const words = textWords(text);
  const spoken = words.filter((word) => word.spoken.length > 0);
  if (spoken.length === 0) return words.map((word) => ({ text: word.text, start: 0, end: 0 }));
  const takes = await speakReference(
    spoken.map((word) => word.spoken),
    language,
    signal,
  );
  const spans = await alignWordsOffThread(
    audio,
    takes,
    spoken.map((word) => word.spoken.length),
    signal,
  );
  const duration = audio.sampleRate > 0 ? audio.samples.length / audio.sampleRate : 0;
  const timings: WordTiming[] = [];
  let next = 0;
  let previousEnd = 0;
  let previousStart = 0;
  for (const word of words) {
    if (word.spoken.length === 0) {
      // nothing to say (a dash): it takes no time, where the word before it ended
      timings.push({ text: word.text, start: round(previousEnd), end: round(previousEnd) });
      continue;
    }
    const span = spans[next++]!;
    const start = Math.min(duration, Math.max(previousStart, span.start));
    const end = Math.min(duration, Math.max(start, span.end));
    timings.push({ text: word.text, start: round(start), end: round(end) });
    previousStart = start;
    previousEnd = end;
  }
  return timings;
}

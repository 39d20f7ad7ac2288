import { pcmFromInt16 } from '../audio/codec';
import type { AlignWords } from '../audio/service';
import { alignSpeechToText } from './align';
import { alignmentLanguageOf } from './align/alignment-language';

/**
 * Word times for a voice-over chunk whose voice gives none (OpenAI speech): its own PCM aligned
 * to its text offline (the DTW happens on the worker-thread pool). The audio module plugs this
 * in as its `alignWords`.
 */
export const alignVoiceOverWords: AlignWords = async (speech, text, language, signal) => {
  const pcm =
    speech.samples instanceof Int16Array
      ? pcmFromInt16(speech.samples, speech.sampleRate)
      : { samples: speech.samples, sampleRate: speech.sampleRate };
  const words = await alignSpeechToText(pcm, text, alignmentLanguageOf(language, text), signal);
  return words.length > 0 ? words : null;
};

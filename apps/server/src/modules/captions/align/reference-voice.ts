import type { ScriptLanguage } from '@reelwright/script-kit';
import { createBuiltinTtsProvider, type BuiltinTtsProvider } from '../../audio/providers/builtin';
import type { ReferenceTake } from './align-words';

/** The built-in voice the reference is spoken with, per script language. */
export const REFERENCE_VOICES: Record<ScriptLanguage, string> = {
  english: 'en-us+m3',
  russian: 'ru+m3',
  spanish: 'es+m3',
  french: 'fr+m3',
  german: 'de+m3',
  chinese: 'cmn+m3',
};

/** Characters per request to the engine: a few takes spoken at once by its two workers. */
const TAKE_CHARACTERS = 1_200;

let engine: BuiltinTtsProvider | undefined;

/**
 * The built-in engine (eSpeak-NG in child processes), started on first use. It is the aligner's
 * own: idle workers cost nothing and keep nothing alive, and the voice-over's engine may be busy.
 */
function referenceEngine(): BuiltinTtsProvider {
  engine ??= createBuiltinTtsProvider();
  return engine;
}

/** Stops the engine's processes (the server calls it when it closes). */
export async function closeReferenceEngine(): Promise<void> {
  const running = engine;
  engine = undefined;
  await running?.close();
}

/** Words grouped into takes of at most TAKE_CHARACTERS (one word per take at least). */
export function groupIntoTakes(words: readonly string[]): string[][] {
  const takes: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const word of words) {
    if (current.length > 0 && length + word.length + 2 > TAKE_CHARACTERS) {
      takes.push(current);
      current = [];
      length = 0;
    }
    current.push(word);
    length += word.length + 2;
  }
  if (current.length > 0) takes.push(current);
  return takes;
}

/**
 * The reference: every word said by the built-in voice, each followed by a comma and a line
 * break, so the voice pauses after each and the takes can be cut into words exactly (the
 * engine's own word events would give the same cuts; this way needs nothing but its audio).
 */
export async function speakReference(
  words: readonly string[],
  language: ScriptLanguage,
  signal: AbortSignal | undefined,
): Promise<ReferenceTake[]> {
  const voice = REFERENCE_VOICES[language];
  const stop = signal ?? new AbortController().signal;
  return Promise.all(
    groupIntoTakes(words).map(async (take) => {
      const speech = await referenceEngine().synthesize({
        text: take.map((word) => `${word},\n`).join(''),
        voiceId: voice,
        speed: 1,
        signal: stop,
      });
      return {
        samples: speech.samples as Int16Array,
        sampleRate: speech.sampleRate,
        count: take.length,
      };
    }),
  );
}

import type { AudioPart, GeneratedAudio, Voice } from '@reelwright/contracts';
import type { ScriptLanguage } from '@reelwright/script-kit';
import type { VoiceOverRef } from './studio-document';

/** One playable MP3: the full version of a voice-over or one of its parts. */
export type AudioTrack = {
  key: string;
  /** `/api/files/<id>`: needs the bearer token, so it is fetched, never put in `src`. */
  url: string;
  /** The MP3 itself when the answer carried it inline. */
  audioBase64?: string | undefined;
  filename: string | null;
  /** Bytes and seconds, when known before loading (a saved voice-over knows neither). */
  size: number | null;
  duration: number | null;
};

/** A voice-over in the player: its full version, its parts, and its ref for the project. */
export type VoiceOverTake = {
  key: string;
  full: AudioTrack;
  /** The chunks, in order; empty when the voice-over was spoken in one piece. */
  parts: AudioTrack[];
  ref: VoiceOverRef;
};

/** The last segment of a file URL: the stored file's id. */
export const fileIdOf = (url: string) =>
  url.split('?')[0]!.split('/').filter(Boolean).at(-1) ?? url;

const trackOf = (part: AudioPart): AudioTrack => ({
  key: part.audioUrl,
  url: part.audioUrl,
  audioBase64: part.audioBase64,
  filename: part.filename,
  size: part.size,
  duration: part.duration,
});

/** A voice-over just generated; its ref (what the project keeps) is made now. */
export function takeFromAudio(audio: GeneratedAudio, createdAt: Date): VoiceOverTake {
  const full = trackOf(audio);
  return {
    key: full.key,
    full,
    parts: audio.isChunked ? audio.audioChunks.map(trackOf) : [],
    ref: {
      id: fileIdOf(audio.audioUrl),
      voiceId: audio.voiceId,
      url: audio.audioUrl,
      characters: audio.originalTextLength,
      createdAt: createdAt.toISOString(),
      // Kept with the project so captions can be timed from them ('Build my video').
      ...(audio.words?.length ? { words: audio.words } : {}),
      ...(audio.wordsMethod ? { wordsMethod: audio.wordsMethod } : {}),
    },
  };
}

/** A voice-over kept in the project: only its full version. */
export function takeFromRef(ref: VoiceOverRef): VoiceOverTake {
  return {
    key: ref.url,
    full: { key: ref.url, url: ref.url, filename: null, size: null, duration: null },
    parts: [],
    ref,
  };
}

const SCRIPT_LANGUAGE_TAGS: Record<ScriptLanguage, string> = {
  english: 'en',
  russian: 'ru',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  chinese: 'zh',
};

/** The primary subtag of a BCP 47 tag (`en-US` → `en`); null when unknown. */
export const primaryLanguageOf = (tag: string | null) =>
  tag === null ? null : (tag.split(/[-_]/)[0]?.toLowerCase() ?? null);

/** The voice to start with: an available one speaking the script's language, else any available. */
export function defaultVoiceFor(voices: readonly Voice[], language: ScriptLanguage): Voice | null {
  const usable = voices.filter((voice) => voice.available);
  const tag = SCRIPT_LANGUAGE_TAGS[language];
  return usable.find((voice) => primaryLanguageOf(voice.language) === tag) ?? usable[0] ?? null;
}

/** The script language's tag, to list its voices first. */
export const languageTagOf = (language: ScriptLanguage) => SCRIPT_LANGUAGE_TAGS[language];

/** Short samples for voice previews, by primary language (about 60 characters each). */
const SAMPLES: Record<string, string> = {
  en: 'Hi! This is how I would sound reading your script aloud.',
  ru: 'Привет! Вот так я прочитаю ваш сценарий вслух.',
  es: '¡Hola! Así sonaría yo leyendo tu guion en voz alta.',
  fr: 'Bonjour ! Voici comment je lirais votre script à voix haute.',
  de: 'Hallo! So klinge ich, wenn ich dein Skript laut vorlese.',
  zh: '你好！这就是我朗读你的脚本时的声音。',
};

/** A short sentence in the voice's language (English when there is none for it). */
export const sampleTextFor = (voice: Pick<Voice, 'language'>) =>
  SAMPLES[primaryLanguageOf(voice.language) ?? 'en'] ?? SAMPLES.en!;

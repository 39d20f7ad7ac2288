import type { ProviderVoice } from '../tts-provider';

const DESCRIPTION = 'Built-in voice, works offline';

/**
 * The built-in voices: eSpeak-NG voice specs (`<language>+<variant>`), a language's voice with
 * one of eSpeak's timbre variants (f1–f5 female, m1–m7 male), for the studio's six languages.
 * The spec is the voice's id, so `builtin:en-us+f3` is what the API and the UI see.
 */
const VOICES: Omit<ProviderVoice, 'description' | 'tier'>[] = [
  { id: 'en-us+f3', name: 'Ava (US English)', language: 'en-US', gender: 'female' },
  { id: 'en-us+m3', name: 'Ethan (US English)', language: 'en-US', gender: 'male' },
  { id: 'en-gb+f2', name: 'Olivia (British English)', language: 'en-GB', gender: 'female' },
  { id: 'en-gb+m1', name: 'Oliver (British English)', language: 'en-GB', gender: 'male' },
  { id: 'ru+f3', name: 'Anna (Russian)', language: 'ru', gender: 'female' },
  { id: 'ru+m3', name: 'Dmitry (Russian)', language: 'ru', gender: 'male' },
  { id: 'es+f3', name: 'Lucía (Spanish, Spain)', language: 'es-ES', gender: 'female' },
  { id: 'es-419+m3', name: 'Mateo (Latin American Spanish)', language: 'es-419', gender: 'male' },
  { id: 'fr+f3', name: 'Chloé (French)', language: 'fr-FR', gender: 'female' },
  { id: 'fr+m3', name: 'Louis (French)', language: 'fr-FR', gender: 'male' },
  { id: 'de+f3', name: 'Mia (German)', language: 'de-DE', gender: 'female' },
  { id: 'de+m3', name: 'Felix (German)', language: 'de-DE', gender: 'male' },
  { id: 'cmn+f3', name: 'Mei (Mandarin Chinese)', language: 'zh-CN', gender: 'female' },
  { id: 'cmn+m3', name: 'Wei (Mandarin Chinese)', language: 'zh-CN', gender: 'male' },
];

export const BUILTIN_VOICES: readonly ProviderVoice[] = VOICES.map((voice) => ({
  ...voice,
  description: DESCRIPTION,
  tier: 'basic',
}));

const byId = new Map(BUILTIN_VOICES.map((voice) => [voice.id, voice]));

/** The built-in voice with this id, if there is one. */
export const builtinVoice = (id: string): ProviderVoice | undefined => byId.get(id);

/** eSpeak's pace at speed 1 (its default), and the range its `-s` option accepts. */
export const ESPEAK_DEFAULT_WPM = 175;
export const ESPEAK_MIN_WPM = 80;
export const ESPEAK_MAX_WPM = 450;

/** Our speed (0.5–2, 1 = normal) as eSpeak's words per minute: 88–350, clamped to 80–450. */
export function wordsPerMinute(speed: number): number {
  const wpm = Number.isFinite(speed) ? Math.round(ESPEAK_DEFAULT_WPM * speed) : ESPEAK_DEFAULT_WPM;
  return Math.min(ESPEAK_MAX_WPM, Math.max(ESPEAK_MIN_WPM, wpm));
}

/**
 * Text as eSpeak should read it: control characters (NUL, escapes, C1 codes) become spaces,
 * line breaks and tabs stay, and unpaired surrogates become U+FFFD so the UTF-8 is valid. The
 * text reaches eSpeak as a file (`-f`), never as an argument, so nothing in it is an option.
 */
export function speechText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, ' ')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
  );
}

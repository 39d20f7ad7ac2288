import type { ProviderVoice } from '../tts-provider';

/** One voice of `GET /v1/voices`, as far as we read it (the API sends more). */
export type ElevenLabsVoice = {
  voice_id: string;
  name?: string | null;
  category?: string | null;
  description?: string | null;
  preview_url?: string | null;
  /** Free-form tags; the common ones are gender, age, accent, description, use_case, language. */
  labels?: Record<string, string | null | undefined> | null;
  /** The languages ElevenLabs checked the voice in, the voice's own first. */
  verified_languages?: Array<{
    language?: string | null;
    model_id?: string | null;
    accent?: string | null;
    locale?: string | null;
  }> | null;
};

/** English accents as ElevenLabs labels them, for voices that name no language. */
const ENGLISH_ACCENTS: Record<string, string> = {
  american: 'en-US',
  british: 'en-GB',
  english: 'en-GB',
  scottish: 'en-GB',
  australian: 'en-AU',
  irish: 'en-IE',
  canadian: 'en-CA',
  'new zealand': 'en-NZ',
  'south african': 'en-ZA',
  indian: 'en-IN',
};

const words = (value: string) => value.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A BCP 47 tag in its canonical case (`en-US`), or null when the value is not one. */
function bcp47(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return Intl.getCanonicalLocales(value.trim().replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

function label(voice: ElevenLabsVoice, name: string): string | null {
  const value = voice.labels?.[name];
  return typeof value === 'string' && value.trim() !== '' ? words(value) : null;
}

/**
 * The voice's language: the locale of its first verified language (the entry for our model when
 * there is one), else its `language` label, refined by an English accent label (`american` →
 * en-US); null when the voice says nothing about it.
 */
export function languageOf(voice: ElevenLabsVoice, modelId: string): string | null {
  const verified = Array.isArray(voice.verified_languages) ? voice.verified_languages : [];
  const entry = verified.find((item) => item?.model_id === modelId) ?? verified[0];
  const locale = bcp47(entry?.locale);
  if (locale?.includes('-')) return locale;
  const language = bcp47(entry?.language) ?? locale ?? bcp47(label(voice, 'language'));
  const accent = (entry?.accent ? words(entry.accent) : label(voice, 'accent'))?.toLowerCase();
  const accentLocale = accent === undefined ? undefined : ENGLISH_ACCENTS[accent];
  if (accentLocale && (language === null || language === 'en')) return accentLocale;
  return language;
}

export function genderOf(voice: ElevenLabsVoice): 'female' | 'male' | null {
  const gender = label(voice, 'gender')?.toLowerCase();
  return gender === 'female' || gender === 'male' ? gender : null;
}

/**
 * The voice's own description when it has one, else one made from its labels
 * ("Calm, young, American accent, narration").
 */
export function descriptionOf(voice: ElevenLabsVoice): string {
  const own = voice.description?.trim();
  if (own) return own;
  const accent = label(voice, 'accent');
  const parts = [
    label(voice, 'description') ?? label(voice, 'descriptive'),
    label(voice, 'age'),
    accent && `${accent.replace(/\b\w/g, (c) => c.toUpperCase())} accent`,
    label(voice, 'use_case'),
  ].filter((part): part is string => part !== null && part !== '');
  if (parts.length > 0) return capitalize(parts.join(', '));
  return voice.category === 'cloned' ? 'A cloned ElevenLabs voice' : 'An ElevenLabs voice';
}

/** ElevenLabs' voice as ours: every vendor voice is premium. */
export function toProviderVoice(voice: ElevenLabsVoice, modelId: string): ProviderVoice {
  return {
    id: voice.voice_id,
    name: voice.name?.trim() || voice.voice_id,
    description: descriptionOf(voice),
    language: languageOf(voice, modelId),
    gender: genderOf(voice),
    tier: 'premium',
  };
}

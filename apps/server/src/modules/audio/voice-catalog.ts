import { planIdOf, type TtsProviderName, type Voice } from '@reelwright/contracts';
import type { ProviderVoice, TtsProvider } from './providers/tts-provider';

/** How long a provider's voice list is trusted before it is asked again. */
const VOICES_TTL_MS = 10 * 60 * 1000;

export type ResolvedVoice = { provider: TtsProvider; voice: ProviderVoice; publicId: string };

/** `<provider>:<the provider's own id>` */
export const publicVoiceId = (provider: TtsProviderName, id: string) => `${provider}:${id}`;

/** Every configured provider's voices, cached, and what a plan may use. */
export function createVoiceCatalog(providers: TtsProvider[], now: () => number = Date.now) {
  const cache = new Map<TtsProviderName, { at: number; voices: Promise<ProviderVoice[]> }>();

  function voicesOf(provider: TtsProvider, signal: AbortSignal): Promise<ProviderVoice[]> {
    const cached = cache.get(provider.name);
    if (cached && now() - cached.at < VOICES_TTL_MS) return cached.voices;
    const voices = provider.voices(signal);
    cache.set(provider.name, { at: now(), voices });
    // A failed listing is not remembered: the next request asks again.
    voices.catch(() => cache.delete(provider.name));
    return voices;
  }

  const mayUse = (subscription: string, voice: ProviderVoice) =>
    voice.tier === 'basic' || planIdOf(subscription) !== 'free';

  return {
    /** All voices; a provider that cannot list its voices right now is left out. */
    async list(subscription: string, signal: AbortSignal): Promise<Voice[]> {
      const lists = await Promise.allSettled(
        providers.map(async (provider) =>
          (await voicesOf(provider, signal)).map((voice) => ({ provider, voice })),
        ),
      );
      return lists.flatMap((list) =>
        list.status === 'fulfilled'
          ? list.value.map(({ provider, voice }) => {
              const { id, ...rest } = voice;
              return {
                ...rest,
                voice_id: publicVoiceId(provider.name, id),
                provider: provider.name,
                available: mayUse(subscription, voice),
              };
            })
          : [],
      );
    },

    /** The provider and voice behind a public id, or `null` when there is none. */
    async resolve(publicId: string, signal: AbortSignal): Promise<ResolvedVoice | null> {
      const separator = publicId.indexOf(':');
      if (separator === -1) return null;
      const provider = providers.find((p) => p.name === publicId.slice(0, separator));
      if (provider === undefined) return null;
      const id = publicId.slice(separator + 1);
      const voice = (await voicesOf(provider, signal)).find((candidate) => candidate.id === id);
      return voice === undefined ? null : { provider, voice, publicId };
    },

    mayUse,
  };
}

export type VoiceCatalog = ReturnType<typeof createVoiceCatalog>;

import type { ProjectFields } from '@reelwright/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLibrary, useLibraryStore } from './library-context';
import { readMedia, type ReadMedia } from './read-media';

/** A project's voice-over, as the project document lists it. */
export type VoiceOverRef = ProjectFields['voiceOvers'][number];

export type UseVoiceOverFilesOptions = {
  /** File → record; read-media's reader unless a test passes a fake. */
  read?: ReadMedia;
};

function isoDate(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * Puts the project's voice-overs into the library's Audio tab: once the saved files have loaded,
 * each voice-over no library file came from (`voiceOverId`) is fetched, read for its duration
 * and waveform, and saved as `Voice-over N.mp3`. Each is tried once per mount; a failure is only
 * logged (the studio still has the voice-over).
 */
export function useVoiceOverFiles(
  voiceOvers: readonly VoiceOverRef[],
  fetchAudio: (url: string) => Promise<Blob>,
  { read = readMedia }: UseVoiceOverFilesOptions = {},
): void {
  const { t } = useTranslation('editor');
  const store = useLibraryStore();
  const loaded = useLibrary((state) => state.loaded);
  const started = useRef(new Set<string>());

  useEffect(() => {
    if (!loaded) return;
    const inLibrary = (id: string) =>
      store.getState().files.some((file) => file.voiceOverId === id);

    voiceOvers.forEach((voiceOver, index) => {
      if (started.current.has(voiceOver.id) || inLibrary(voiceOver.id)) return;
      started.current.add(voiceOver.id);
      void (async () => {
        try {
          const blob = await fetchAudio(voiceOver.url);
          const name = t('library.voiceOverName', { index: index + 1 });
          const type = blob.type.startsWith('audio/') ? blob.type : 'audio/mpeg';
          const record = await read(new File([blob], name, { type }), { source: 'voiceOver' });
          if (inLibrary(voiceOver.id)) return;
          await store.getState().add({
            ...record,
            voiceOverId: voiceOver.id,
            createdAt: isoDate(voiceOver.createdAt) ?? record.createdAt,
          });
        } catch (error) {
          console.warn('[library] could not add voice-over', voiceOver.id, error);
        }
      })();
    });
  }, [loaded, voiceOvers, fetchAudio, read, store, t]);
}

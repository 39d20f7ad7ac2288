import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import '../editor-locales';
import { LibraryStoreProvider } from './library-context';
import type { LibraryFile } from './library-file';
import { createLibraryStore } from './library-store';
import type { MediaDb } from './media-db';
import type { ReadMedia } from './read-media';
import { useVoiceOverFiles, type VoiceOverRef } from './use-voice-over-files';

function memoryDb(initial: LibraryFile[]) {
  const saved = new Map(initial.map((file) => [file.id, file]));
  const db: MediaDb = {
    listFiles: async () => [...saved.values()],
    putFile: async (file) => {
      saved.set(file.id, file);
    },
    deleteFile: async (id) => {
      saved.delete(id);
    },
    clearFiles: async () => {
      saved.clear();
    },
  };
  return { db, saved };
}

let counter = 0;
const fakeRead: ReadMedia = async (file, options) => {
  counter += 1;
  return {
    id: `100${counter}-1234`,
    name: file.name,
    type: 'audios',
    mediaType: 'audios',
    mimeType: file.type,
    size: file.size,
    blob: file,
    duration: 30,
    width: 0,
    height: 0,
    createdAt: '2025-03-01T00:00:00.000Z',
    source: options?.source ?? 'upload',
    waveform: [0.5, 1],
  };
};

const voiceOver = (id: string, createdAt = '2025-02-01T10:00:00.000Z'): VoiceOverRef => ({
  id,
  url: `/api/files/${id}`,
  voiceId: 'voice-1',
  characters: 120,
  createdAt,
});

function Probe({
  voiceOvers,
  fetchAudio,
}: {
  voiceOvers: VoiceOverRef[];
  fetchAudio: (url: string) => Promise<Blob>;
}) {
  useVoiceOverFiles(voiceOvers, fetchAudio, { read: fakeRead });
  return null;
}

describe('project voice-overs in the library', () => {
  it('adds each voice-over not yet in the library once, as a saved audio file', async () => {
    const existing: LibraryFile = {
      ...(await fakeRead(new File(['a'], 'Voice-over 1.mp3', { type: 'audio/mpeg' }), {
        source: 'voiceOver',
      })),
      voiceOverId: 'vo-1',
      createdAt: '2025-02-01T10:00:00.000Z',
    };
    const { db, saved } = memoryDb([existing]);
    const store = createLibraryStore({
      db,
      objectUrls: { create: () => 'blob:test', revoke: () => {} },
      estimate: async () => undefined,
    });
    const fetchAudio = vi.fn(async (_url: string) => new Blob(['mp3'], { type: 'audio/mpeg' }));
    const voiceOvers = [voiceOver('vo-1'), voiceOver('vo-2', '2025-02-02T10:00:00.000Z')];
    const wrap = (node: ReactNode) => (
      <LibraryStoreProvider store={store}>{node}</LibraryStoreProvider>
    );

    const { rerender } = render(wrap(<Probe voiceOvers={voiceOvers} fetchAudio={fetchAudio} />));
    // Nothing is fetched before the saved files are known.
    expect(fetchAudio).not.toHaveBeenCalled();
    void store.getState().load();

    await waitFor(() => expect(saved.size).toBe(2));
    expect(fetchAudio).toHaveBeenCalledTimes(1);
    expect(fetchAudio).toHaveBeenCalledWith('/api/files/vo-2');
    const added = [...saved.values()].find((file) => file.voiceOverId === 'vo-2')!;
    expect(added).toMatchObject({
      name: 'Voice-over 2.mp3',
      type: 'audios',
      source: 'voiceOver',
      duration: 30,
      waveform: [0.5, 1],
      createdAt: '2025-02-02T10:00:00.000Z',
    });
    // Listed by when the voice-over was made: the newer one first.
    expect(store.getState().files.map((file) => file.voiceOverId)).toEqual(['vo-2', 'vo-1']);

    // A new list (same voice-overs) does not add them again.
    rerender(wrap(<Probe voiceOvers={[...voiceOvers]} fetchAudio={fetchAudio} />));
    await Promise.resolve();
    expect(fetchAudio).toHaveBeenCalledTimes(1);
    expect(store.getState().files).toHaveLength(2);
  });
});

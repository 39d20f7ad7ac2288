import { describe, expect, it, vi } from 'vitest';
import { memoryLibrary } from './test/memory-library';
import '../../features/editor/editor-locales';
import type { ReadMedia } from '../../features/editor/library/read-media';
import { addToLibrary } from './library-save';

/** What read-media makes of a thumbnail: an image of its size. */
const read: ReadMedia = async (file) => ({
  id: `id-${file.name}`,
  name: file.name,
  type: 'images',
  mediaType: 'images',
  mimeType: file.type,
  size: file.size,
  blob: file,
  duration: 0,
  width: 1280,
  height: 720,
  createdAt: '2026-11-22T11:00:00.000Z',
  source: 'upload',
});

const thumbnail = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'thumbnail-2.png', { type: 'image/png' });

describe('a thumbnail into the library', () => {
  it('is saved and listed as an image (the editor’s Images tab)', async () => {
    const { db, library } = memoryLibrary();
    await addToLibrary(library, thumbnail(), { read });
    expect(db.putFile).toHaveBeenCalledOnce();
    expect(library.getState().files.map((file) => [file.name, file.type])).toEqual([
      ['thumbnail-2.png', 'images'],
    ]);
  });

  it('rejects with the library’s reason when it could not be saved', async () => {
    const { library } = memoryLibrary(async () => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(addToLibrary(library, thumbnail(), { read })).rejects.toThrow(
      /storage|space|full/i,
    );
    expect(library.getState().files).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import '../../features/editor/editor-locales';
import type { LibraryFile } from '../../features/editor/library/library-file';
import type { MediaDb } from '../../features/editor/library/media-db';
import type { ReadMedia } from '../../features/editor/library/read-media';
import type { Recording } from '../../features/teleprompter/recording/recording';
import { createStudioMedia } from './studio-media';
import { memoryLibrary } from './test/memory-library';

const take = (): Recording => ({
  blob: new Blob(['take'], { type: 'video/webm;codecs=vp9,opus' }),
  type: 'video',
  mimeType: 'video/webm;codecs=vp9,opus',
  duration: 3.02,
  timestamp: '2026-11-22T10:30:00.000Z',
  name: 'teleprompter-video-2026-11-22T10-30-00.000Z.webm',
});

/** What read-media makes of the file: its name and type, with the duration a probe found. */
const read: ReadMedia = async (file, options) => ({
  id: `id-${file.name}`,
  name: file.name,
  type: 'videos',
  mediaType: 'videos',
  mimeType: file.type,
  size: file.size,
  blob: file,
  duration: 0,
  width: 1280,
  height: 720,
  createdAt: '2026-11-22T11:00:00.000Z',
  source: options?.source ?? 'upload',
});

function setup(putFile?: MediaDb['putFile']) {
  const { db, library } = memoryLibrary(putFile);
  return { db, library, media: createStudioMedia(library, read) };
}

describe('studio media: a take into the library', () => {
  it('saves it as a teleprompter file with the take’s name, length and time', async () => {
    const { library, media } = setup();
    const saved = await media.saveRecording(take());
    expect(saved).toMatchObject({
      name: 'teleprompter-video-2026-11-22T10-30-00.000Z.webm',
      mimeType: 'video/webm;codecs=vp9,opus',
      source: 'teleprompter',
      duration: 3.02,
      createdAt: '2026-11-22T10:30:00.000Z',
    });
    expect(library.getState().files.map((file: LibraryFile) => file.name)).toEqual([saved.name]);
  });

  it('saves the same take once (Save, then Use)', async () => {
    const { db, media } = setup();
    const recording = take();
    const first = await media.saveRecording(recording);
    const again = await media.saveRecording(recording);
    expect(again).toBe(first);
    expect(db.putFile).toHaveBeenCalledTimes(1);
  });

  it('fails with the library’s message when the browser cannot store it', async () => {
    const { media } = setup(async () => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(media.saveRecording(take())).rejects.toThrow(/storage|space|full/i);
  });

  it('hands a file to whoever listens (the open editor)', () => {
    const { media } = setup();
    const heard: string[] = [];
    const stop = media.handoff.subscribe((file) => heard.push(file.name));
    media.handoff.send({ name: 'a' } as LibraryFile);
    stop();
    media.handoff.send({ name: 'b' } as LibraryFile);
    expect(heard).toEqual(['a']);
  });
});

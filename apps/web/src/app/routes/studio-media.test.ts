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

describe('studio media: onto the timeline', () => {
  const voiceOverFile = (voiceOverId: string): LibraryFile => ({
    id: `file-${voiceOverId}`,
    name: 'Voice-over 1.mp3',
    type: 'audios',
    mediaType: 'audios',
    mimeType: 'audio/mpeg',
    size: 4,
    blob: new Blob(['mp3!'], { type: 'audio/mpeg' }),
    duration: 12,
    width: 0,
    height: 0,
    createdAt: '2026-11-22T11:00:00.000Z',
    source: 'voiceOver',
    voiceOverId,
  });

  it('hands a used take to the editor once it is saved', async () => {
    const { media } = setup();
    const handed: string[] = [];
    media.handoff.subscribe((file) => handed.push(file.name));
    media.placeOnTimeline(await media.saveRecording(take()));
    expect(handed).toEqual(['teleprompter-video-2026-11-22T10-30-00.000Z.webm']);
  });

  it('hands a voice-over over when its file reaches the library, through the same hand-off', async () => {
    const { library, media } = setup();
    const handed: LibraryFile[] = [];
    media.handoff.subscribe((file) => handed.push(file));
    const placed = media.placeVoiceOver('vo-1');
    await library.getState().add(voiceOverFile('vo-2'));
    expect(handed).toEqual([]);
    await library.getState().add(voiceOverFile('vo-1'));
    await placed;
    expect(handed.map((file) => file.voiceOverId)).toEqual(['vo-1']);

    // Already in the library: handed over at once.
    await media.placeVoiceOver('vo-2');
    expect(handed.map((file) => file.voiceOverId)).toEqual(['vo-1', 'vo-2']);
  });

  it('gives up on a voice-over that never reaches the library', async () => {
    const { library } = memoryLibrary();
    const media = createStudioMedia(library, read, 20);
    await expect(media.placeVoiceOver('lost')).rejects.toThrow(
      'Voice-over lost did not reach the library',
    );
  });
});

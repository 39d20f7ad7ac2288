import {
  addItem,
  createDocument,
  moveTrack,
  setMasterVolume,
  setTrackFlag,
  whatPlaysAt,
  type NewItem,
  type TimelineDocument,
} from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { drawOrder } from '../../../lib/composition/frame-layout';
import { audioClips } from './audio-mix';

// Track switches in what the export draws and mixes (the preview calls the same functions).

const file = (id: string, type: NewItem['type'], trackId: string): NewItem => ({
  id,
  mediaId: `m-${id}`,
  name: id,
  url: '',
  type,
  trackId,
  sourceDuration: 4000,
});

/** A tone on each audio track, a video on the main track and a picture on each overlay track. */
function project(): TimelineDocument {
  let document = createDocument();
  for (const [id, type, track] of [
    ['tone1', 'audios', 'audio-1'],
    ['tone2', 'audios', 'audio-2'],
    ['clip', 'videos', 'main-video'],
    ['red', 'images', 'overlay-1'],
    ['green', 'images', 'overlay-2'],
  ] as const)
    document = addItem(document, file(id, type, track), 0).document;
  return document;
}

const mixed = (document: TimelineDocument) => audioClips(document).map((clip) => clip.mediaId);
const drawn = (document: TimelineDocument) =>
  drawOrder(whatPlaysAt(document, 1000), document).map((entry) => entry.item.id);

describe('the export mix under track switches', () => {
  it('leaves out muted tracks, and everything but the solo tracks while one is solo', () => {
    const document = project();
    expect(mixed(document).sort()).toEqual(['m-clip', 'm-tone1', 'm-tone2']);
    const muted = setTrackFlag(document, 'audio-2', 'muted', true).document;
    expect(mixed(muted).sort()).toEqual(['m-clip', 'm-tone1']);
    const solo = setTrackFlag(document, 'audio-2', 'solo', true).document;
    expect(mixed(solo)).toEqual(['m-tone2']);
  });

  it('multiplies every gain by the master volume', () => {
    const document = project();
    const half = setMasterVolume(document, 0.5).document;
    const full = audioClips(document);
    audioClips(half).forEach((clip, index) => {
      expect(clip.gain![0]).toBeCloseTo(full[index]!.gain![0]! * 0.5, 6);
    });
    const double = audioClips(setMasterVolume(document, 2).document);
    expect(double[0]!.gain![0]).toBeCloseTo(full[0]!.gain![0]! * 2, 6);
  });
});

describe('the drawn layers under track switches', () => {
  it('leave out hidden tracks, and follow the overlay order', () => {
    const document = project();
    expect(drawn(document)).toEqual(['clip', 'green', 'red']);
    expect(drawn(setTrackFlag(document, 'main-video', 'hidden', true).document)).toEqual([
      'green',
      'red',
    ]);
    // Overlay 2 moved above Overlay 1: its picture now draws on top.
    expect(drawn(moveTrack(document, 'overlay-2', 0).document)).toEqual(['clip', 'red', 'green']);
  });
});

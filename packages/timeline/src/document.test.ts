import { describe, expect, it } from 'vitest';
import { addItem } from './commands/add-item';
import { createDocument, contentEnd } from './document';
import { media } from './test-fixtures';
import { ms, seconds } from './timeline-numbers';
import { addTrack, chooseTrack, trackAccepts } from './tracks';

describe('document', () => {
  it('starts with the caption track, the five default tracks and 60 s', () => {
    const document = createDocument();
    expect(document.tracks.map((track) => [track.id, track.name, track.type])).toEqual([
      ['captions', 'Captions', 'caption'],
      ['overlay-1', 'Overlay 1', 'overlay'],
      ['overlay-2', 'Overlay 2', 'overlay'],
      ['main-video', 'Main Video', 'main'],
      ['audio-1', 'Audio 1', 'audio'],
      ['audio-2', 'Audio 2', 'audio'],
    ]);
    expect(document.totalDuration).toBe(60000);
    expect(contentEnd(document)).toBe(0);
  });

  it('converts seconds and milliseconds', () => {
    expect(seconds(1.5)).toBe(1500);
    expect(seconds(0.1 + 0.2)).toBe(300);
    expect(ms(2500)).toBe(2.5);
  });

  it('grows the total to the last end + 10 s once content passes it', () => {
    let document = createDocument();
    document = addItem(document, media('a', 'videos', { sourceDuration: seconds(55) }), 0).document;
    expect(document.totalDuration).toBe(60000);
    document = addItem(
      document,
      media('b', 'videos', { sourceDuration: seconds(10) }),
      seconds(55),
    ).document;
    expect(document.totalDuration).toBe(75000);
  });
});

describe('tracks', () => {
  it('chooses the first track of the kind', () => {
    const document = createDocument();
    expect(chooseTrack(document, 'videos')?.id).toBe('main-video');
    expect(chooseTrack(document, 'audios')?.id).toBe('audio-1');
    expect(chooseTrack(document, 'images')?.id).toBe('overlay-1');
    expect(chooseTrack(document, 'text')?.id).toBe('overlay-1');
  });

  it('take sound only on audio tracks and titles only over the picture', () => {
    expect(trackAccepts('audio', 'audios')).toBe(true);
    expect(trackAccepts('audio', 'videos')).toBe(false);
    expect(trackAccepts('main', 'videos')).toBe(true);
    expect(trackAccepts('main', 'images')).toBe(true);
    expect(trackAccepts('main', 'text')).toBe(false);
    expect(trackAccepts('main', 'audios')).toBe(false);
    expect(trackAccepts('overlay', 'videos')).toBe(true);
    expect(trackAccepts('overlay', 'text')).toBe(true);
    expect(trackAccepts('overlay', 'audios')).toBe(false);
  });

  it('adds tracks named from the injected clock', () => {
    const { document, track } = addTrack(createDocument(), 'overlay', () => 1700000000000);
    expect(track).toEqual({
      id: 'overlay-1700000000000',
      name: 'Overlay 3',
      type: 'overlay',
      items: [],
    });
    expect(document.tracks.map((t) => t.id).slice(0, 4)).toEqual([
      'captions',
      'overlay-1',
      'overlay-2',
      'overlay-1700000000000',
    ]);
    const audio = addTrack(document, 'audio', () => 1700000000001);
    expect(audio.track.name).toBe('Audio 3');
    expect(audio.document.tracks.at(-1)?.id).toBe('audio-1700000000001');
    const again = addTrack(document, 'overlay', () => 1700000000000);
    expect(again.track.id).toBe('overlay-1700000000000-2');
    expect(audio.undo).toEqual({ label: 'add track', before: document, after: audio.document });
  });
});

import { describe, expect, it } from 'vitest';
import { createDocument, type TimelineDocument } from '../document';
import { commit, createHistory, undo } from '../history';
import { seconds } from '../timeline-numbers';
import { mainTrackWith, media } from '../test-fixtures';
import { addItem } from './add-item';
import { placeItem } from './place-item';

const now = () => 1700;
const voiceOver = (id: string, length = 30) =>
  media(id, 'audios', { name: `${id}.mp3`, sourceDuration: seconds(length) });

/** Each track's items as [id, start, duration]. */
const layout = (document: TimelineDocument) =>
  Object.fromEntries(
    document.tracks.map((track) => [
      track.name,
      track.items.map((item) => [item.id, item.startTime, item.duration]),
    ]),
  );

/** A document with audio items at [track, start s, length s]. */
function withAudio(...spans: Array<[string, number, number]>): TimelineDocument {
  let document = createDocument();
  spans.forEach(([trackId, start, length], index) => {
    document = addItem(
      document,
      { ...voiceOver(`a${index + 1}`, length), trackId },
      seconds(start),
    ).document;
  });
  return document;
}

describe('placeItem', () => {
  it('puts a voice-over on Audio 1 at 0 s on an empty timeline', () => {
    const before = createDocument();
    const result = placeItem(before, voiceOver('vo'), { playhead: 0, now });
    expect(result.track).toMatchObject({ id: 'audio-1', name: 'Audio 1' });
    expect(result.item).toMatchObject({ id: 'vo', startTime: 0, duration: 30000 });
    expect(layout(result.document)['Audio 1']).toEqual([['vo', 0, 30000]]);
    expect(result.undo).toEqual({ label: 'place item', before, after: result.document });
  });

  it('uses the playhead when that stretch of an audio track is free', () => {
    const result = placeItem(createDocument(), voiceOver('vo', 10), { playhead: 12345, now });
    expect(result.track.id).toBe('audio-1');
    expect(result.item.startTime).toBe(12345);
  });

  it('goes to the first audio track free at the playhead for its whole length', () => {
    // Audio 1 is busy 20–30 s: a 10 s voice-over at 15 s would run into it.
    const document = withAudio(['audio-1', 20, 10]);
    const result = placeItem(document, voiceOver('vo', 10), { playhead: 15000, now });
    expect(result.track.id).toBe('audio-2');
    expect(result.item.startTime).toBe(15000);
  });

  it('falls back to 0 s on the first audio track free there', () => {
    // Both tracks are busy at the playhead (35 s); Audio 1 is busy at 0 s too, Audio 2 is not.
    const document = withAudio(['audio-1', 0, 40], ['audio-2', 32, 10]);
    const result = placeItem(document, voiceOver('vo', 30), { playhead: 35000, now });
    expect(result.track.id).toBe('audio-2');
    expect(result.item.startTime).toBe(0);
    expect(layout(result.document)['Audio 2']).toEqual([
      ['vo', 0, 30000],
      ['a2', 32000, 10000],
    ]);
  });

  it('adds Audio 3 when no audio track is free, as one undo step with the item', () => {
    const before = withAudio(['audio-1', 0, 60], ['audio-2', 0, 60]);
    const result = placeItem(before, voiceOver('vo'), { playhead: 0, now });
    expect(result.track).toMatchObject({ id: 'audio-1700', name: 'Audio 3', type: 'audio' });
    expect(result.track.items.map((item) => item.id)).toEqual(['vo']);
    expect(result.item).toMatchObject({ trackId: 'audio-1700', trackType: 'audio', startTime: 0 });
    expect(result.undo?.before).toBe(before);

    const history = commit(createHistory(before), result);
    expect(undo(history).document).toBe(before);
  });

  it('puts a camera take on the main track: at the playhead, else at 0 s, else after its last item', () => {
    const take = media('take', 'videos', { sourceDuration: seconds(3) });
    expect(placeItem(mainTrackWith([0, 10]), take, { playhead: 12000, now }).item).toMatchObject({
      trackId: 'main-video',
      startTime: 12000,
    });
    expect(placeItem(mainTrackWith([5, 10]), take, { playhead: 6000, now }).item.startTime).toBe(0);
    const full = mainTrackWith([0, 10], [10, 10]);
    const after = placeItem(full, take, { playhead: 4000, now });
    expect(after.item).toMatchObject({ trackId: 'main-video', startTime: 20000 });
    expect(after.document.tracks).toHaveLength(full.tracks.length);
  });

  it('refuses an item without a name or type, or with no track of its kind', () => {
    expect(() =>
      placeItem(createDocument(), { ...voiceOver('x'), name: '' }, { playhead: 0, now }),
    ).toThrow('An item needs a name and a type');
    const noAudio = {
      ...createDocument(),
      tracks: createDocument().tracks.filter((track) => track.type !== 'audio'),
    };
    expect(() => placeItem(noAudio, voiceOver('x'), { playhead: 0, now })).toThrow(
      'No track for audios',
    );
  });
});

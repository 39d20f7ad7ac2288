import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { moveItem } from '../commands/move-item';
import { resizeItem } from '../commands/resize-item';
import { splitItem } from '../commands/split-item';
import { findItem, type TimelineDocument } from '../document';
import { createHistory, commit, undo } from '../history';
import { whatPlaysAt } from '../playback';
import { counter, mainTrackWith, media } from '../test-fixtures';
import { dropTransition, setTransition, transitionTargetAt } from './transition-commands';

// Two clips back to back on Main Video: v1 0–4 s, v2 4–8 s; a gap, then v3 10–13 s.
const main = () => mainTrackWith([0, 4], [4, 4], [10, 3]);

describe('setTransition', () => {
  it('sets a transition at either end, clamped to 100 ms – 3 s, as one undo step', () => {
    const start = main();
    const long = setTransition(start, 'v2', 'in', { kind: 'crossfade', duration: 9000 });
    expect(findItem(long.document, 'v2')?.transitionIn).toEqual({
      kind: 'crossfade',
      duration: 3000,
    });
    expect(long.undo?.label).toBe('set transition');
    const short = setTransition(start, 'v3', 'out', { kind: 'wipe-left', duration: 12.4 });
    expect(findItem(short.document, 'v3')?.transitionOut).toEqual({
      kind: 'wipe-left',
      duration: 100,
    });
    let history = commit(createHistory(start), long);
    history = undo(history);
    expect(history.document).toBe(start);
  });

  it('never makes a transition longer than its item', () => {
    const trimmed = resizeItem(main(), 'v3', 'right', 10_600).document;
    const set = setTransition(trimmed, 'v3', 'in', { kind: 'dip-black', duration: 2000 });
    expect(findItem(set.document, 'v3')?.transitionIn?.duration).toBe(600);
  });

  it('removes with null, and changes nothing when nothing would change', () => {
    const set = setTransition(main(), 'v2', 'in', { kind: 'slide-up', duration: 1000 }).document;
    const removed = setTransition(set, 'v2', 'in', null);
    expect(findItem(removed.document, 'v2')).not.toHaveProperty('transitionIn');
    expect(removed.undo?.label).toBe('remove transition');
    expect(setTransition(removed.document, 'v2', 'in', null).undo).toBeNull();
    expect(setTransition(set, 'v2', 'in', { kind: 'slide-up', duration: 1000 }).undo).toBeNull();
    expect(setTransition(set, 'nope', 'in', null).undo).toBeNull();
  });

  it('takes only crossfades on sound, none on captions or locked tracks', () => {
    const withSound = addItem(main(), media('a', 'audios', { sourceDuration: 5000 }), 0).document;
    expect(setTransition(withSound, 'a', 'in', { kind: 'wipe-up', duration: 500 }).undo).toBeNull();
    expect(
      findItem(
        setTransition(withSound, 'a', 'out', { kind: 'crossfade', duration: 500 }).document,
        'a',
      )?.transitionOut,
    ).toEqual({ kind: 'crossfade', duration: 500 });
    const captioned: TimelineDocument = {
      ...withSound,
      tracks: withSound.tracks.map((track) =>
        track.type === 'caption'
          ? {
              ...track,
              items: [
                {
                  id: 'c',
                  mediaId: '',
                  name: 'c',
                  url: '',
                  type: 'caption',
                  trackId: track.id,
                  trackType: 'caption',
                  startTime: 0,
                  duration: 1000,
                  trimStart: 0,
                  volume: 1,
                  opacity: 1,
                },
              ],
            }
          : track,
      ),
    };
    expect(
      setTransition(captioned, 'c', 'in', { kind: 'crossfade', duration: 500 }).undo,
    ).toBeNull();
    const locked: TimelineDocument = {
      ...withSound,
      tracks: withSound.tracks.map((track) =>
        track.id === 'main-video' ? { ...track, locked: true } : track,
      ),
    };
    expect(setTransition(locked, 'v1', 'in', { kind: 'crossfade', duration: 500 }).undo).toBeNull();
  });
});

describe('dropTransition', () => {
  it('lands on the nearest cut as the incoming item’s transition in, 1 s long', () => {
    const dropped = dropTransition(main(), 'main-video', 4250, 'crossfade');
    expect(dropped.target).toEqual({ itemId: 'v2', edge: 'in', time: 4000, cut: true });
    expect(findItem(dropped.document, 'v2')?.transitionIn).toEqual({
      kind: 'crossfade',
      duration: 1000,
    });
    // The outgoing clip plays on under the first second of v2.
    expect(
      whatPlaysAt(dropped.document, 4500)
        .filter((entry) => entry.trackId === 'main-video')
        .map((entry) => [entry.item.id, entry.transition?.role, entry.transition?.progress]),
    ).toEqual([
      ['v1', 'outgoing', 0.5],
      ['v2', 'incoming', 0.5],
    ]);
  });

  it('takes a lone start as a transition in and a lone end as a transition out', () => {
    const atStart = dropTransition(main(), 'main-video', 9800, 'dip-white');
    expect(atStart.target).toMatchObject({ itemId: 'v3', edge: 'in', cut: false });
    const atEnd = dropTransition(main(), 'main-video', 8100, 'slide-left');
    expect(atEnd.target).toMatchObject({ itemId: 'v2', edge: 'out', time: 8000 });
    expect(findItem(atEnd.document, 'v2')?.transitionOut).toEqual({
      kind: 'slide-left',
      duration: 1000,
    });
    expect(transitionTargetAt(main(), 'main-video', 0)).toMatchObject({ itemId: 'v1', edge: 'in' });
  });

  it('does nothing far from any cut or edge, or on a track with nothing there', () => {
    expect(dropTransition(main(), 'main-video', 2000, 'crossfade').undo).toBeNull();
    expect(dropTransition(main(), 'overlay-1', 4000, 'crossfade').undo).toBeNull();
    expect(dropTransition(main(), 'captions', 4000, 'crossfade').undo).toBeNull();
  });
});

describe('transitions through edits', () => {
  it('a split keeps the transition in on the left part and the transition out on the right', () => {
    let document = setTransition(main(), 'v2', 'in', {
      kind: 'crossfade',
      duration: 1500,
    }).document;
    document = setTransition(document, 'v2', 'out', { kind: 'dip-black', duration: 1500 }).document;
    const split = splitItem(document, 'v2', 6000, { newId: counter('s') }).document;
    const [left, right] = [findItem(split, 'v2')!, findItem(split, 's-1')!];
    expect(left.transitionIn).toEqual({ kind: 'crossfade', duration: 1500 });
    expect(left).not.toHaveProperty('transitionOut');
    expect(right.transitionOut).toEqual({ kind: 'dip-black', duration: 1500 });
    expect(right).not.toHaveProperty('transitionIn');
  });

  it('a trim shortens a transition that would outlast the item', () => {
    const document = setTransition(main(), 'v3', 'out', {
      kind: 'wipe-down',
      duration: 2500,
    }).document;
    const trimmed = resizeItem(document, 'v3', 'right', 11_000).document;
    expect(findItem(trimmed, 'v3')?.transitionOut).toEqual({ kind: 'wipe-down', duration: 1000 });
  });

  it('a cut transition becomes a transition from nothing when its item moves away', () => {
    const document = setTransition(main(), 'v2', 'in', {
      kind: 'crossfade',
      duration: 1000,
    }).document;
    const moved = moveItem(document, 'v2', { startTime: 5000, mode: 'exact' }).document;
    expect(
      whatPlaysAt(moved, 5500)
        .filter((entry) => entry.trackId === 'main-video')
        .map((entry) => [entry.item.id, entry.transition?.role]),
    ).toEqual([['v2', 'in']]);
  });
});

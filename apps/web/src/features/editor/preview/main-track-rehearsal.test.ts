import {
  addItem,
  createDocument,
  whatPlaysAt,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompositionLayer } from '../../../lib/composition/compositor';
import { drawOrder } from '../../../lib/composition/frame-layout';
import { withTransition } from '../../../lib/composition/transition-effect';
import { createRehearser, rehearsalFrame } from './main-track-rehearsal';

// Which frame the idle preview has its main-track worker paint ahead of a play: the first one a
// play paints there, not a video the browser shows as it is, nor a title over it.

const SIZE = { width: 1280, height: 720 };

/** The frame's layers as the preview makes them: videos of this size, not loaded yet. */
const layersAt =
  (document: TimelineDocument, sourceWidth = 1280, sourceHeight = 720) =>
  (time: number): CompositionLayer[] =>
    drawOrder(whatPlaysAt(document, time), document).map(({ item, transition }) =>
      withTransition({ item, source: null, sourceWidth, sourceHeight }, transition),
    );

/** A 2 s clip of a video at `at` (ms) on the main track. */
function clip(document: TimelineDocument, id: string, at: number): TimelineDocument {
  const item = { id, mediaId: id, name: `${id}.webm`, url: '', type: 'videos' as const };
  return addItem(document, { ...item, sourceDuration: 2000 }, at).document;
}

function updateItem(
  document: TimelineDocument,
  id: string,
  change: Partial<TimelineItem>,
): TimelineDocument {
  return {
    ...document,
    tracks: document.tracks.map((track) => ({
      ...track,
      items: track.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
    })),
  };
}

describe('rehearsalFrame', () => {
  it('skips clips shown as they are and picks the first graded one, in its crossfade’s middle', () => {
    let document = clip(clip(clip(createDocument(), 'a', 0), 'b', 2000), 'c', 4000);
    document = updateItem(document, 'c', {
      colour: { brightness: 0, contrast: 0.1, saturation: 0, temperature: 0.4, look: 'warm' },
    });
    document = updateItem(document, 'b', { transitionIn: { kind: 'crossfade', duration: 600 } });
    const frame = rehearsalFrame(document, layersAt(document), SIZE);
    expect(frame?.options).toEqual({ time: 2300, format: document.format });
    expect(frame?.size).toEqual(SIZE);
    // Both pictures of the crossfade, the outgoing one first.
    expect(frame?.layers.map((layer) => layer.item.id)).toEqual(['a', 'b']);
  });

  it('finds a graded clip after plain ones', () => {
    let document = clip(clip(createDocument(), 'a', 0), 'b', 2000);
    document = updateItem(document, 'b', {
      colour: { brightness: 0.2, contrast: 0, saturation: 0, temperature: 0, look: 'none' },
    });
    const frame = rehearsalFrame(document, layersAt(document), SIZE);
    expect(frame?.options.time).toBe(2000);
    expect(frame?.layers.map((layer) => layer.item.id)).toEqual(['b']);
  });

  it('finds none when every clip is shown as it is, or the main track is hidden', () => {
    const plain = clip(clip(createDocument(), 'a', 0), 'b', 2000);
    expect(rehearsalFrame(plain, layersAt(plain), SIZE)).toBeNull();
    let graded = updateItem(plain, 'a', {
      colour: { brightness: 0.2, contrast: 0, saturation: 0, temperature: 0, look: 'none' },
    });
    graded = {
      ...graded,
      tracks: graded.tracks.map((track) =>
        track.type === 'main' ? { ...track, hidden: true } : track,
      ),
    };
    expect(rehearsalFrame(graded, layersAt(graded), SIZE)).toBeNull();
  });
});

describe('createRehearser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function setUp(start: TimelineDocument) {
    vi.useFakeTimers();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => idle.splice(0));
    const state = { document: start, playing: false, width: 1280 };
    const warm = vi.fn();
    const looks = vi.fn((document: TimelineDocument, time: number) =>
      layersAt(document, state.width)(time),
    );
    const rehearser = createRehearser({
      warm,
      playing: () => state.playing,
      document: () => state.document,
      layersAt: looks,
      size: () => SIZE,
    });
    /** The timeline settles, then the page is idle. */
    const runIdle = () => {
      vi.advanceTimersByTime(400);
      idle.splice(0).forEach((work) => work());
    };
    return { state, warm, rehearser, runIdle, looks };
  }

  const graded = () =>
    updateItem(clip(clip(createDocument(), 'a', 0), 'b', 2000), 'b', {
      colour: { brightness: 0.2, contrast: 0, saturation: 0, temperature: 0, look: 'none' },
    });

  it('rehearses once the page is idle, and again only when the frame needs other canvases', () => {
    const { state, warm, rehearser, runIdle } = setUp(graded());
    rehearser.schedule();
    rehearser.schedule();
    expect(warm).not.toHaveBeenCalled();
    runIdle();
    expect(warm).toHaveBeenCalledTimes(1);
    expect(warm.mock.calls[0]![0]).toMatchObject({ options: { time: 2000 } });

    // Another grade of the same clip leaves the worker's canvases as they are.
    state.document = updateItem(state.document, 'b', {
      colour: { brightness: 0.4, contrast: 0, saturation: 0, temperature: 0, look: 'none' },
    });
    rehearser.schedule();
    runIdle();
    expect(warm).toHaveBeenCalledTimes(1);

    // The files' sizes are known now (the timeline is the same): a rehearsal at that size.
    state.width = 1920;
    rehearser.schedule(true);
    runIdle();
    expect(warm).toHaveBeenCalledTimes(2);
    expect(warm.mock.calls[1]![0].layers[0]).toMatchObject({ sourceWidth: 1920 });
  });

  it('looks once the timeline has stayed as it is, not at every step of a drag', () => {
    const { state, rehearser, runIdle, looks } = setUp(graded());
    for (let step = 0; step < 10; step += 1) {
      state.document = clip(state.document, `step-${step}`, 10_000 + step * 2000);
      rehearser.schedule();
      vi.advanceTimersByTime(100);
    }
    expect(looks).not.toHaveBeenCalled();
    runIdle();
    expect(looks).toHaveBeenCalled();
  });

  it('puts a rehearsal off while playing, and compiles only when nothing is painted', () => {
    const { state, warm, rehearser, runIdle } = setUp(graded());
    state.playing = true;
    rehearser.schedule();
    runIdle();
    expect(warm).not.toHaveBeenCalled();
    state.playing = false;
    state.document = clip(createDocument(), 'plain', 0);
    rehearser.schedule();
    runIdle();
    expect(warm).toHaveBeenCalledWith(null);
  });
});

import type { TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import type { CompositionLayer } from '../../../lib/composition/compositor';
import { DEFAULT_SETTINGS, frameTimeMs } from '../../export/engine/export-settings';
import {
  mainTrackFrameKey,
  PLAYING_FPS,
  playingFrameKey,
  playingFrameOf,
  playingFrameTime,
} from './playing-frame-key';

const source = {} as CanvasImageSource;

function layer(extra: Partial<TimelineItem> = {}, more: Partial<CompositionLayer> = {}) {
  return {
    item: {
      id: 'clip',
      mediaId: 'm',
      name: 'clip.mp4',
      url: '',
      type: 'videos',
      trackId: 'main-video',
      trackType: 'main',
      startTime: 0,
      duration: 10_000,
      trimStart: 0,
      volume: 1,
      opacity: 1,
      ...extra,
    },
    source,
    sourceWidth: 1920,
    sourceHeight: 1080,
    ...more,
  } as CompositionLayer;
}

describe('playingFrameKey', () => {
  it('stays the same between a video’s frames and changes with its next frame', () => {
    let presented = 7;
    const versions = () => presented;
    const layers = [layer()];
    const first = playingFrameKey(layers, 1000, versions);
    expect(first).not.toBeNull();
    // 16 ms later, the same frame on show: the same key, no paint.
    expect(playingFrameKey(layers, 1016, versions)).toBe(first);
    presented = 8;
    expect(playingFrameKey(layers, 1033, versions)).not.toBe(first);
  });

  it('tells stills, titles at rest and missing pictures apart, and ignores time for them', () => {
    const still = layer({ id: 'logo', type: 'images', trackType: 'overlay' });
    const title = layer(
      {
        id: 'title',
        type: 'text',
        trackType: 'overlay',
        text: { content: 'Hi', fontSize: 40, color: '#fff' },
      },
      { source: null },
    );
    const a = playingFrameKey([layer(), still, title], 2000, () => 1);
    expect(a).toBe(playingFrameKey([layer(), still, title], 5000, () => 1));
    expect(a).not.toBe(playingFrameKey([layer(), still], 2000, () => 1));
    expect(playingFrameKey([layer({}, { source: null })], 2000, () => 1)).not.toBe(
      playingFrameKey([layer()], 2000, () => 1),
    );
  });

  it('changes with each frame of the export’s rate while something on the frame moves', () => {
    /** Whether the picture at `time` would be painted again 10 ms on, and 40 ms on. */
    const repaints = (
      extra: Partial<TimelineItem>,
      time: number,
      more: Partial<CompositionLayer> = {},
    ) => {
      const key = (at: number) => playingFrameKey([layer(extra, more)], at, () => 1);
      expect(key(time)).not.toBeNull();
      return [key(time + 10) !== key(time), key(time + 40) !== key(time)];
    };
    const still: [boolean, boolean] = [false, false];
    const moving: [boolean, boolean] = [false, true];
    // Fades: while fading in or out, not in between (frames start at 0, 33.3, 66.7 … ms).
    expect(repaints({ fadeIn: 500 }, 200)).toEqual(moving);
    expect(repaints({ fadeIn: 500 }, 2000)).toEqual(still);
    expect(repaints({ fadeOut: 500 }, 9800)).toEqual(moving);
    // Keyframes, transitions and captions.
    const slide = {
      keyframes: {
        x: [
          { time: 0, value: 0, easing: 'linear' as const },
          { time: 1000, value: 10, easing: 'linear' as const },
        ],
      },
    };
    expect(repaints(slide, 5000)).toEqual(moving);
    expect(
      repaints({}, 100, { transition: { kind: 'crossfade' } as CompositionLayer['transition'] }),
    ).toEqual(moving);
    expect(repaints({ type: 'caption', trackType: 'caption' }, 100)).toEqual(moving);
    // A title animating in, then at rest.
    const text = {
      content: 'Hi',
      fontSize: 40,
      color: '#fff',
      animationIn: { kind: 'pop' as const, duration: 600 },
    };
    expect(repaints({ type: 'text', trackType: 'overlay', text }, 300, { source: null })).toEqual(
      moving,
    );
    expect(repaints({ type: 'text', trackType: 'overlay', text }, 3000, { source: null })).toEqual(
      still,
    );
  });

  it('draws at the start of the export’s frame the playhead is in', () => {
    expect(PLAYING_FPS).toBe(DEFAULT_SETTINGS.fps);
    for (const time of [0, 20, 33, 34, 1000, 1001, 59_999])
      expect(playingFrameTime(time)).toBe(frameTimeMs(playingFrameOf(time), DEFAULT_SETTINGS.fps));
    expect(playingFrameTime(1001)).toBe(1000);
    expect(playingFrameTime(1033)).toBe(1000);
    expect(playingFrameTime(1034)).toBeCloseTo(1033.33);
  });

  it('asks for a paint where the browser cannot count a video’s frames', () => {
    expect(playingFrameKey([layer()], 1000, () => null)).toBeNull();
  });
});

describe('mainTrackFrameKey', () => {
  const zoom = {
    keyframes: {
      scale: [
        { time: 0, value: 1, easing: 'linear' as const },
        { time: 10_000, value: 1.2, easing: 'linear' as const },
      ],
    },
  };

  it('repaints a zooming video with its next frame, not on every refresh in between', () => {
    let presented = 3;
    const versions = () => presented;
    const layers = [layer(zoom)];
    // The overlay canvas's key moves with time; the main track's waits for the next frame.
    expect(playingFrameKey(layers, 1040, versions)).not.toBe(
      playingFrameKey(layers, 1000, versions),
    );
    const first = mainTrackFrameKey(layers, 1000, versions);
    expect(first).not.toBeNull();
    expect(mainTrackFrameKey(layers, 1016, versions)).toBe(first);
    presented = 4;
    expect(mainTrackFrameKey(layers, 1040, versions)).not.toBe(first);
  });

  it('follows both videos of a crossfade, and tells a missing picture apart', () => {
    const versions = new Map([
      ['out', 10],
      ['in', 1],
    ]);
    const of = (id: string) => versions.get(id) ?? null;
    const layers = [layer({ id: 'out' }), layer({ id: 'in', startTime: 9_500 })];
    const first = mainTrackFrameKey(layers, 9_700, of);
    versions.set('in', 2);
    expect(mainTrackFrameKey(layers, 9_716, of)).not.toBe(first);
    expect(
      mainTrackFrameKey([layer({ id: 'out' }), layer({ id: 'x' }, { source: null })], 9_700, of),
    ).not.toBe(mainTrackFrameKey([layer({ id: 'out' })], 9_700, of));
  });

  it('paints every time when a video’s frames cannot be counted, and is the plain key with no video', () => {
    expect(mainTrackFrameKey([layer(zoom)], 1000, () => null)).toBeNull();
    const still = layer({ id: 'logo', type: 'images', ...zoom });
    expect(mainTrackFrameKey([still], 1000, () => 1)).toBe(playingFrameKey([still], 1000, () => 1));
    expect(mainTrackFrameKey([still], 1000, () => 1)).not.toBe(
      mainTrackFrameKey([still], 1040, () => 1),
    );
  });
});

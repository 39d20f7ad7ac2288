import type { TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import type { CompositionLayer } from '../../../lib/composition/compositor';
import { mainTrackFrameKey, playingFrameKey } from './playing-frame-key';

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

  it('asks for a paint whenever something on the frame moves with time', () => {
    const at = (extra: Partial<TimelineItem>, time: number, more: Partial<CompositionLayer> = {}) =>
      playingFrameKey([layer(extra, more)], time, () => 1);
    // Fades: while fading in or out, not in between.
    expect(at({ fadeIn: 500 }, 200)).toBeNull();
    expect(at({ fadeIn: 500 }, 2000)).not.toBeNull();
    expect(at({ fadeOut: 500 }, 9800)).toBeNull();
    // Keyframes, transitions and captions.
    expect(
      at(
        {
          keyframes: {
            x: [
              { time: 0, value: 0, easing: 'linear' },
              { time: 1000, value: 10, easing: 'linear' },
            ],
          },
        },
        5000,
      ),
    ).toBeNull();
    expect(
      at({}, 100, { transition: { kind: 'crossfade' } as CompositionLayer['transition'] }),
    ).toBeNull();
    expect(at({ type: 'caption', trackType: 'caption' }, 100)).toBeNull();
    // A title animating in, then at rest.
    const text = {
      content: 'Hi',
      fontSize: 40,
      color: '#fff',
      animationIn: { kind: 'pop' as const, duration: 600 },
    };
    expect(at({ type: 'text', trackType: 'overlay', text }, 300, { source: null })).toBeNull();
    expect(at({ type: 'text', trackType: 'overlay', text }, 3000, { source: null })).not.toBeNull();
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
    expect(playingFrameKey(layers, 1000, versions)).toBeNull();
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
    expect(mainTrackFrameKey([still], 1000, () => 1)).toBeNull();
  });
});

import type { TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import type { CompositionLayer } from '../../../lib/composition/compositor';
import { playingFrameKey } from './playing-frame-key';

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

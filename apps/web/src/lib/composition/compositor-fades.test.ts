import type { TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { drawComposition, type CompositorContext } from './compositor';

/** Records the alpha each picture is drawn at (happy-dom has no 2D canvas). */
function alphaRecorder() {
  const drawn: number[] = [];
  const stack: number[] = [];
  const ctx = {
    globalAlpha: 1,
    fillStyle: '#000000',
    imageSmoothingQuality: 'low',
    save: () => stack.push(ctx.globalAlpha),
    restore: () => (ctx.globalAlpha = stack.pop() ?? 1),
    fillRect: () => {},
    drawImage: () => drawn.push(ctx.globalAlpha),
    translate: () => {},
    beginPath: () => {},
    rect: () => {},
    clip: () => {},
  };
  return { ctx: ctx as unknown as CompositorContext, drawn };
}

const clip: TimelineItem = {
  id: 'v',
  mediaId: 'm',
  name: 'v.mp4',
  url: '',
  type: 'videos',
  trackId: 'main-video',
  trackType: 'main',
  startTime: 1000,
  duration: 4000,
  trimStart: 0,
  volume: 1,
  opacity: 0.8,
  fadeIn: 1000,
  fadeOut: 500,
};

const alphaAt = (time: number, item: TimelineItem = clip) => {
  const { ctx, drawn } = alphaRecorder();
  drawComposition(
    ctx,
    { width: 1280, height: 720 },
    [{ item, source: {} as CanvasImageSource, sourceWidth: 1280, sourceHeight: 720 }],
    { time },
  );
  return drawn[0] ?? 0;
};

describe('picture fades', () => {
  it('fade a video from and to black with the envelope the sound follows', () => {
    expect(alphaAt(1000)).toBe(0);
    expect(alphaAt(1500)).toBeCloseTo(0.4, 5); // halfway up, times the item's 0.8
    expect(alphaAt(3000)).toBeCloseTo(0.8, 5);
    expect(alphaAt(4750)).toBeCloseTo(0.4, 5);
  });

  it('leave items without fades, and frames without a time, as they are', () => {
    const { fadeIn: _in, fadeOut: _out, ...plain } = clip;
    expect(alphaAt(1000, plain)).toBeCloseTo(0.8, 5);
    const { ctx, drawn } = alphaRecorder();
    drawComposition(ctx, { width: 1280, height: 720 }, [
      { item: clip, source: {} as CanvasImageSource, sourceWidth: 1280, sourceHeight: 720 },
    ]);
    expect(drawn[0]).toBeCloseTo(0.8, 5);
  });
});

import { referenceFrame, type TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { drawComposition, type CompositorContext } from './compositor';
import { itemPictureRect } from './frame-layout';

/** A 2D context that records the pictures drawn (and the alpha then), ignoring everything else. */
function recordingContext() {
  const drawn: { args: number[]; alpha: number }[] = [];
  const state: Record<string, unknown> = { globalAlpha: 1 };
  const stack: Record<string, unknown>[] = [];
  const methods: Record<string, (...args: unknown[]) => unknown> = {
    save: () => stack.push({ ...state }),
    restore: () => Object.assign(state, stack.pop()),
    drawImage: (...args) =>
      drawn.push({ args: args.slice(1) as number[], alpha: state.globalAlpha as number }),
    measureText: (text) => ({ width: String(text).length * 10 }),
  };
  const ctx = new Proxy(state, {
    get: (target, key: string) => methods[key] ?? (key in target ? target[key] : () => {}),
    set: (target, key: string, value) => {
      target[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CompositorContext, drawn };
}

const source = { tag: 'image' } as unknown as CanvasImageSource;

function picture(extra: Partial<TimelineItem>): TimelineItem {
  return {
    id: 'p',
    mediaId: 'm',
    name: 'p',
    url: '',
    type: 'images',
    trackId: 'overlay-1',
    trackType: 'overlay',
    startTime: 1000,
    duration: 4000,
    trimStart: 0,
    volume: 1,
    opacity: 1,
    ...extra,
  };
}

const paint = (item: TimelineItem, time: number) => {
  const { ctx, drawn } = recordingContext();
  drawComposition(
    ctx,
    { width: 640, height: 360 },
    [{ item, source, sourceWidth: 128, sourceHeight: 96 }],
    { time },
  );
  return drawn;
};

describe('keyframes in the compositor (preview and export draw through it)', () => {
  it('paints an overlay at its keyframed opacity and position at the frame’s time', () => {
    const item = picture({
      transform: { x: 0, y: 100, scale: 1, opacity: 1 },
      keyframes: {
        opacity: [
          { time: 0, value: 0, easing: 'linear' },
          { time: 2000, value: 1, easing: 'linear' },
        ],
        x: [
          { time: 0, value: 0, easing: 'ease-in-out' },
          { time: 2000, value: 400, easing: 'linear' },
        ],
      },
    });
    expect(paint(item, 1000)).toHaveLength(0); // fully transparent at its first key
    const middle = paint(item, 2000);
    expect(middle[0]!.alpha).toBeCloseTo(0.5);
    expect(middle[0]!.args.slice(-4)).toEqual([200, 100, 128, 96]);
    const after = paint(item, 4000);
    expect(after[0]!.alpha).toBe(1);
    expect(after[0]!.args.slice(-4)).toEqual([400, 100, 128, 96]);
  });

  it('zooms and moves a main-track picture by its transform (Ken Burns)', () => {
    const frame = referenceFrame('16:9');
    const plain = itemPictureRect({}, 1280, 720, 1280, 720, frame);
    expect(plain).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    // Scale 2 about the frame's centre, then 32 reference px (64 canvas px) to the right.
    expect(
      itemPictureRect(
        { transform: { x: 32, y: 0, scale: 2, opacity: 1 } },
        1280,
        720,
        1280,
        720,
        frame,
      ),
    ).toEqual({ x: -640 + 64, y: -360, width: 2560, height: 1440 });
  });
});

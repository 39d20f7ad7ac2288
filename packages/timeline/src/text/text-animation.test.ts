import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import {
  createDocument,
  findItem,
  TEXT_ANIMATION_KINDS,
  type TextAnimation,
  type TimelineItem,
} from '../document';
import {
  BLUR_START_PX,
  POP_FROM,
  POP_PEAK,
  RISE_DISTANCE,
  setTextAnimation,
  SLIDE_DISTANCE,
  textAnimationAt,
} from './text-animation';

const title = (
  animationIn?: TextAnimation,
  animationOut?: TextAnimation,
  content = 'Hello world',
): Pick<TimelineItem, 'text' | 'startTime' | 'duration'> => ({
  startTime: 2_000,
  duration: 4_000,
  text: {
    content,
    fontSize: 64,
    color: '#ffffff',
    ...(animationIn ? { animationIn } : {}),
    ...(animationOut ? { animationOut } : {}),
  },
});

describe('textAnimationAt', () => {
  it('leaves a title without animations at rest', () => {
    expect(textAnimationAt(title(), 2_000)).toEqual({
      alpha: 1,
      offsetX: 0,
      offsetY: 0,
      scale: 1,
      visibleChars: 11,
      blur: 0,
    });
  });

  it('fades in linearly and out mirrored', () => {
    const item = title({ kind: 'fade', duration: 1_000 }, { kind: 'fade', duration: 500 });
    expect(textAnimationAt(item, 2_000).alpha).toBe(0);
    expect(textAnimationAt(item, 2_250).alpha).toBeCloseTo(0.25);
    expect(textAnimationAt(item, 3_000).alpha).toBe(1);
    expect(textAnimationAt(item, 5_500).alpha).toBe(1);
    expect(textAnimationAt(item, 5_750).alpha).toBeCloseTo(0.5);
    expect(textAnimationAt(item, 6_000).alpha).toBe(0);
  });

  it('slides in from the left by a tenth of the frame and rises from 8 % lower', () => {
    const slide = title({ kind: 'slide', duration: 1_000 });
    expect(textAnimationAt(slide, 2_000).offsetX).toBeCloseTo(-SLIDE_DISTANCE);
    expect(textAnimationAt(slide, 2_500).offsetX).toBeGreaterThan(-SLIDE_DISTANCE);
    expect(textAnimationAt(slide, 2_500).offsetX).toBeLessThan(0);
    expect(textAnimationAt(slide, 3_000).offsetX).toBeCloseTo(0);
    const rise = title(undefined, { kind: 'rise', duration: 1_000 });
    expect(textAnimationAt(rise, 6_000).offsetY).toBeCloseTo(RISE_DISTANCE);
    expect(textAnimationAt(rise, 5_900).alpha).toBeLessThan(textAnimationAt(rise, 5_400).alpha);
  });

  it('pops from 0.6 past 1.1 back to 1', () => {
    const item = title({ kind: 'pop', duration: 1_000 });
    expect(textAnimationAt(item, 2_000).scale).toBeCloseTo(POP_FROM);
    expect(textAnimationAt(item, 2_700).scale).toBeCloseTo(POP_PEAK);
    const samples = Array.from(
      { length: 101 },
      (_, i) => textAnimationAt(item, 2_000 + i * 10).scale,
    );
    expect(Math.max(...samples)).toBeCloseTo(POP_PEAK);
    expect(samples.at(-1)).toBeCloseTo(1);
  });

  it('types the characters in order, line breaks not counted', () => {
    const item = title({ kind: 'typewriter', duration: 1_000 }, undefined, 'ab\ncd');
    expect(textAnimationAt(item, 2_000).visibleChars).toBe(0);
    expect(textAnimationAt(item, 2_500).visibleChars).toBe(2);
    expect(textAnimationAt(item, 2_999).visibleChars).toBe(3);
    expect(textAnimationAt(item, 3_000).visibleChars).toBe(4);
  });

  it('blurs in from 20 px', () => {
    const item = title({ kind: 'blur', duration: 1_000 });
    expect(textAnimationAt(item, 2_000).blur).toBe(BLUR_START_PX);
    expect(textAnimationAt(item, 2_500).blur).toBeLessThan(BLUR_START_PX);
    expect(textAnimationAt(item, 3_000).blur).toBe(0);
  });

  it('stays within bounds for every kind at every instant (property)', () => {
    const kind = fc.constantFrom(...TEXT_ANIMATION_KINDS);
    fc.assert(
      fc.property(
        kind,
        kind,
        fc.integer({ min: 100, max: 3_000 }),
        fc.integer({ min: 100, max: 3_000 }),
        fc.integer({ min: 2_000, max: 6_000 }),
        (kindIn, kindOut, inMs, outMs, time) => {
          const frame = textAnimationAt(
            title({ kind: kindIn, duration: inMs }, { kind: kindOut, duration: outMs }),
            time,
          );
          expect(frame.alpha).toBeGreaterThanOrEqual(0);
          expect(frame.alpha).toBeLessThanOrEqual(1);
          expect(frame.scale).toBeGreaterThanOrEqual(POP_FROM ** 2 - 1e-9);
          expect(frame.scale).toBeLessThanOrEqual(POP_PEAK ** 2 + 1e-9);
          expect(frame.visibleChars).toBeGreaterThanOrEqual(0);
          expect(frame.visibleChars).toBeLessThanOrEqual(11);
          expect(frame.blur).toBeGreaterThanOrEqual(0);
          expect(frame.blur).toBeLessThanOrEqual(BLUR_START_PX);
          // Between the two animations a title is always at rest.
          if (time >= 2_000 + inMs && time <= 6_000 - outMs) expect(frame.alpha).toBe(1);
        },
      ),
    );
  });
});

describe('setTextAnimation', () => {
  const document = addItem(
    createDocument(),
    { id: 't', mediaId: '', name: 'Title', url: '', type: 'text' },
    0,
  ).document;
  const short = {
    ...document,
    tracks: document.tracks.map((track) => ({
      ...track,
      items: track.items.map((item) => ({ ...item, duration: 800 })),
    })),
  };

  it('sets the way in and out, clamped to 100–3000 ms and the item, one undo step each', () => {
    const typed = setTextAnimation(document, 't', 'in', { kind: 'typewriter', duration: 1_000 });
    expect(typed.undo?.label).toBe('text animation in');
    const out = setTextAnimation(typed.document, 't', 'out', { kind: 'fade', duration: 99_999 });
    expect(findItem(out.document, 't')?.text).toMatchObject({
      animationIn: { kind: 'typewriter', duration: 1_000 },
      animationOut: { kind: 'fade', duration: 3_000 },
    });
    expect(
      findItem(setTextAnimation(short, 't', 'in', { kind: 'pop', duration: 2_000 }).document, 't')
        ?.text?.animationIn,
    ).toEqual({ kind: 'pop', duration: 800 });
    expect(
      findItem(setTextAnimation(document, 't', 'in', { kind: 'pop', duration: 5.4 }).document, 't')
        ?.text?.animationIn,
    ).toEqual({ kind: 'pop', duration: 100 });
  });

  it('removes an animation with null and ignores unknown kinds', () => {
    const typed = setTextAnimation(document, 't', 'in', { kind: 'rise', duration: 500 }).document;
    const removed = setTextAnimation(typed, 't', 'in', null);
    expect(removed.undo?.label).toBe('remove text animation in');
    expect(findItem(removed.document, 't')?.text).toEqual(findItem(document, 't')?.text);
    expect(
      setTextAnimation(document, 't', 'in', { kind: 'spin' as never, duration: 500 }).undo,
    ).toBeNull();
    expect(setTextAnimation(document, 't', 'out', null).undo).toBeNull();
  });
});

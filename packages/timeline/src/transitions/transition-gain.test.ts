import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { createDocument, findItem, type TimelineDocument } from '../document';
import { itemGainAt, itemGainEnvelope } from '../sound/gain-envelope';
import { media } from '../test-fixtures';
import { setTransition } from './transition-commands';
import { crossfadeGainAt, equalPowerIn, equalPowerOut, soundOverhang } from './transition-gain';

// Two songs back to back on Audio 1: a 0–4 s, b 4–8 s, a 1 s crossfade on the cut.
function songs(kind: 'crossfade' | 'none' = 'crossfade'): TimelineDocument {
  let document = createDocument();
  document = addItem(document, media('a', 'audios', { sourceDuration: 4000 }), 0).document;
  document = addItem(document, media('b', 'audios', { sourceDuration: 4000 }), 4000).document;
  return kind === 'crossfade'
    ? setTransition(document, 'b', 'in', { kind: 'crossfade', duration: 1000 }).document
    : document;
}

describe('equal-power curves', () => {
  it('keep the summed power at 1 all through', () => {
    for (let p = 0; p <= 1; p += 0.05)
      expect(equalPowerIn(p) ** 2 + equalPowerOut(p) ** 2).toBeCloseTo(1, 10);
    expect(equalPowerIn(0)).toBe(0);
    expect(equalPowerOut(1)).toBeCloseTo(0, 10);
  });
});

describe('a crossfade on a cut between two sounds', () => {
  const document = songs();
  const a = findItem(document, 'a')!;
  const b = findItem(document, 'b')!;

  it('plays the outgoing sound on past its end, falling as the incoming one rises', () => {
    expect(soundOverhang(document, a)).toBe(1000);
    expect(soundOverhang(document, b)).toBe(0);
    expect(itemGainAt(document, a, 3000)).toBe(1);
    expect(itemGainAt(document, b, 3999)).toBe(0);
    expect(itemGainAt(document, b, 4000)).toBe(0);
    expect(itemGainAt(document, a, 4000)).toBeCloseTo(1, 10);
    expect(itemGainAt(document, a, 4500)).toBeCloseTo(Math.SQRT1_2, 6);
    expect(itemGainAt(document, b, 4500)).toBeCloseTo(Math.SQRT1_2, 6);
    for (const at of [4100, 4250, 4700, 4900])
      expect(itemGainAt(document, a, at) ** 2 + itemGainAt(document, b, at) ** 2).toBeCloseTo(1, 6);
    expect(itemGainAt(document, a, 5000)).toBeCloseTo(0, 6);
    expect(itemGainAt(document, a, 5001)).toBe(0);
    expect(itemGainAt(document, b, 5000)).toBe(1);
  });

  it('gives the outgoing clip an envelope over its overhang', () => {
    const curve = itemGainEnvelope(document, a, 0, 5000, 10);
    expect(curve[0]).toBe(1);
    expect(curve[450]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(curve[500]).toBeCloseTo(0, 6);
  });

  it('leaves a plain cut alone: the first stops at the cut, the second starts full', () => {
    const plain = songs('none');
    const first = findItem(plain, 'a')!;
    expect(soundOverhang(plain, first)).toBe(0);
    expect(itemGainAt(plain, first, 4000)).toBe(1);
    expect(itemGainAt(plain, first, 4010)).toBe(0);
    expect(itemGainAt(plain, findItem(plain, 'b')!, 4000)).toBe(1);
  });

  it('keeps other kinds off the sound: a dip on a video cut leaves its sound a hard cut', () => {
    let video = createDocument();
    video = addItem(video, media('v1', 'videos', { sourceDuration: 2000 }), 0).document;
    video = addItem(video, media('v2', 'videos', { sourceDuration: 2000 }), 2000).document;
    video = setTransition(video, 'v2', 'in', { kind: 'dip-black', duration: 1000 }).document;
    expect(itemGainAt(video, findItem(video, 'v1')!, 2500)).toBe(0);
    expect(itemGainAt(video, findItem(video, 'v2')!, 2000)).toBe(1);
  });
});

describe('a crossfade from or to nothing', () => {
  it('fades the sound in from silence and out to silence', () => {
    let document = createDocument();
    document = addItem(document, media('s', 'audios', { sourceDuration: 4000 }), 1000).document;
    document = setTransition(document, 's', 'in', { kind: 'crossfade', duration: 2000 }).document;
    document = setTransition(document, 's', 'out', { kind: 'crossfade', duration: 1000 }).document;
    const s = findItem(document, 's')!;
    expect(crossfadeGainAt(document, s, 1000)).toBe(0);
    expect(crossfadeGainAt(document, s, 2000)).toBeCloseTo(Math.SQRT1_2, 6);
    expect(crossfadeGainAt(document, s, 3000)).toBe(1);
    expect(crossfadeGainAt(document, s, 4500)).toBeCloseTo(Math.SQRT1_2, 6);
    expect(crossfadeGainAt(document, s, 5000)).toBeCloseTo(0, 6);
    expect(crossfadeGainAt(document, s, 5100)).toBe(0);
  });
});

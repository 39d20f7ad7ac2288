import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '@reelwright/timeline';
import { movedOnly, sameExcept } from './moved-only';

const clip: TimelineItem = {
  id: 'a',
  mediaId: 'm',
  name: 'clip.webm',
  url: '',
  type: 'videos',
  trackId: 'main-video',
  trackType: 'main',
  startTime: 1000,
  duration: 2000,
  trimStart: 0,
  volume: 1,
  opacity: 1,
};

describe('movedOnly', () => {
  it('holds for the same item and for a copy that only starts elsewhere', () => {
    expect(movedOnly(clip, clip)).toBe(true);
    expect(movedOnly(clip, { ...clip, startTime: 4000 })).toBe(true);
  });

  it('fails when anything drawn changed: length, trim, a new field or a replaced one', () => {
    expect(movedOnly(clip, { ...clip, startTime: 4000, duration: 1500 })).toBe(false);
    expect(movedOnly(clip, { ...clip, trimStart: 200 })).toBe(false);
    expect(movedOnly(clip, { ...clip, speed: 2 })).toBe(false);
    const { opacity: _opacity, ...withoutOpacity } = clip;
    expect(movedOnly(clip, { ...withoutOpacity, volume: 1 } as TimelineItem)).toBe(false);
  });
});

describe('sameExcept', () => {
  it('ignores the one named field and nothing else', () => {
    const track = { id: 't', name: 'Main', items: [clip] };
    expect(sameExcept(track, { ...track, items: [] }, 'items')).toBe(true);
    expect(sameExcept(track, { ...track, name: 'Intro', items: [] }, 'items')).toBe(false);
    expect(sameExcept(track, { ...track, items: [] }, 'name')).toBe(false);
  });
});

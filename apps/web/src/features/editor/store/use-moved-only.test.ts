import { renderHook } from '@testing-library/react';
import type { TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { useMovedOnly } from './use-moved-only';

const clip = { id: 'a', type: 'audios', startTime: 0, duration: 2000, fadeIn: 0 } as TimelineItem;

describe('useMovedOnly', () => {
  it('keeps handing back the item while it only moves, and the new one once it really changes', () => {
    const { result } = renderHook(() => useMovedOnly((item: TimelineItem | undefined) => item));
    const select = result.current;
    expect(select(clip)).toBe(clip);
    expect(select({ ...clip, startTime: 500 })).toBe(clip);
    const faded = { ...clip, startTime: 500, fadeIn: 300 };
    expect(select(faded)).toBe(faded);
    expect(select(undefined)).toBeUndefined();
  });
});

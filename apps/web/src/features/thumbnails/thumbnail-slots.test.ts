import { describe, expect, it } from 'vitest';
import { failedThumbnail, makeThumbnail } from './test/thumbnail-fixtures';
import {
  failedSlots,
  finalSlots,
  pendingSlots,
  readyThumbnails,
  slotOf,
  withThumbnail,
} from './thumbnail-slots';

describe('thumbnail slots', () => {
  it('start as placeholders and fill in each variation in its place', () => {
    const second = makeThumbnail(2);
    const slots = withThumbnail(pendingSlots(3), second);
    expect(slots.map((slot) => slot.kind)).toEqual(['pending', 'ready', 'pending']);
    expect(readyThumbnails(slots)).toEqual([second]);
  });

  it('mark a failed variation failed with its message', () => {
    expect(slotOf(failedThumbnail(1, 'Invalid API key.'))).toEqual({
      kind: 'failed',
      message: 'Invalid API key.',
    });
  });

  it('ignore a variation outside the grid', () => {
    expect(withThumbnail(pendingSlots(3), makeThumbnail(4))).toEqual(pendingSlots(3));
  });

  it('fail every slot the final answer lacks', () => {
    const slots = finalSlots(3, [makeThumbnail(1), failedThumbnail(3)]);
    expect(slots.map((slot) => slot.kind)).toEqual(['ready', 'failed', 'failed']);
    expect(failedSlots(2)).toEqual([
      { kind: 'failed', message: null },
      { kind: 'failed', message: null },
    ]);
  });
});

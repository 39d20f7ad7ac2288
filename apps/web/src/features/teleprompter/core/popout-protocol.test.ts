import { describe, expect, it } from 'vitest';
import {
  channelName,
  mainMessageSchema,
  popoutMessageSchema,
  popoutPath,
  progressAt,
  toProgressClock,
} from './popout-protocol';
import { play, positionAt, stoppedClock } from './scroll-clock';

describe('pop-out protocol', () => {
  it('names a channel and a path per opening', () => {
    expect(channelName('abc')).toBe('reelwright-teleprompter:abc');
    expect(popoutPath('a b')).toBe('/teleprompter?channel=a%20b');
  });

  it('follows the main clock in progress units', () => {
    const max = 2000;
    const clock = play(stoppedClock(50, 500), 1000, max);
    const follower = toProgressClock(clock, max, 1_700_000_000_000);
    for (const t of [1000, 2000, 5000, 40_000]) {
      const mainProgress = positionAt(clock, t, max).position / max;
      expect(progressAt(follower, 1_700_000_000_000 + t)).toBeCloseTo(mainProgress, 9);
    }
  });

  it('holds still when paused and sits at the end of an empty range', () => {
    const paused = toProgressClock(stoppedClock(50, 300), 600, 0);
    expect(progressAt(paused, 1e9)).toBe(0.5);
    const empty = toProgressClock(play(stoppedClock(50), 0, 0), 0, 0);
    expect(progressAt(empty, 1e9)).toBe(1);
  });

  it('accepts only well-formed messages', () => {
    expect(popoutMessageSchema.safeParse({ type: 'command', action: 'toggle' }).success).toBe(true);
    expect(popoutMessageSchema.safeParse({ type: 'command', action: 'rm -rf' }).success).toBe(
      false,
    );
    expect(mainMessageSchema.safeParse({ type: 'state', state: {} }).success).toBe(false);
    expect(
      mainMessageSchema.safeParse({
        type: 'state',
        state: {
          script: 'Hi',
          fontSize: 24,
          mirrorX: false,
          mirrorY: false,
          readingLine: true,
          countdown: null,
          clock: { playing: true, anchorProgress: 0, anchorTime: 1, progressPerMs: 0.001 },
        },
      }).success,
    ).toBe(true);
  });
});

import { FREE_PLAN_LIMITS, UNLIMITED } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { freeVideosLeft, type DashboardUser } from './dashboard-user';

const free = (videosCreated: number): DashboardUser => ({
  name: 'Ann',
  plan: 'free',
  videosCreated,
  limits: FREE_PLAN_LIMITS,
});

describe('freeVideosLeft', () => {
  it('is 5 minus the videos created on the free plan, never below 0', () => {
    expect(freeVideosLeft(free(0))).toBe(5);
    expect(freeVideosLeft(free(4))).toBe(1);
    expect(freeVideosLeft(free(5))).toBe(0);
    expect(freeVideosLeft(free(9))).toBe(0);
  });

  it('counts the videos of this month when the server sends monthly usage', () => {
    const usage = { scriptsGenerated: 0, audioGenerated: 0, thumbnailsGenerated: 0 };
    expect(freeVideosLeft({ ...free(12), usage: { ...usage, videosCreated: 1 } })).toBe(4);
    expect(
      freeVideosLeft({
        ...free(0),
        usage: { ...usage, videosCreated: 2 },
        limits: { ...FREE_PLAN_LIMITS, videosCreated: 8 },
      }),
    ).toBe(6);
  });

  it('does not apply to paid plans, unlimited limits or a user without plan data', () => {
    expect(freeVideosLeft({ ...free(2), plan: 'creator' })).toBeNull();
    expect(
      freeVideosLeft({ ...free(2), limits: { ...FREE_PLAN_LIMITS, videosCreated: UNLIMITED } }),
    ).toBeNull();
    expect(freeVideosLeft({ name: 'Ann' })).toBeNull();
  });
});

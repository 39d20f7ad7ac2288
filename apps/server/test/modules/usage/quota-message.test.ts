import { describe, expect, it } from 'vitest';
import { quotaMessage } from '../../../src/modules/usage/quota-message';

const base = { used: 0, requested: 1, renewsOn: '2026-12-01' };

describe('quota message', () => {
  it('names the limit, the plan and what the next plan gives', () => {
    expect(quotaMessage({ ...base, subscription: 'free', kind: 'scriptsGenerated', used: 3 })).toBe(
      'You have used all 3 scripts of the Free plan this month. Boost gives you 25.',
    );
    expect(quotaMessage({ ...base, subscription: 'free', kind: 'videosCreated', used: 5 })).toBe(
      'You have used all 5 videos of the Free plan this month. Boost gives you unlimited.',
    );
    expect(
      quotaMessage({ ...base, subscription: 'creator', kind: 'thumbnailsGenerated', used: 30 }),
    ).toBe('You have used all 30 thumbnails of the Boost plan this month. Pro gives you 100.');
  });

  it('says what is left when a request needs more than remains', () => {
    expect(
      quotaMessage({
        ...base,
        subscription: 'free',
        kind: 'audioGenerated',
        used: 9_000,
        requested: 2_500,
      }),
    ).toBe(
      "This needs 2,500 voice-over characters, but only 1,000 of the Free plan's 10,000 are left this month. Boost gives you 60,000.",
    );
  });

  it('tells the top plan when its allowance renews', () => {
    expect(
      quotaMessage({ ...base, subscription: 'pro', kind: 'scriptsGenerated', used: 100 }),
    ).toBe(
      'You have used all 100 scripts of the Pro plan this month. Your allowance renews on 2026-12-01.',
    );
  });
});

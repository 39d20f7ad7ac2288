import { describe, expect, it } from 'vitest';
import { planChangeTiming } from './plan-change';

describe('planChangeTiming', () => {
  it('applies a higher plan at once, whatever the billing interval', () => {
    expect(
      planChangeTiming(
        { plan: 'boost', interval: 'monthly' },
        { plan: 'pro', interval: 'monthly' },
      ),
    ).toBe('now');
    expect(
      planChangeTiming({ plan: 'boost', interval: 'yearly' }, { plan: 'pro', interval: 'monthly' }),
    ).toBe('now');
  });

  it('moves to a lower plan at the end of the paid period', () => {
    expect(
      planChangeTiming({ plan: 'pro', interval: 'monthly' }, { plan: 'boost', interval: 'yearly' }),
    ).toBe('period_end');
    expect(
      planChangeTiming({ plan: 'pro', interval: 'yearly' }, { plan: 'boost', interval: 'yearly' }),
    ).toBe('period_end');
  });

  it('treats yearly billing of the same plan as an upgrade and monthly as a downgrade', () => {
    expect(
      planChangeTiming(
        { plan: 'boost', interval: 'monthly' },
        { plan: 'boost', interval: 'yearly' },
      ),
    ).toBe('now');
    expect(
      planChangeTiming(
        { plan: 'boost', interval: 'yearly' },
        { plan: 'boost', interval: 'monthly' },
      ),
    ).toBe('period_end');
  });

  it('has nothing to change for the same plan and interval', () => {
    expect(
      planChangeTiming({ plan: 'pro', interval: 'yearly' }, { plan: 'pro', interval: 'yearly' }),
    ).toBe('none');
  });
});

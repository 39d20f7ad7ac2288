import { describe, expect, it } from 'vitest';
import { returnPathOf } from './use-return-path';

describe('returnPathOf', () => {
  it('joins path, query and hash of the page the guard intercepted', () => {
    expect(
      returnPathOf({ from: { pathname: '/app/video-maker', search: '?draft=1', hash: '#top' } }),
    ).toBe('/app/video-maker?draft=1#top');
    expect(returnPathOf({ from: { pathname: '/settings' } })).toBe('/settings');
  });

  it('has no target without a usable origin', () => {
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf({})).toBeNull();
    expect(returnPathOf({ from: { pathname: 42 } })).toBeNull();
    expect(returnPathOf({ from: { pathname: 'app' } })).toBeNull();
    expect(returnPathOf({ from: { pathname: '//evil.example/x' } })).toBeNull();
  });
});

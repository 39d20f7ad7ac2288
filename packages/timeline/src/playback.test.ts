import { describe, expect, it } from 'vitest';
import { addItem } from './commands/add-item';
import { resizeItem } from './commands/resize-item';
import { advancePlayhead, clampSeek, skipPlayhead, whatPlaysAt } from './playback';
import { mainTrackWith, media } from './test-fixtures';

describe('playback', () => {
  let document = mainTrackWith([0, 10], [10, 5]);
  document = resizeItem(document, 'v2', 'left', 12000).document;
  document = addItem(document, media('s', 'audios', { sourceDuration: 30000 }), 5000).document;

  it('finds what plays at t on each track with the source time', () => {
    expect(whatPlaysAt(document, 13000).map((p) => [p.trackId, p.item.id, p.sourceTime])).toEqual([
      ['main-video', 'v2', 3000],
      ['audio-1', 's', 8000],
    ]);
    expect(whatPlaysAt(document, 10000).map((p) => p.item.id)).toEqual(['s']);
    expect(whatPlaysAt(document, 9999).map((p) => [p.item.id, p.sourceTime])).toEqual([
      ['v1', 9999],
      ['s', 4999],
    ]);
  });

  it('clamps seeks and stops at the end', () => {
    expect(clampSeek(document, -5)).toBe(0);
    expect(clampSeek(document, 61000.4)).toBe(60000);
    expect(advancePlayhead(document, 1000)).toEqual({ time: 1100, playing: true });
    expect(skipPlayhead(document, 4000, -1)).toBe(0);
    expect(skipPlayhead(document, 4000, 1)).toBe(14000);
    expect(skipPlayhead(document, 55000, 1)).toBe(60000);
    expect(advancePlayhead(document, 59950)).toEqual({ time: 60000, playing: false });
  });
});

import type { AnalyticsMonth } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './analytics-csv';

const month = (name: string, overrides: Partial<AnalyticsMonth> = {}): AnalyticsMonth => ({
  month: name,
  scripts: 0,
  voiceMinutes: 0,
  voiceCharacters: 0,
  thumbnails: 0,
  videos: 0,
  projects: 0,
  ...overrides,
});

const headers = {
  month: 'Month',
  scripts: 'Scripts',
  voiceMinutes: 'Voice-over minutes',
  thumbnails: 'Thumbnails',
  videos: 'Videos',
  projects: 'Projects',
};

describe('analytics CSV', () => {
  it('has a header row and one row per month, in the table’s columns, with CRLF line ends', () => {
    const csv = analyticsCsv(
      [
        month('2025-12', { scripts: 3, voiceMinutes: 2.5, voiceCharacters: 2250, projects: 1 }),
        month('2026-01', { thumbnails: 6, videos: 2 }),
      ],
      headers,
    );
    expect(csv).toBe(
      'Month,Scripts,Voice-over minutes,Thumbnails,Videos,Projects\r\n' +
        '2025-12,3,2.5,0,0,1\r\n' +
        '2026-01,0,0,6,2,0\r\n',
    );
  });

  it('quotes headers holding commas or quotes', () => {
    const csv = analyticsCsv([month('2026-01')], {
      ...headers,
      voiceMinutes: 'Voice, minutes',
      videos: 'Videos "exported"',
    });
    expect(csv.split('\r\n')[0]).toBe(
      'Month,Scripts,"Voice, minutes",Thumbnails,"Videos ""exported""",Projects',
    );
  });
});

import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { stubApi } from '../../../test/stub-api';
import { fail, ok } from '../../../test/users';
import '../marketing-locales';
import { AboutCounters } from './about-counters';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('about counters', () => {
  it('show the figures GET /api/stats answers, by name', async () => {
    stubApi({
      'GET /api/stats': () => ok({ creators: 1234, scripts: 56, voiceMinutes: 7, videos: 0 }),
    });
    render(<AboutCounters />);
    const region = screen.getByRole('region', { name: 'Reelwright in numbers' });
    await within(region).findByText('1,234');
    const figures = within(region)
      .getAllByRole('definition')
      .map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]);
    expect(figures).toEqual([
      ['Creators', '1,234'],
      ['Scripts written', '56'],
      ['Minutes of voice-over', '7'],
      ['Videos exported', '0'],
    ]);
  });

  it('say so when the figures cannot be loaded', async () => {
    stubApi({ 'GET /api/stats': () => fail(500, 'INTERNAL', 'Something went wrong') });
    render(<AboutCounters />);
    expect(await screen.findByText('The figures are not available right now.')).toBeTruthy();
    expect(screen.queryAllByRole('definition')).toEqual([]);
  });
});

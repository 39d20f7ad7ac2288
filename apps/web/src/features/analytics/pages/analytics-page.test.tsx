import type { AnalyticsMonth } from '@reelwright/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { stubApi } from '../../../test/stub-api';
import { makeValidToken } from '../../../test/tokens';
import { fail, ok } from '../../../test/users';
import AnalyticsPage from './analytics-page';

const MONTH_NAMES = [
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
];

const zeros = (): AnalyticsMonth[] =>
  MONTH_NAMES.map((month) => ({
    month,
    scripts: 0,
    voiceMinutes: 0,
    voiceCharacters: 0,
    thumbnails: 0,
    videos: 0,
    projects: 0,
  }));

function activeMonths(): AnalyticsMonth[] {
  const months = zeros();
  Object.assign(months[0]!, { scripts: 2, projects: 1 });
  Object.assign(months[8]!, { voiceMinutes: 1.5, voiceCharacters: 1350, thumbnails: 3 });
  Object.assign(months[11]!, { scripts: 5, videos: 4, projects: 2 });
  return months;
}

type Routes = Parameters<typeof stubApi>[0];

function renderPage(subscription: string, routes: Routes = {}) {
  const api = stubApi({ 'GET /api/analytics': () => ok({ months: activeMonths() }), ...routes });
  render(
    <MemoryRouter>
      <AnalyticsPage user={{ subscription }} />
    </MemoryRouter>,
  );
  return api;
}

beforeEach(() => {
  localStorage.setItem('authToken', makeValidToken());
  // happy-dom lays nothing out; the charts measure their box to draw.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 320, height: 208 }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

describe('analytics page for Pro', () => {
  it('charts each figure with a title and a description of what it shows', async () => {
    renderPage('pro');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your analytics...');
    expect(document.title).toBe('Reelwright — Analytics');

    const scripts = await screen.findByRole('figure', { name: 'Scripts' });
    const description = document.getElementById(scripts.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(
      'Scripts per month from May 2025 to April 2026: 7 in all, most in April 2026 (5).',
    );
    const voice = screen.getByRole('figure', { name: 'Voice-over minutes' });
    expect(voice.textContent).toContain('1.5 in all, most in January 2026 (1.5).');
    expect(screen.getByRole('figure', { name: 'Thumbnails' }).textContent).toContain(
      'Thumbnails per month from May 2025 to April 2026: 3 in all',
    );
    expect(
      screen.getAllByRole('figure').map((figure) => figure.querySelector('h3')?.textContent),
    ).toEqual(['Scripts', 'Voice-over minutes', 'Thumbnails', 'Videos', 'Projects']);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says “none yet” of a figure without activity rather than naming a peak', async () => {
    const months = zeros();
    months[3]!.scripts = 1;
    renderPage('pro', { 'GET /api/analytics': () => ok({ months }) });
    const videos = await screen.findByRole('figure', { name: 'Videos' });
    expect(document.getElementById(videos.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Videos per month from May 2025 to April 2026: none yet.',
    );
  });

  it('shows the same numbers as a table with the Table toggle', async () => {
    renderPage('pro');
    const table = await screen.findByRole('button', { name: 'Table' });
    expect(table.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(table);
    expect(table.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('figure')).toBeNull();

    const grid = screen.getByRole('table', {
      name: 'Your activity by month, May 2025 to April 2026',
    });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(14);
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      'Month',
      'Scripts',
      'Voice-over minutes',
      'Thumbnails',
      'Videos',
      'Projects',
    ]);
    expect(cells(rows[1]!)).toEqual(['May 2025', '2', '0', '0', '0', '1']);
    expect(cells(rows[9]!)).toEqual(['January 2026', '0', '1.5', '3', '0', '0']);
    expect(cells(rows[13]!)).toEqual(['Total', '7', '1.5', '3', '4', '3']);

    fireEvent.click(screen.getByRole('button', { name: 'Charts' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('figure')).toHaveLength(5);
  });

  it('downloads the table as a CSV file', async () => {
    const saved: { blob?: Blob; filename?: string } = {};
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.blob = blob as Blob;
      return 'blob:analytics';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.filename = this.download;
    });
    renderPage('pro');
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(saved.filename).toBe('reelwright-analytics-2025-05-to-2026-04.csv');
    expect(saved.blob?.type).toBe('text/csv;charset=utf-8');
    const lines = (await saved.blob!.text()).split('\r\n');
    expect(lines[0]).toBe('Month,Scripts,Voice-over minutes,Thumbnails,Videos,Projects');
    expect(lines.slice(1, 13)).toHaveLength(12);
    expect(lines[1]).toBe('2025-05,2,0,0,0,1');
    expect(lines[9]).toBe('2026-01,0,1.5,3,0,0');
    expect(lines[12]).toBe('2026-04,5,0,0,4,2');
    expect(lines[13]).toBe('');
  });

  it('says when there is nothing to show yet', async () => {
    renderPage('pro', { 'GET /api/analytics': () => ok({ months: zeros() }) });
    expect(
      await screen.findByRole('heading', { name: 'No activity in the last 12 months yet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the studio' }).getAttribute('href')).toBe(
      '/app/studio',
    );
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('offers a retry when the analytics do not load', async () => {
    let calls = 0;
    renderPage('pro', {
      'GET /api/analytics': () => {
        calls += 1;
        return calls === 1
          ? fail(500, 'INTERNAL', 'Something went wrong')
          : ok({ months: activeMonths() });
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load your analytics.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure', { name: 'Scripts' })).toBeTruthy();
  });

  it('shows the offer when the server says the plan has no analytics', async () => {
    renderPage('pro', {
      'GET /api/analytics': () => fail(403, 'PLAN_REQUIRED', 'Analytics come with the Pro plan.'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Analytics come with the Pro plan' }),
    ).toBeTruthy();
  });

  it('speaks Russian', async () => {
    await act(() => changeLanguage('ru'));
    renderPage('pro');
    expect(screen.getByRole('heading', { level: 1, name: 'Аналитика' })).toBeTruthy();
    expect(await screen.findByRole('figure', { name: 'Сценарии' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Таблица' }));
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toMatch(
      /^Ваша активность по месяцам, с май 2025/,
    );
  });
});

describe('analytics page for other plans', () => {
  it.each(['free', 'boost'])('shows %s users what analytics offer and the way to Pro', (plan) => {
    const { fetchMock } = renderPage(plan);
    expect(screen.getByRole('heading', { name: 'Analytics come with the Pro plan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('analytics charts', () => {
  it('draw a bar per month with the chart’s own title and description', async () => {
    renderPage('pro');
    const figure = await screen.findByRole('figure', { name: 'Videos' });
    await waitFor(() => expect(figure.querySelector('svg.recharts-surface')).not.toBeNull());
    const svg = figure.querySelector('svg.recharts-surface')!;
    expect(svg.querySelector('title')?.textContent).toBe('Videos');
    expect(svg.querySelector('desc')?.textContent).toBe(
      'Videos per month from May 2025 to April 2026: 4 in all, most in April 2026 (4).',
    );
    // One month has videos: one bar with height; the empty months draw none.
    await waitFor(() => expect(svg.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(1));
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { makeValidToken } from '../../../test/tokens';
import { makeUser, ok } from '../../../test/users';
import type { DashboardUser } from '../dashboard-user';
import DashboardPage from './dashboard-page';

function renderDashboard(user: DashboardUser, onOpenThumbnailMaker?: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: <DashboardPage user={user} onOpenThumbnailMaker={onOpenThumbnailMaker} />,
      },
    ],
    { initialEntries: ['/app'] },
  );
  return render(<RouterProvider router={router} />);
}

const usage = (videosCreated: number) => ({
  scriptsGenerated: 0,
  audioGenerated: 0,
  thumbnailsGenerated: 0,
  videosCreated,
});

const hrefOf = (name: RegExp | string) => screen.getByRole('link', { name }).getAttribute('href');

const summary = (index: number, title: string) => ({
  id: `6f1c0d3e-8d5b-4a7e-9a43-1f2b3c4d5e${String(index).padStart(2, '0')}`,
  title,
  topic: title,
  contentType: 'tech',
  language: 'english',
  duration: 'medium',
  revision: 3,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: `2025-03-0${index}T12:30:00.000Z`,
});

function stubProjects(projects: unknown[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) !== '/api/projects?limit=5') {
      throw new Error(`unexpected call ${String(input)}`);
    }
    return ok({ projects });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  localStorage.setItem('authToken', makeValidToken());
  stubProjects([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard', () => {
  it('welcomes the user by name with the plan and the free videos left', () => {
    renderDashboard(makeUser({ videosCreated: 2, usage: usage(2) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ann Lee!' })).toBeTruthy();
    expect(screen.getByText('Free plan')).toBeTruthy();
    expect(screen.getByText('Videos left this month: 3')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Only 1 video left!' })).toBeNull();
    expect(document.title).toBe('Reelwright — Dashboard');
  });

  it('offers the studio, the thumbnail maker and My Videos', () => {
    const onOpenThumbnailMaker = vi.fn();
    renderDashboard(makeUser(), onOpenThumbnailMaker);
    expect(hrefOf(/Create New Video/)).toBe('/app/video-maker');
    expect(hrefOf(/Script Generator/)).toBe('/app/video-maker');
    const thumbnails = screen.getByRole('button', { name: /Thumbnail Maker/ });
    expect(within(thumbnails).queryByText('Coming soon')).toBeNull();
    fireEvent.click(thumbnails);
    expect(onOpenThumbnailMaker).toHaveBeenCalledOnce();
    expect(hrefOf(/My Videos/)).toBe('/app/my-videos');
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('shows the thumbnail maker as coming soon when nothing opens it', () => {
    renderDashboard(makeUser());
    expect(screen.queryByRole('button', { name: /Thumbnail Maker/ })).toBeNull();
    const card = screen.getByText('Thumbnail Maker').closest('[aria-disabled="true"]');
    expect(card?.textContent).toContain('Coming soon');
  });

  it('warns when only one video is left', () => {
    renderDashboard(makeUser({ videosCreated: 4, usage: usage(4) }));
    expect(screen.getByRole('heading', { name: 'Only 1 video left!' })).toBeTruthy();
    expect(hrefOf('Upgrade now')).toBe('/pricing');
    expect(hrefOf(/Create New Video/)).toBe('/app/video-maker');
  });

  it('blocks new videos at the free limit, asking for an upgrade', () => {
    renderDashboard(makeUser({ videosCreated: 5, usage: usage(5) }));
    expect(
      screen.getByRole('heading', { name: "You've reached your free plan limit!" }),
    ).toBeTruthy();
    expect(screen.getByText('Videos left this month: 0')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Create New Video/ })).toBeNull();
    const card = screen.getByText('Create New Video').closest('[aria-disabled="true"]');
    expect(card?.textContent).toContain('Upgrade required');
  });

  it('shows no free-plan counter or banner on a paid plan', () => {
    renderDashboard(
      makeUser({
        subscription: 'boost',
        plan: 'creator',
        videosCreated: 40,
        limits: {
          scriptsGenerated: 25,
          audioGenerated: 60_000,
          thumbnailsGenerated: 30,
          videosCreated: -1,
        },
      }),
    );
    expect(screen.getByText('Boost plan')).toBeTruthy();
    expect(screen.queryByText(/Videos left this month/)).toBeNull();
    expect(screen.queryByRole('heading', { name: /free plan limit/ })).toBeNull();
    expect(hrefOf(/Create New Video/)).toBe('/app/video-maker');
  });

  it('shows the real counters only', () => {
    renderDashboard(
      makeUser({
        videosCreated: 3,
        usage: {
          scriptsGenerated: 2,
          audioGenerated: 1_234,
          thumbnailsGenerated: 4,
          videosCreated: 3,
        },
      }),
    );
    const stats = screen.getByRole('heading', { name: 'Your numbers' }).parentElement!;
    const stat = (label: string) => within(stats).getByText(label).parentElement?.textContent;
    expect(stat('Videos Created')).toBe('Videos Created3');
    expect(stat('Scripts generated')).toBe('Scripts generated2of 3 this month');
    expect(stat('Voice-over characters')).toBe('Voice-over characters1,234of 10,000 this month');
    expect(stat('Thumbnails generated')).toBe('Thumbnails generated4of 5 this month');
  });

  it('has an empty recent activity that invites the first video', async () => {
    renderDashboard(makeUser());
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    expect(hrefOf('Create First Video')).toBe('/app/video-maker');
  });

  it('lists the five most recent projects (asking for five), each opening in the studio', async () => {
    const fetchMock = stubProjects(
      [6, 5, 4, 3, 2].map((index) => summary(index, `Project ${index}`)),
    );
    renderDashboard(makeUser());
    const list = await screen.findByRole('list', { name: 'Your most recent projects' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent?.slice(0, 9))).toEqual([
      'Project 6',
      'Project 5',
      'Project 4',
      'Project 3',
      'Project 2',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(`/app/video-maker?project=${summary(6, '').id}`);
    expect(links[0]?.textContent).toContain('Updated Mar 6, 2025');
    expect(screen.queryByText('No activity yet')).toBeNull();
    expect(hrefOf('View all videos')).toBe('/app/my-videos');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toMatch(/^Bearer /);
  });
});

import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { makeUser } from '../../../test/users';
import type { DashboardUser } from '../dashboard-user';
import DashboardPage from './dashboard-page';

function renderDashboard(user: DashboardUser) {
  const router = createMemoryRouter([{ path: '/app', element: <DashboardPage user={user} /> }], {
    initialEntries: ['/app'],
  });
  return render(<RouterProvider router={router} />);
}

const usage = (videosCreated: number) => ({
  scriptsGenerated: 0,
  audioGenerated: 0,
  thumbnailsGenerated: 0,
  videosCreated,
});

const hrefOf = (name: RegExp | string) => screen.getByRole('link', { name }).getAttribute('href');

describe('dashboard', () => {
  it('welcomes the user by name with the plan and the free videos left', () => {
    renderDashboard(makeUser({ videosCreated: 2, usage: usage(2) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ann Lee!' })).toBeTruthy();
    expect(screen.getByText('Free plan')).toBeTruthy();
    expect(screen.getByText('Videos left this month: 3')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Only 1 video left!' })).toBeNull();
    expect(document.title).toBe('Reelwright — Dashboard');
  });

  it('offers the studio and marks the tools that are not ready yet', () => {
    renderDashboard(makeUser());
    expect(hrefOf(/Create New Video/)).toBe('/app/video-maker');
    expect(hrefOf(/Script Generator/)).toBe('/app/video-maker');
    for (const tool of ['Thumbnail Maker', 'My Videos']) {
      expect(screen.queryByRole('link', { name: new RegExp(tool) })).toBeNull();
      const card = screen.getByText(tool).closest('[aria-disabled="true"]') as HTMLElement;
      expect(within(card).getByText('Coming soon')).toBeTruthy();
    }
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

  it('has an empty recent activity that invites the first video', () => {
    renderDashboard(makeUser());
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
    expect(screen.getByText('No activity yet')).toBeTruthy();
    expect(hrefOf('Create First Video')).toBe('/app/video-maker');
  });
});

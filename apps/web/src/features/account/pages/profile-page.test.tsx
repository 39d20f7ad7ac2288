import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { makeUser } from '../../../test/users';
import ProfilePage from './profile-page';

const renderProfile = (user: Parameters<typeof ProfilePage>[0]['user']) =>
  render(
    <MemoryRouter>
      <ProfilePage user={user} />
    </MemoryRouter>,
  );

const describedAs = (term: string) =>
  within(screen.getByRole('region', { name: 'Account' })).getByText(term).nextElementSibling
    ?.textContent;

describe('profile page', () => {
  it('shows name, email, plan, member since and this month’s usage against the limits', () => {
    renderProfile(
      makeUser({
        createdAt: '2025-03-14T09:00:00.000Z',
        usage: {
          scriptsGenerated: 2,
          audioGenerated: 4500,
          thumbnailsGenerated: 1,
          videosCreated: 3,
        },
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeTruthy();
    expect(describedAs('Email')).toBe('ann@example.com');
    expect(describedAs('Plan')).toBe('Free');
    expect(describedAs('Member since')).toBe('March 14, 2025');

    const usage = screen.getByRole('region', { name: 'Usage this month' });
    const lines = within(usage)
      .getAllByRole('definition')
      .map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]);
    expect(lines).toEqual([
      ['Scripts', '2 / 3'],
      ['Voice-over characters', '4k / 10k'],
      ['Thumbnails', '1 / 5'],
      ['Videos', '3 / 5'],
    ]);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });

  it('shows a paid plan with its renewal date and unlimited videos', () => {
    renderProfile(
      makeUser({
        subscription: 'boost',
        plan: 'creator',
        subscriptionRenewsAt: '2026-02-01T00:00:00.000Z',
        limits: {
          scriptsGenerated: 25,
          audioGenerated: 60_000,
          thumbnailsGenerated: 30,
          videosCreated: -1,
        },
      }),
    );
    expect(screen.getByText('Boost')).toBeTruthy();
    expect(screen.getByText('Renews on February 1, 2026')).toBeTruthy();
    expect(screen.getByText('0 / Unlimited')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('copes with a session saved before usage and join date were part of the user', () => {
    renderProfile({ name: 'Ann Lee', email: 'ann@example.com' });
    expect(screen.queryByText('Member since')).toBeNull();
    expect(screen.getByText('Your usage will show here after the next sign-in.')).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, detectLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import { makeValidToken } from '../../test/tokens';
import { makeUser } from '../../test/users';
import { demoHoursLeft } from './profile-menu';

function signInAs(user: Record<string, unknown>) {
  localStorage.setItem('authToken', makeValidToken());
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === '/api/auth/logout'
      ? new Response(JSON.stringify({ success: true, data: null }), { status: 200 })
      : new Response(JSON.stringify({ success: true, data: { user } }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

describe('profile menu', () => {
  it('shows the account, offers an upgrade to free users and closes on Escape', async () => {
    signInAs({ name: 'Ann Lee', email: 'ann@example.com', subscription: 'free' });
    renderApp('/settings');
    const button = await screen.findByRole('button', { name: 'Ann Lee' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const menu = screen.getByRole('group', { name: 'Account' });
    expect(within(menu).getByText('ann@example.com')).toBeTruthy();
    expect(within(menu).getByText('Plan: Free')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(within(menu).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(within(menu).getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(within(menu).queryByRole('link', { name: 'Manage Subscription' })).toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Account' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('offers subscription management to paid users and closes on an outside click', async () => {
    signInAs({ name: 'Ann Lee', email: 'ann@example.com', subscription: 'pro' });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    expect(screen.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.getByText('Plan: Pro')).toBeTruthy();

    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('group', { name: 'Account' })).toBeNull();
  });

  it('signs out to the landing page', async () => {
    const fetchMock = signInAs({ name: 'Ann Lee', email: 'ann@example.com', subscription: 'free' });
    const { router } = renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Try Free' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('profile menu usage', () => {
  it("lists this month's usage against the plan, voice-over in thousands", async () => {
    signInAs(
      makeUser({
        usage: {
          scriptsGenerated: 2,
          audioGenerated: 4_999,
          thumbnailsGenerated: 1,
          videosCreated: 3,
        },
      }),
    );
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    const menu = screen.getByRole('group', { name: 'Account' });
    const line = (label: string) =>
      within(menu).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(within(menu).getByText('Usage this month')).toBeTruthy();
    expect(line('Scripts')).toBe('2 / 3');
    expect(line('Voice-over characters')).toBe('4k / 10k');
    expect(line('Thumbnails')).toBe('1 / 5');
    expect(line('Videos')).toBe('3 / 5');
    expect(within(menu).queryByText('Using remaining credits')).toBeNull();
  });

  it('says Unlimited for unlimited counters', async () => {
    signInAs(
      makeUser({
        subscription: 'pro',
        plan: 'agency',
        limits: {
          scriptsGenerated: 100,
          audioGenerated: 200_000,
          thumbnailsGenerated: 100,
          videosCreated: -1,
        },
      }),
    );
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    const menu = screen.getByRole('group', { name: 'Account' });
    expect(within(menu).getByText('Videos').closest('div')?.textContent).toContain('0 / Unlimited');
    expect(within(menu).getByText('Voice-over characters').closest('div')?.textContent).toContain(
      '0k / 200k',
    );
  });

  it('marks a cancelled subscription back on free as using its remaining credits', async () => {
    signInAs(makeUser({ subscriptionStatus: 'canceled' }));
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    const menu = screen.getByRole('group', { name: 'Account' });
    expect(within(menu).getByText('Using remaining credits')).toBeTruthy();
    expect(menu.querySelectorAll('dt svg')).toHaveLength(4);
  });

  it('tells a demo user when the account will be deleted', async () => {
    signInAs(
      makeUser({
        isDemo: true,
        demoExpiresAt: new Date(Date.now() + 23.5 * 3_600_000).toISOString(),
      }),
    );
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    expect(screen.getByText('Demo account — deleted in 24 h')).toBeTruthy();
  });

  it('counts whole hours up, and at least 1 while the demo exists', () => {
    const now = Date.UTC(2025, 0, 1);
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(demoHoursLeft(at(24 * 3_600_000), now)).toBe(24);
    expect(demoHoursLeft(at(90 * 60_000), now)).toBe(2);
    expect(demoHoursLeft(at(60_000), now)).toBe(1);
    expect(demoHoursLeft(at(-60_000), now)).toBe(1);
  });
});

describe('language switch', () => {
  it('switches the language at once, remembers it and updates <html lang>', async () => {
    renderApp('/');
    const select = await screen.findByLabelText('Language');
    expect(within(select).getByRole('option', { name: 'English' })).toBeTruthy();
    expect(within(select).getByRole('option', { name: 'Русский' })).toBeTruthy();

    fireEvent.change(select, { target: { value: 'ru' } });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'От идеи до готового видео — в одной студии',
      }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Язык')).toBe(select);
    expect(localStorage.getItem('language')).toBe('ru');
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
  });

  it('starts from the saved language, else Russian for Russian browsers, else English', () => {
    expect(detectLanguage('ru', 'en-US')).toBe('ru');
    expect(detectLanguage('en', 'ru-RU')).toBe('en');
    expect(detectLanguage(null, 'ru-RU')).toBe('ru');
    expect(detectLanguage('de', 'ru')).toBe('ru');
    expect(detectLanguage(null, 'de-DE')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
  });
});

describe('landing header', () => {
  it('scrolls to a section with an 80 px offset for the sticky header', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const section = document.getElementById('reviews')!;
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Reviews' }));
    expect(scrollTo).toHaveBeenCalledWith(
      expect.objectContaining({ top: window.scrollY + 1000 - 80 }),
    );
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, detectLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import { makeValidToken } from '../../test/tokens';

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

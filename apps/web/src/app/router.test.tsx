import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeValidToken } from '../test/tokens';
import { renderApp } from '../test/render-app';
import { routes } from './router';

function signInAs(user: Record<string, unknown>) {
  localStorage.setItem('authToken', makeValidToken());
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ success: true, data: { user } }), { status: 200 }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('shows the landing page at /', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'From idea to published video, in one studio',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Try Free' }).getAttribute('href')).toBe(
      '/auth?mode=signup',
    );
    expect(screen.getByRole('button', { name: 'Pricing' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade Pro' })).toBeNull();
  });

  it('shows Page not found for unknown paths, in the site layout, with ways on', async () => {
    const { router } = renderApp('/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/nope');
    const ways = screen.getByRole('navigation', { name: 'Where to go instead' });
    expect(
      [...ways.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home page', '/'],
      ['Open the studio', '/app/video-maker'],
      ['Help Center', '/help-center'],
    ]);
    expect(screen.getByRole('link', { name: 'Upgrade Pro' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('sends a guest from a protected page to /auth, remembering where they were going', async () => {
    const { router } = renderApp('/settings?tab=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/settings', search: '?tab=1' },
    });
  });

  it('shows a guest the demo sign-in card in the studio instead of sending them away', async () => {
    const { router } = renderApp('/app/video-maker');
    // The studio's chunk is the largest (editor, export, teleprompter, thumbnails): its first
    // import in the test runner is transformed on the spot, which takes seconds on a busy machine.
    expect(
      await screen.findByRole('button', { name: 'Log in as demo' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/creates a temporary test account/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/video-maker');
    expect(screen.queryByRole('complementary', { name: 'Content Studio' })).toBeNull();
  }, 20_000);

  it('redirects /login to /auth and keeps the return target', async () => {
    const { router } = renderApp({
      pathname: '/login',
      state: { from: { pathname: '/settings' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: { pathname: '/settings' } });
  });

  it('sends a signed-in user from the landing page and from /auth to the dashboard', async () => {
    signInAs({ name: 'Ann Lee', email: 'ann@example.com' });
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ann Lee!' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate('/auth'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('shows a spinner, not the landing page, while a stored session is checked', async () => {
    localStorage.setItem('authToken', makeValidToken());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderApp('/');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('serves the password pages at /auth/forgot and /auth/reset', async () => {
    const { router } = renderApp('/auth/forgot');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeTruthy();
    await act(() => router.navigate('/auth/reset?token=abc'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });

  it('serves the careers page at /vacancies and /careers', async () => {
    renderApp('/vacancies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeTruthy();
    // The title is set by an effect after the lazily loaded page commits.
    await waitFor(() => expect(document.title).toBe('Reelwright — Careers'));
  });

  it('shows the loading screen while the session is checked, then the dashboard', async () => {
    localStorage.setItem('authToken', makeValidToken());
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderApp('/app');
    expect(await screen.findByText('Loading Reelwright...')).toBeTruthy();
    expect(screen.getByText('Preparing your workspace')).toBeTruthy();
    const user = { name: 'Ann Lee', email: 'ann@example.com', subscription: 'free' };
    answer(new Response(JSON.stringify({ success: true, data: { user } }), { status: 200 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ann Lee!' }),
    ).toBeTruthy();
  });

  it('lets a signed-in user collapse and expand the Content Studio', async () => {
    signInAs({ name: 'Ann Lee', email: 'ann@example.com' });
    renderApp('/app/studio');
    const toggle = await screen.findByRole('button', { name: 'Collapse Content Studio' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Topic' })).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-label')).toBe('Expand Content Studio'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Topic' })).toBeNull();
  });

  it('serves the plans page at /pricing and /upgrade, and the test checkout, to a signed-in user', async () => {
    signInAs({ name: 'Ann Lee', email: 'ann@example.com', subscription: 'free' });
    const { router } = renderApp('/upgrade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your current plan' }).textContent).toContain(
      'Free plan',
    );
    await act(() => router.navigate('/pricing'));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeTruthy();
    await act(() => router.navigate('/checkout/cs_1'));
    expect(await screen.findByText('TEST MODE — no card is charged')).toBeTruthy();
  });

  it('opens the analytics page from the profile menu', async () => {
    signInAs({ name: 'Ann Lee', email: 'ann@example.com', subscription: 'free' });
    const { router } = renderApp('/app');
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    fireEvent.click(screen.getByRole('link', { name: 'Analytics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/analytics');
    expect(screen.getByRole('heading', { name: 'Analytics come with the Pro plan' })).toBeTruthy();
  });

  it('sends a guest from the checkout page to /auth', async () => {
    const { router } = renderApp('/checkout/cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/checkout/cs_1' } });
  });

  it('shows the error screen when a page fails to load', async () => {
    const root = routes[0]!;
    const broken: RouteObject[] = [
      {
        errorElement: root.errorElement,
        HydrateFallback: root.HydrateFallback,
        children: [{ path: '/', lazy: () => Promise.reject(new Error('chunk failed')) }],
      },
    ];
    render(<RouterProvider router={createMemoryRouter(broken)} />);
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
  });
});

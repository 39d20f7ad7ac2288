import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '../../../lib/session-storage';
import { makeToken, makeValidToken } from '../../../test/tokens';
import { fail, makeAccessToken, makeUser, ok } from '../../../test/users';
import { SessionProvider, useSession, type Session } from './session-provider';

let current: Session | undefined;

function Probe() {
  const session = useSession();
  useEffect(() => {
    current = session;
  });
  return <p>status:{session.status}</p>;
}

function renderSession() {
  return render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
}

function storeSession(token: string) {
  localStorage.setItem('authToken', token);
  localStorage.setItem('userData', '{"name":"Old"}');
  localStorage.setItem('refreshToken', 'refresh');
}

function expectStorageCleared() {
  for (const key of SESSION_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
}

function stubFetch(respond: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    respond(String(input)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  current = undefined;
});

describe('SessionProvider', () => {
  it('is a guest without a stored token and calls nothing', async () => {
    const fetchMock = stubFetch(() => json({ success: true, data: null }));
    renderSession();
    expect(await screen.findByText('status:guest')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears an expired stored token and becomes a guest without calling the server', async () => {
    storeSession(makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    const fetchMock = stubFetch(() => json({ success: true, data: null }));
    renderSession();
    expect(await screen.findByText('status:guest')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expectStorageCleared();
  });

  it('clears a malformed stored token', async () => {
    storeSession('not-a-token');
    stubFetch(() => json({ success: true, data: null }));
    renderSession();
    expect(await screen.findByText('status:guest')).toBeTruthy();
    expectStorageCleared();
  });

  it('loads the user for a valid token and stores it', async () => {
    storeSession(makeValidToken());
    const user = { name: 'Ann', email: 'ann@example.com', subscription: 'free' };
    const fetchMock = stubFetch(() => json({ success: true, data: { user } }));
    renderSession();
    expect(screen.getByText('status:loading')).toBeTruthy();
    expect(await screen.findByText('status:authenticated')).toBeTruthy();
    expect(current?.user).toEqual(user);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user);
  });

  it('replaces the signed-in user and stores it, but never revives a signed-out session', async () => {
    storeSession(makeValidToken());
    stubFetch(() => json({ success: true, data: { user: { name: 'Ann', email: 'a@x.io' } } }));
    renderSession();
    await screen.findByText('status:authenticated');
    const boost = { name: 'Ann', email: 'a@x.io', subscription: 'boost' };
    act(() => current!.replaceUser(boost));
    await waitFor(() => expect(current?.user).toEqual(boost));
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(boost);

    localStorage.removeItem('authToken');
    act(() => current!.replaceUser({ name: 'Late', email: 'a@x.io' }));
    expect(current?.user).toEqual(boost);
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(boost);
  });

  it('clears the session when the server does not know the token', async () => {
    storeSession(makeValidToken());
    stubFetch(() =>
      json({ success: false, error: 'Nothing is at GET /api/auth/me.', code: 'NOT_FOUND' }, 404),
    );
    renderSession();
    expect(await screen.findByText('status:guest')).toBeTruthy();
    expectStorageCleared();
  });

  it('signs out locally even when the logout call fails', async () => {
    storeSession(makeValidToken());
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/logout'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : json({ success: true, data: { user: { name: 'Ann', email: 'ann@example.com' } } }),
    );
    renderSession();
    await screen.findByText('status:authenticated');
    await act(() => current!.signOut());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByText('status:guest')).toBeTruthy();
    expectStorageCleared();
  });

  it('becomes a guest when a later call gets 401', async () => {
    storeSession(makeValidToken());
    stubFetch(() =>
      json({ success: true, data: { user: { name: 'Ann', email: 'ann@example.com' } } }),
    );
    renderSession();
    await screen.findByText('status:authenticated');
    const { api } = await import('../../../lib/api-client');
    stubFetch(() => json({ success: false, error: 'Expired', code: 'UNAUTHORIZED' }, 401));
    await act(() => api.get('/api/projects').catch(() => undefined));
    await waitFor(() => expect(screen.getByText('status:guest')).toBeTruthy());
  });

  it('signs in: stores the token and user, and renews the token 5 minutes before expiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = makeUser();
    const token = makeAccessToken(900);
    const renewedUser = makeUser({ videosCreated: 1 });
    const renewed = makeAccessToken(900, Date.now() + 600_000);
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/login'
        ? ok({ user, token })
        : url === '/api/auth/refresh'
          ? ok({ user: renewedUser, token: renewed })
          : fail(404, 'NOT_FOUND', url),
    );
    renderSession();
    await screen.findByText('status:guest');
    await act(() => current!.signIn({ email: 'ann@example.com', password: 'secret' }));

    expect(screen.getByText('status:authenticated')).toBeTruthy();
    expect(current?.user).toEqual(user);
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user);

    // The token's expiry is in whole seconds and real time runs on too (shouldAdvanceTime),
    // so the renewal is checked within a 10 s window, not to the millisecond.
    await act(() => vi.advanceTimersByTimeAsync(600_000 - 10_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/refresh');
    expect(localStorage.getItem('authToken')).toBe(renewed);
    expect(current?.user).toEqual(renewedUser);
    expect(current?.status).toBe('authenticated');
  });

  it('renews a restored session too, and signs out when the renewal is refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession(makeAccessToken(900));
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/me'
        ? ok({ user: makeUser() })
        : fail(401, 'UNAUTHORIZED', 'Your session has ended.'),
    );
    renderSession();
    await screen.findByText('status:authenticated');
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/refresh');
    expect(screen.getByText('status:guest')).toBeTruthy();
    expectStorageCleared();
  });

  it('starts a demo and signs up through their endpoints', async () => {
    const fetchMock = stubFetch((url) =>
      ok({ user: makeUser({ isDemo: url === '/api/auth/demo' }), token: makeAccessToken() }, 201),
    );
    renderSession();
    await screen.findByText('status:guest');
    await act(() => current!.startDemo());
    expect(current?.user?.isDemo).toBe(true);
    await act(() =>
      current!.signUp({ name: 'Ann', email: 'ann@example.com', password: 'long enough' }),
    );
    expect(current?.user?.isDemo).toBe(false);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/demo',
      '/api/auth/register',
    ]);
  });

  it('follows a sign-in and a sign-out made in another tab', async () => {
    stubFetch(() => json({ success: true, data: null }));
    renderSession();
    await screen.findByText('status:guest');

    const token = makeAccessToken();
    localStorage.setItem('userData', JSON.stringify(makeUser({ name: 'Other Tab' })));
    localStorage.setItem('authToken', token);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: token }));
    });
    expect(screen.getByText('status:authenticated')).toBeTruthy();
    expect(current?.user?.name).toBe('Other Tab');

    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByText('status:guest')).toBeTruthy();
  });

  it('logs out without a bearer header, so an expired access token cannot block it', async () => {
    storeSession(makeAccessToken());
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/me' ? ok({ user: makeUser() }) : ok({ message: 'Signed out.' }),
    );
    renderSession();
    await screen.findByText('status:authenticated');
    localStorage.setItem('authToken', makeToken({ exp: Math.floor(Date.now() / 1000) - 5 }));
    await act(() => current!.signOut());
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(current?.signedOut).toBe(true);
    expectStorageCleared();
  });
});

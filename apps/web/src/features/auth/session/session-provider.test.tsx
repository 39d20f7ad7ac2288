import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '../../../lib/session-storage';
import { makeToken, makeValidToken } from '../../../test/tokens';
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
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => respond(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.unstubAllGlobals();
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
});

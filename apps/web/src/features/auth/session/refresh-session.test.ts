import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, makeAccessToken, makeUser, ok } from '../../../test/users';
import { refreshSession } from './refresh-session';

function stubFetch(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshSession', () => {
  it('renews with the refresh cookie, without a bearer header, and stores the result', async () => {
    const known = makeAccessToken(900);
    localStorage.setItem('authToken', known);
    const user = makeUser({ name: 'Ann Renewed' });
    const fresh = makeAccessToken(900, Date.now() + 1000);
    const fetchMock = stubFetch(() => ok({ token: fresh, user }));

    await expect(refreshSession(known)).resolves.toEqual({ kind: 'renewed', token: fresh, user });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/refresh');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(localStorage.getItem('authToken')).toBe(fresh);
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user);
  });

  it('adopts a later token another tab stored while this one waited, without a call', async () => {
    const known = makeAccessToken(900);
    const renewedElsewhere = makeAccessToken(900, Date.now() + 60_000);
    localStorage.setItem('authToken', renewedElsewhere);
    localStorage.setItem('userData', JSON.stringify({ name: 'Ann', email: 'ann@example.com' }));
    const fetchMock = stubFetch(() => ok({}));

    await expect(refreshSession(known)).resolves.toEqual({
      kind: 'renewed',
      token: renewedElsewhere,
      user: { name: 'Ann', email: 'ann@example.com' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends when another tab signed out', async () => {
    const fetchMock = stubFetch(() => ok({}));
    await expect(refreshSession(makeAccessToken())).resolves.toEqual({ kind: 'ended' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends when the server refuses the refresh token', async () => {
    const known = makeAccessToken();
    localStorage.setItem('authToken', known);
    stubFetch(() => fail(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.'));
    await expect(refreshSession(known)).resolves.toEqual({ kind: 'ended' });
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server is briefly unavailable', () => fail(503, 'DATABASE_UNAVAILABLE', 'Try later.')],
  ])('asks to try again later when %s', async (_case, respond) => {
    const known = makeAccessToken();
    localStorage.setItem('authToken', known);
    stubFetch(respond);
    await expect(refreshSession(known)).resolves.toEqual({ kind: 'unreachable' });
    expect(localStorage.getItem('authToken')).toBe(known);
  });

  it('holds the cross-tab lock while it refreshes', async () => {
    const known = makeAccessToken();
    localStorage.setItem('authToken', known);
    const names: string[] = [];
    let held = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, task: () => Promise<unknown>) => {
          names.push(name);
          held = true;
          try {
            return await task();
          } finally {
            held = false;
          }
        },
      },
    });
    let heldDuringCall = false;
    stubFetch(() => {
      heldDuringCall = held;
      return ok({ token: makeAccessToken(900, Date.now() + 1000), user: makeUser() });
    });
    await refreshSession(known);
    expect(names).toEqual(['reelwright-auth-refresh']);
    expect(heldDuringCall).toBe(true);
  });
});

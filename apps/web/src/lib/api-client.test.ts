import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, makeValidToken } from '../test/tokens';
import { API_TIMEOUT_MS, ApiError, api } from './api-client';
import { SESSION_STORAGE_KEYS } from './session-storage';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    respond(String(input), init ?? {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('returns the data of a success envelope', async () => {
    stubFetch(() => jsonResponse({ success: true, data: { user: { name: 'Ann' } } }));
    await expect(api.get('/api/auth/me')).resolves.toEqual({ user: { name: 'Ann' } });
  });

  it('sends the stored token as a bearer header', async () => {
    const token = makeValidToken();
    localStorage.setItem('authToken', token);
    const fetchMock = stubFetch(() => jsonResponse({ success: true, data: null }));
    await api.get('/api/projects');
    expect(sentHeaders(fetchMock).get('authorization')).toBe(`Bearer ${token}`);
  });

  it('sends no authorization header without a stored token', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, data: null }));
    await api.get('/api/health');
    expect(sentHeaders(fetchMock).has('authorization')).toBe(false);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, data: null }));
    await api.post('/api/script/generate', { topic: 'Bread' });
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"topic":"Bread"}');
  });

  it('sends no content type on a POST without a body', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, data: null }));
    await api.post('/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentHeaders(fetchMock).has('content-type')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('surfaces the error text and code of a failure body', async () => {
    stubFetch(() =>
      jsonResponse({ success: false, error: 'Topic is required.', code: 'VALIDATION_FAILED' }, 400),
    );
    const error = await caught(api.post('/api/script/generate', {}));
    expect(error.message).toBe('Topic is required.');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.status).toBe(400);
  });

  it('treats success:false as an error even with HTTP 200', async () => {
    stubFetch(() =>
      jsonResponse({ success: false, error: 'Limit reached.', code: 'RATE_LIMITED' }),
    );
    const error = await caught(api.get('/api/stats'));
    expect(error.message).toBe('Limit reached.');
    expect(error.code).toBe('RATE_LIMITED');
  });

  it("says 'Something went wrong' when the body carries no error", async () => {
    stubFetch(() => new Response('<html><body>Bad Gateway</body></html>', { status: 502 }));
    const error = await caught(api.get('/api/projects'));
    expect(error.message).toBe('Something went wrong');
    expect(error.status).toBe(502);
  });

  it('clears all three stored session keys on 401', async () => {
    localStorage.setItem('authToken', makeValidToken());
    localStorage.setItem('userData', '{"name":"Ann"}');
    localStorage.setItem('refreshToken', 'refresh');
    stubFetch(() =>
      jsonResponse({ success: false, error: 'Session ended.', code: 'UNAUTHORIZED' }, 401),
    );
    const error = await caught(api.get('/api/auth/me'));
    expect(error.message).toBe('Unauthorized');
    expect(error.status).toBe(401);
    for (const key of SESSION_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('refuses to send an expired token and clears the session', async () => {
    localStorage.setItem('authToken', makeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    localStorage.setItem('userData', '{"name":"Ann"}');
    localStorage.setItem('refreshToken', 'refresh');
    const fetchMock = stubFetch(() => jsonResponse({ success: true, data: null }));
    const error = await caught(api.get('/api/projects'));
    expect(error.message).toBe('Token expired');
    expect(fetchMock).not.toHaveBeenCalled();
    for (const key of SESSION_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('reports a network failure with a clear message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(api.get('/api/projects'));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe('Network error: could not reach the server');
  });

  it('aborts the request after 120 s', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    stubFetch((_url, init) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      });
    });
    const outcome = caught(api.get('/api/script/generate'));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    const error = await outcome;
    expect(API_TIMEOUT_MS).toBe(120_000);
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('Request timed out after 120 seconds');
  });
  describe('anonymous requests (auth endpoints)', () => {
    function storeExpiredSession() {
      localStorage.setItem('authToken', makeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
      localStorage.setItem('userData', '{"name":"Ann"}');
    }

    it('sends no bearer header even with a stored token', async () => {
      localStorage.setItem('authToken', makeValidToken());
      const fetchMock = stubFetch(() => jsonResponse({ success: true, data: null }));
      await api.post('/api/auth/login', { email: 'a@b.c', password: 'x' }, { anonymous: true });
      expect(sentHeaders(fetchMock).has('authorization')).toBe(false);
    });

    it('is sent although the stored token has expired, and leaves the stored session alone', async () => {
      storeExpiredSession();
      const fetchMock = stubFetch(() =>
        jsonResponse({ success: true, data: { message: 'Signed out.' } }),
      );
      await expect(api.post('/api/auth/logout', undefined, { anonymous: true })).resolves.toEqual({
        message: 'Signed out.',
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('userData')).toBe('{"name":"Ann"}');
    });

    it("surfaces the server's 401 text and code without clearing the session", async () => {
      const token = makeValidToken();
      localStorage.setItem('authToken', token);
      stubFetch(() =>
        jsonResponse(
          { success: false, error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' },
          401,
        ),
      );
      const error = await caught(
        api.post('/api/auth/login', { email: 'a@b.c', password: 'x' }, { anonymous: true }),
      );
      expect(error.message).toBe('Invalid email or password.');
      expect(error.code).toBe('INVALID_CREDENTIALS');
      expect(error.status).toBe(401);
      expect(localStorage.getItem('authToken')).toBe(token);
    });

    it("says 'Something went wrong' for a 401 without an error text", async () => {
      stubFetch(() => new Response('', { status: 401 }));
      const error = await caught(api.post('/api/auth/refresh', undefined, { anonymous: true }));
      expect(error.message).toBe('Something went wrong');
      expect(error.status).toBe(401);
    });
  });
});

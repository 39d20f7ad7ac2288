import { vi } from 'vitest';

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stand-in answering by 'METHOD /path'; anything unexpected fails the test loudly. */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (route === undefined) throw new Error(`unexpected call: ${key}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
      .map(([, init]) =>
        typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      );
  return { fetchMock, calls };
}

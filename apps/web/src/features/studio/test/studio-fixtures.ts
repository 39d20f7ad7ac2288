import type { Project } from '@reelwright/contracts';
import { vi } from 'vitest';
import { ok } from '../../../test/users';

export const PROJECT_ID = '0b7a6c2e-3f41-4d8a-9c55-2e6f1a7b8c90';

/** A project as the server answers it. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    schemaVersion: 1,
    revision: 1,
    title: 'Home espresso',
    topic: 'Home espresso',
    contentType: 'lifestyle',
    language: 'english',
    duration: 'medium',
    keyPoints: [],
    script: '',
    voiceOvers: [],
    timeline: null,
    thumbnails: [],
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const projectAnswer = (project: Project, status = 200) => ok({ project }, status);

/** A Server-Sent Events answer: one `delta` per piece, then `done` with `data`. */
export function sseResponse(pieces: string[], data: unknown): Response {
  const text =
    pieces.map((piece) => `event: delta\ndata: ${JSON.stringify({ text: piece })}\n\n`).join('') +
    `event: done\ndata: ${JSON.stringify(data)}\n\n`;
  return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
}

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

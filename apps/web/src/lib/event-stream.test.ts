import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeValidToken } from '../test/tokens';
import { ApiError } from './api-client';
import { createEventStreamParser, postEventStream, type ServerSentEvent } from './event-stream';

const STREAM =
  'event: delta\ndata: {"text":"Hello, "}\n\n' +
  ': a comment line\n' +
  'event: delta\r\ndata: {"text":"wörld — привет"}\r\n\r\n' +
  'event: done\ndata: {"script":"Hello, wörld — привет","writer":"offline"}\n\n';

function parseAll(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

/** Cuts a text into pieces at the given offsets. */
function cut(text: string, offsets: number[]): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const offset of offsets) {
    pieces.push(text.slice(from, offset));
    from = offset;
  }
  pieces.push(text.slice(from));
  return pieces;
}

const expected: ServerSentEvent[] = [
  { event: 'delta', data: '{"text":"Hello, "}' },
  { event: 'delta', data: '{"text":"wörld — привет"}' },
  { event: 'done', data: '{"script":"Hello, wörld — привет","writer":"offline"}' },
];

function streamResponse(chunks: (string | Uint8Array)[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('event stream parser', () => {
  it('reads events from one chunk', () => {
    expect(parseAll([STREAM])).toEqual(expected);
  });

  it('reads the same events wherever the chunks are cut, even mid-line and inside \\r\\n', () => {
    for (let first = 1; first < STREAM.length; first += 1) {
      const second = Math.min(STREAM.length - 1, first + 7);
      expect(parseAll(cut(STREAM, [first, second]))).toEqual(expected);
    }
    expect(parseAll([...STREAM])).toEqual(expected);
  });

  it('joins several data lines, takes no space after the colon and drops an unfinished event', () => {
    const events = parseAll(['data:one\ndata: two\n\n', 'event: delta\ndata: lost']);
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});

describe('postEventStream', () => {
  it('sends the token, passes each delta on and resolves with the done data', async () => {
    const token = makeValidToken();
    localStorage.setItem('authToken', token);
    // Multi-byte characters split between chunks must still decode.
    const bytes = new TextEncoder().encode(STREAM);
    const split = new TextEncoder().encode(STREAM.slice(0, STREAM.indexOf('ö'))).length + 1;
    const fetchMock = vi.fn(async () =>
      streamResponse([
        bytes.slice(0, split),
        bytes.slice(split, split + 5),
        bytes.slice(split + 5),
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const deltas: string[] = [];
    const data = await postEventStream(
      '/api/script/generate',
      { topic: 'x' },
      { onDelta: (text) => deltas.push(text) },
    );
    expect(deltas).toEqual(['Hello, ', 'wörld — привет']);
    expect(data).toEqual({ script: 'Hello, wörld — привет', writer: 'offline' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = new Headers(init.headers);
    expect(headers.get('accept')).toBe('text/event-stream');
    expect(headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(init.method).toBe('POST');
  });

  it('passes other named events on with their data parsed, without needing onDelta', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamResponse([
          'event: progress\ndata: {"done":1,"total":2}\n\n',
          'event: progress\ndata: {"done":2,"total":2}\n\n',
          'event: done\ndata: {"ok":true}\n\n',
        ]),
      ),
    );
    const events: [string, unknown][] = [];
    const data = await postEventStream(
      '/api/audio/generate',
      {},
      { onEvent: (event, value) => events.push([event, value]) },
    );
    expect(events).toEqual([
      ['progress', { done: 1, total: 2 }],
      ['progress', { done: 2, total: 2 }],
    ]);
    expect(data).toEqual({ ok: true });
  });

  it('rejects with the server message of an error event', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamResponse([
          'event: delta\ndata: {"text":"Hel"}\n\n',
          'event: error\ndata: {"error":"Script generation failed. Please try again.","code":"AI_FAILED"}\n\n',
        ]),
      ),
    );
    const error = await postEventStream('/api/script/generate', {}, { onDelta: () => {} }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Script generation failed. Please try again.');
    expect((error as ApiError).code).toBe('AI_FAILED');
  });

  it('rejects with the JSON envelope of a failure before the stream began', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              error: 'Monthly limit reached.',
              code: 'QUOTA_EXCEEDED',
            }),
            { status: 402, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const error = (await postEventStream('/x', {}, { onDelta: () => {} }).catch(
      (failure: unknown) => failure,
    )) as ApiError;
    expect(error.status).toBe(402);
    expect(error.code).toBe('QUOTA_EXCEEDED');
    expect(error.message).toBe('Monthly limit reached.');
  });

  it('rejects when the stream ends without a done event', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamResponse(['event: delta\ndata: {"text":"a"}\n\n'])),
    );
    const error = (await postEventStream('/x', {}, { onDelta: () => {} }).catch(
      (failure: unknown) => failure,
    )) as ApiError;
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('stops when the caller aborts', async () => {
    let pull: ReadableStreamDefaultController<Uint8Array> | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            pull = controller;
            controller.enqueue(new TextEncoder().encode('event: delta\ndata: {"text":"a"}\n\n'));
            init.signal?.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const controller = new AbortController();
    const deltas: string[] = [];
    const pending = postEventStream(
      '/x',
      {},
      {
        signal: controller.signal,
        onDelta: (text) => {
          deltas.push(text);
          controller.abort();
        },
      },
    );
    const error = (await pending.catch((failure: unknown) => failure)) as ApiError;
    expect(pull).toBeDefined();
    expect(deltas).toEqual(['a']);
    expect(error.code).toBe('ABORTED');
  });
});

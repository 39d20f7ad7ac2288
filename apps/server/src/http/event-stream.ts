import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { ok } from './envelope';

/** Whether the client asked for Server-Sent Events rather than one JSON answer. */
export const wantsEventStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

/** Aborts when the client goes away before its answer is complete, so the work can stop. */
export function abortWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export type EventStream = {
  send(event: string, data: unknown): void;
  end(): void;
};

/**
 * Takes the response over for Server-Sent Events. Headers already set on the reply (the API
 * security set, the request id) are kept; proxies are told not to buffer.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  return {
    send(event, data) {
      if (raw.writableEnded || raw.destroyed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}

/** Sends one event of the answer's stream (opening the stream with the first one). */
export type Emit = (event: string, data: unknown) => void;

/**
 * One JSON answer, or (with `Accept: text/event-stream`) the events `run` emits as the work goes
 * on and one `done` with the same data the JSON answer carries. Anything that fails before the
 * first event (validation, quota, rate limit) is an ordinary JSON error with its status; a
 * failure after it ends the stream with an `error` event in the envelope's `{error, code}`.
 */
export async function answerMaybeStreaming<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (signal: AbortSignal, emit?: Emit) => Promise<T>,
) {
  const signal = abortWhenClientLeaves(reply);
  if (!wantsEventStream(request)) return ok(await run(signal));
  let stream: EventStream | undefined;
  const open = () => (stream ??= openEventStream(reply));
  try {
    const data = await run(signal, (event, payload) => open().send(event, payload));
    open().send('done', data);
  } catch (error) {
    if (stream === undefined) throw error;
    if (error instanceof AppError) {
      stream.send('error', { error: error.message, code: error.code });
    } else {
      request.log.error({ err: error }, 'stream failed');
      stream.send('error', { error: 'Something went wrong. Please try again.', code: 'INTERNAL' });
    }
  }
  stream?.end();
  return reply;
}

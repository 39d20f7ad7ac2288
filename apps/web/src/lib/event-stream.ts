import { ApiError, readEnvelope, sendRequest, type RequestOptions } from './api-client';

export type ServerSentEvent = { event: string; data: string };

/**
 * An incremental Server-Sent Events parser: feed it text as it arrives, in pieces cut anywhere
 * (mid-line, mid-field, between `\r` and `\n`), and it calls `onEvent` once per complete
 * event. Follows the WHATWG rules the API needs: `event:` and `data:` fields (several `data:`
 * lines join with `\n`), one optional space after the colon, `:` comment lines ignored, a blank
 * line ends the event.
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  // A chunk ending in `\r` may be half of a `\r\n`; the `\n` that follows must not add a line.
  let skipLeadingNewline = false;

  const dispatch = () => {
    if (dataLines.length > 0)
      onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    push(chunk: string) {
      if (chunk === '') return;
      let text = chunk;
      if (skipLeadingNewline && text.startsWith('\n')) text = text.slice(1);
      skipLeadingNewline = false;
      buffer += text;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) break;
        const line = buffer.slice(0, end);
        let next = end + 1;
        if (buffer[end] === '\r') {
          if (next === buffer.length) skipLeadingNewline = true;
          else if (buffer[next] === '\n') next += 1;
        }
        buffer = buffer.slice(next);
        processLine(line);
      }
    },
    /** The stream closed: an event without its closing blank line is dropped, as browsers do. */
    end() {
      buffer = '';
      eventName = '';
      dataLines = [];
    },
  };
}

export type StreamOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'> & {
  /** Each `delta` event's text, in order. */
  onDelta?: (text: string) => void;
  /** Any other named event before the answer (e.g. `progress`), with its data parsed. */
  onEvent?: (event: string, data: unknown) => void;
};

type EventHandlers = Pick<StreamOptions, 'onDelta' | 'onEvent'>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function readEvents(
  response: Response,
  touch: () => void,
  { onDelta, onEvent }: EventHandlers,
): Promise<unknown> {
  const body = response.body;
  if (body === null) throw new ApiError('The server sent an empty stream', { status: 0 });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let outcome: { data: unknown } | { error: ApiError } | undefined;
  const parser = createEventStreamParser(({ event, data }) => {
    if (outcome !== undefined) return;
    const value = parseJson(data);
    if (event === 'delta') {
      if (isRecord(value) && typeof value.text === 'string') onDelta?.(value.text);
    } else if (event === 'done') outcome = { data: value };
    else if (event === 'error') {
      const message =
        isRecord(value) && typeof value.error === 'string' && value.error !== ''
          ? value.error
          : 'Something went wrong';
      const code = isRecord(value) && typeof value.code === 'string' ? value.code : 'STREAM_ERROR';
      outcome = { error: new ApiError(message, { status: response.status, code }) };
    } else onEvent?.(event, value);
  });
  try {
    while (outcome === undefined) {
      const { done, value } = await reader.read();
      if (done) break;
      touch();
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
  } finally {
    parser.end();
    if (outcome !== undefined) void reader.cancel().catch(() => undefined);
  }
  if (outcome === undefined) {
    throw new ApiError('The connection closed before the answer was complete', {
      status: 0,
      code: 'NETWORK_ERROR',
    });
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.data;
}

/**
 * POSTs JSON asking for `text/event-stream`, with the session's token and the client's 401,
 * timeout and cancel handling. Calls `onDelta` per `delta` event, `onEvent` for any other named
 * event (such as `progress`), and resolves with the `done` event's data; rejects with the server's message for an `error` event or a JSON error envelope
 * (a failure before the first piece arrives as an ordinary response with its status).
 */
export function postEventStream(path: string, body: unknown, options: StreamOptions) {
  const { onDelta, onEvent, ...requestOptions } = options;
  return sendRequest<unknown>(
    'POST',
    path,
    body,
    { ...requestOptions, accept: 'text/event-stream' },
    async (response, touch) => {
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.includes('text/event-stream')) {
        return readEvents(response, touch, { onDelta, onEvent });
      }
      return readEnvelope<unknown>(response);
    },
  );
}

import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export type LlmRequest = {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
};

/**
 * An answer: JSON, an event stream (each entry one SSE block) that may be cut or stall after
 * `n` blocks, a raw body (malformed JSON), or a hang.
 */
export type LlmReply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: 200; events: string[]; cutAfter?: number; stallAfter?: number }
  | { status: number; body: string; contentType: string }
  | { hang: true };

/**
 * A local HTTP server playing an LLM vendor's API: the test decides each answer from the
 * request, in the vendor's own wire format, and every request is recorded.
 */
export async function startFakeLlm(
  answer: (request: LlmRequest, attempt: number) => LlmReply,
): Promise<{ server: Server; baseUrl: string; requests: LlmRequest[] }> {
  const requests: LlmRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: LlmRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>),
      };
      requests.push(request);
      const reply = answer(request, requests.length);
      if ('hang' in reply) return;
      if ('json' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.json));
        return;
      }
      if ('body' in reply) {
        res.writeHead(reply.status, { 'content-type': reply.contentType });
        res.end(reply.body);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const stopAfter = reply.cutAfter ?? reply.stallAfter;
      reply.events.forEach((event, index) => {
        if (stopAfter !== undefined && index >= stopAfter) return;
        res.write(`${event}\n\n`);
      });
      // A stalled stream stays open, saying nothing more.
      if (reply.stallAfter !== undefined) return;
      // Cut only once what was written has left, as a dropped connection mid-answer would.
      if (reply.cutAfter !== undefined) setTimeout(() => res.destroy(), 50);
      else res.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { server, baseUrl: `http://127.0.0.1:${port}`, requests };
}

/** Parses a Server-Sent Events body into its events, in order. */
export function parseEventStream(body: string): Array<{ event: string; data: unknown }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { afterEach } from 'vitest';

export type ImageVendorRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  raw: Buffer;
  /** the JSON body, or null for another content type */
  json: Record<string, unknown> | null;
};

export type ImageVendorReply =
  | { status: number; json: unknown }
  | { hang: true }
  | { cut: true }
  | { status: 200; malformed: string };

/**
 * A local HTTP server playing an image vendor (Gemini, OpenAI): the test answers each request in
 * the vendor's wire format and every request is recorded. Servers close after each test.
 */
export function useFakeImageVendors() {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });
  return async (answer: (request: ImageVendorRequest, attempt: number) => ImageVendorReply) => {
    const requests: ImageVendorRequest[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const isJson = (req.headers['content-type'] ?? '').includes('application/json');
        const request: ImageVendorRequest = {
          method: req.method ?? 'GET',
          path: new URL(req.url ?? '/', 'http://localhost').pathname,
          headers: req.headers,
          raw,
          json:
            isJson && raw.length > 0
              ? (JSON.parse(raw.toString()) as Record<string, unknown>)
              : null,
        };
        requests.push(request);
        const reply = answer(request, requests.length);
        if ('hang' in reply) return;
        if ('cut' in reply) {
          res.destroy();
          return;
        }
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end('malformed' in reply ? reply.malformed : JSON.stringify(reply.json));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    open.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    return { baseUrl: `http://127.0.0.1:${port}`, requests };
  };
}

/** Gemini's error body: `{error: {code, message, status, details: [{reason}]}}`. */
export const geminiErrorBody = (
  code: number,
  status: string,
  reason?: string,
  message = 'refused',
) => ({
  error: {
    code,
    message,
    status,
    ...(reason
      ? {
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason,
              domain: 'googleapis.com',
            },
          ],
        }
      : {}),
  },
});

/** Gemini's answer carrying one picture (and, as the model often adds, a line of text first). */
export const geminiImageAnswer = (png: Buffer) => ({
  candidates: [
    {
      content: {
        role: 'model',
        parts: [
          { text: 'Here is your thumbnail.' },
          { inlineData: { mimeType: 'image/png', data: png.toString('base64') } },
        ],
      },
      finishReason: 'STOP',
    },
  ],
});

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
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { hang: true }
  | { cut: true }
  | { status: 200; malformed: string }
  /** The start of a longer JSON body, then the connection is cut or goes silent. */
  | { status: 200; partial: string; then: 'cut' | 'stall' };

/**
 * A local HTTP server playing an image vendor (Gemini, OpenAI): the test answers each request in
 * the vendor's wire format and every request is recorded.
 */
export async function startFakeImageVendor(
  answer: (request: ImageVendorRequest, attempt: number) => ImageVendorReply,
): Promise<{ baseUrl: string; requests: ImageVendorRequest[]; close(): Promise<void> }> {
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
          isJson && raw.length > 0 ? (JSON.parse(raw.toString()) as Record<string, unknown>) : null,
      };
      requests.push(request);
      const reply = answer(request, requests.length);
      if ('hang' in reply) return;
      if ('cut' in reply) {
        res.destroy();
        return;
      }
      if ('partial' in reply) {
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(reply.partial) * 2),
        });
        res.write(reply.partial);
        // Cut only once what was written has left, as a dropped connection mid-answer would.
        if (reply.then === 'cut') setTimeout(() => res.destroy(), 50);
        return;
      }
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        ...('headers' in reply ? reply.headers : {}),
      });
      res.end('malformed' in reply ? reply.malformed : JSON.stringify(reply.json));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging answers would keep close() waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts fake image vendors for a test file and closes every one after each test. */
export function useFakeImageVendors() {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });
  return async (answer: Parameters<typeof startFakeImageVendor>[0]) => {
    const { close, ...vendor } = await startFakeImageVendor(answer);
    open.push(close);
    return vendor;
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

import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { afterEach } from 'vitest';

/** One `POST /v1/audio/transcriptions` as the vendor received it, its multipart body parsed. */
export type TranscriptionVendorRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** the `file` part: its name, declared type and bytes */
  file: { name: string; type: string; bytes: Buffer } | null;
  /** every text field by name (`timestamp_granularities[]` may repeat) */
  fields: Record<string, string[]>;
};

export type TranscriptionVendorReply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; body: string; contentType: string }
  | { hang: true }
  | { cut: true };

/**
 * A local HTTP server playing OpenAI's speech-to-text API (and the OpenAI-compatible servers,
 * whisper.cpp's among them): the multipart/form-data body is parsed as the vendor would, the test
 * answers each request in the vendor's wire format, and every request is recorded.
 */
export async function startFakeTranscriptionVendor(
  answer: (request: TranscriptionVendorRequest, attempt: number) => TranscriptionVendorReply,
): Promise<{ baseUrl: string; requests: TranscriptionVendorRequest[]; close(): Promise<void> }> {
  const requests: TranscriptionVendorRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const fields: Record<string, string[]> = {};
        let file: TranscriptionVendorRequest['file'] = null;
        const contentType = req.headers['content-type'] ?? '';
        if (contentType.startsWith('multipart/form-data')) {
          // The platform's own multipart parser (undici), as strict as a real server's.
          const form = await new Response(raw, {
            headers: { 'content-type': contentType },
          }).formData();
          for (const [name, value] of form.entries()) {
            if (typeof value === 'string') (fields[name] ??= []).push(value);
            else if (name === 'file')
              file = {
                name: value.name,
                type: value.type,
                bytes: Buffer.from(await value.arrayBuffer()),
              };
          }
        }
        const request: TranscriptionVendorRequest = {
          method: req.method ?? 'GET',
          path: new URL(req.url ?? '/', 'http://localhost').pathname,
          headers: req.headers,
          file,
          fields,
        };
        requests.push(request);
        const reply = answer(request, requests.length);
        if ('hang' in reply) return;
        if ('cut' in reply) {
          res.destroy();
          return;
        }
        if ('body' in reply) {
          res.writeHead(reply.status, { 'content-type': reply.contentType });
          res.end(reply.body);
          return;
        }
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.json));
      })();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging answers would keep close() waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts fake vendors for a test file and closes every one after each test. */
export function useFakeTranscriptionVendors() {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });
  return async (answer: Parameters<typeof startFakeTranscriptionVendor>[0]) => {
    const { close, ...vendor } = await startFakeTranscriptionVendor(answer);
    open.push(close);
    return vendor;
  };
}

/** OpenAI's error body: `{"error": {"message", "type", "param", "code"}}`. */
export const openAiError = (
  message: string,
  type = 'invalid_request_error',
  code: string | null = null,
  param: string | null = null,
) => ({ error: { message, type, param, code } });

/**
 * whisper-1's `verbose_json` with word timestamps, as OpenAI documents it: the words bare (no
 * punctuation), the text as written, the language by name.
 */
export function verboseJson(
  text: string,
  words: Array<{ word: string; start: number; end: number }>,
  options: { language?: string; duration?: number } = {},
) {
  const duration = options.duration ?? words.at(-1)?.end ?? 0;
  return {
    task: 'transcribe',
    language: options.language ?? 'english',
    duration,
    text,
    words,
    segments: [
      {
        id: 0,
        seek: 0,
        start: 0,
        end: duration,
        text: ` ${text}`,
        tokens: [50364, 2000, 50464],
        temperature: 0,
        avg_logprob: -0.2,
        compression_ratio: 1.2,
        no_speech_prob: 0.01,
      },
    ],
    usage: { type: 'duration', seconds: Math.ceil(duration) },
  };
}

import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, expect } from 'vitest';
import { createMp3Encoder } from 'wasm-media-encoders';
import { TtsError } from '../../src/modules/audio/providers/tts-provider';

export type TtsVendorRequest = {
  method: string;
  /** The path without the query. */
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** The JSON body; `{}` when there was none. */
  body: Record<string, unknown>;
};

/**
 * An answer: JSON (errors, voice lists), audio bytes (of which only the first `cutAfter` or
 * `stallAfter` bytes may arrive, before the connection is cut or goes silent), a raw body
 * (malformed JSON), a hang, or a connection cut at once.
 */
export type TtsVendorReply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: 200; audio: Uint8Array; contentType?: string; cutAfter?: number; stallAfter?: number }
  | { status: number; body: string; contentType: string }
  | { hang: true }
  | { cut: true };

/**
 * A local HTTP server playing a text-to-speech vendor's API (ElevenLabs, OpenAI): the test decides
 * each answer from the request, in the vendor's own wire format, and every request is recorded.
 */
export async function startFakeTtsVendor(
  answer: (request: TtsVendorRequest, attempt: number) => TtsVendorReply,
): Promise<{
  server: Server;
  baseUrl: string;
  requests: TtsVendorRequest[];
  close(): Promise<void>;
}> {
  const requests: TtsVendorRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: TtsVendorRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>),
      };
      requests.push(request);
      const reply = answer(request, requests.length);
      if ('hang' in reply) return;
      if ('cut' in reply) {
        res.destroy();
        return;
      }
      if ('audio' in reply) {
        res.writeHead(200, {
          'content-type': reply.contentType ?? 'audio/mpeg',
          'content-length': String(reply.audio.length),
        });
        const partial = reply.cutAfter ?? reply.stallAfter;
        if (partial === undefined) {
          res.end(reply.audio);
          return;
        }
        res.write(reply.audio.subarray(0, partial));
        // Cut only once what was written has left, as a dropped connection mid-answer would.
        if (reply.cutAfter !== undefined) setTimeout(() => res.destroy(), 50);
        return;
      }
      if ('body' in reply) {
        res.writeHead(reply.status, { 'content-type': reply.contentType });
        res.end(reply.body);
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.json));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    server,
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

/** A real MP3 (CBR, mono) of a 220 Hz tone, as a vendor would send speech. */
export async function toneMp3(
  seconds: number,
  options: { sampleRate?: 24000 | 44100; bitrate?: 64 | 128 } = {},
): Promise<Uint8Array> {
  const sampleRate = options.sampleRate ?? 44100;
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: 1, bitrate: options.bitrate ?? 128 });
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = 0.4 * Math.sin((2 * Math.PI * 220 * i) / sampleRate);
  }
  // The encoder reuses its output buffer: copy each piece before the next call.
  const pieces = [encoder.encode([samples]).slice(), encoder.finalize().slice()];
  const mp3 = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    mp3.set(piece, offset);
    offset += piece.length;
  }
  return mp3;
}

/** The TtsError a promise rejects with (failing the test if it resolves or fails otherwise). */
export async function ttsError(promise: Promise<unknown>): Promise<TtsError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a TtsError');
    },
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(TtsError);
  return error as TtsError;
}

/** Starts fake vendors for a test file and closes every one after each test. */
export function useFakeTtsVendors() {
  const servers: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (answer: Parameters<typeof startFakeTtsVendor>[0]) => {
    const fake = await startFakeTtsVendor(answer);
    servers.push(fake);
    return fake;
  };
}

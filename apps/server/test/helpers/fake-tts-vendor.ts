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

/** ElevenLabs' per-character times (`alignment` / `normalized_alignment`). */
export type CharacterAlignment = {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
};

/**
 * An answer: JSON (errors, voice lists), audio bytes (of which only the first `cutAfter` or
 * `stallAfter` bytes may arrive, before the connection is cut or goes silent), a raw body
 * (malformed JSON), a hang, or a connection cut at once.
 *
 * Audio asked for at ElevenLabs' `POST /v1/text-to-speech/{voice_id}/with-timestamps` goes out
 * as that endpoint answers: JSON `{audio_base64, alignment, normalized_alignment}`, the
 * alignment being `alignment` when given, else the request's text spread evenly over `seconds`
 * (default: the MP3's length at 128 kbit/s); `cutAfter` / `stallAfter` then count JSON bytes.
 */
export type TtsVendorReply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | {
      status: 200;
      audio: Uint8Array;
      contentType?: string;
      cutAfter?: number;
      stallAfter?: number;
      alignment?: CharacterAlignment | null;
      seconds?: number;
    }
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
        const timestamped = request.path.endsWith('/with-timestamps');
        const body = timestamped
          ? Buffer.from(JSON.stringify(withTimestampsAnswer(reply, request)))
          : reply.audio;
        res.writeHead(200, {
          'content-type': timestamped ? 'application/json' : (reply.contentType ?? 'audio/mpeg'),
          'content-length': String(body.length),
        });
        const partial = reply.cutAfter ?? reply.stallAfter;
        if (partial === undefined) {
          res.end(body);
          return;
        }
        res.write(body.subarray(0, partial));
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

/** The request's text, its characters spread evenly over `seconds` (what a fake can know). */
export function evenAlignment(text: string, seconds: number): CharacterAlignment {
  const characters = Array.from(text);
  const step = characters.length > 0 ? seconds / characters.length : 0;
  const at = (index: number) => Math.round(index * step * 1000) / 1000;
  return {
    characters,
    character_start_times_seconds: characters.map((_, index) => at(index)),
    character_end_times_seconds: characters.map((_, index) => at(index + 1)),
  };
}

/** ElevenLabs' with-timestamps answer for an audio reply. */
function withTimestampsAnswer(
  reply: Extract<TtsVendorReply, { audio: Uint8Array }>,
  request: TtsVendorRequest,
): {
  audio_base64: string;
  alignment: CharacterAlignment | null;
  normalized_alignment: CharacterAlignment | null;
} {
  const text = typeof request.body.text === 'string' ? request.body.text : '';
  const seconds = reply.seconds ?? (reply.audio.length * 8) / 128_000;
  const alignment = reply.alignment === undefined ? evenAlignment(text, seconds) : reply.alignment;
  return {
    audio_base64: Buffer.from(reply.audio).toString('base64'),
    alignment,
    normalized_alignment: alignment,
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

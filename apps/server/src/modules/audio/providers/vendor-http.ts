import { setTimeout as sleep } from 'node:timers/promises';
import { decodeMp3OffThread } from '../codec/off-thread';
import { TtsError, type Pcm } from './tts-provider';

/*
 * One HTTP call to a text-to-speech vendor (ElevenLabs, OpenAI), with the policy both adapters
 * share: one deadline for the whole call, 5xx and dropped connections retried with a short
 * backoff, every other refusal turned into a TtsError by the adapter.
 */

/** What a vendor answered when it refused: the status, its body as text and, if JSON, parsed. */
export type VendorRefusal = { status: number; text: string; json: unknown };

export type VendorCall<T> = {
  /** For messages: `ElevenLabs`, `OpenAI`. */
  vendor: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** The caller's signal: when it aborts, its reason is thrown as is (the caller gave up). */
  signal: AbortSignal;
  /** One limit for the whole call (every attempt, backoff and the body download together). */
  timeoutMs: number;
  /** Further attempts after a 5xx or a dropped connection. */
  maxRetries: number;
  /** The first backoff; each further one doubles it. */
  retryDelayMs: number;
  /** A longer `retry-after` is cut to this. */
  maxRetryAfterMs: number;
  /** Turns a 4xx answer into the TtsError the adapter reports. */
  refusal: (refusal: VendorRefusal) => TtsError;
  /** Reads a 2xx answer (still within the deadline). */
  read: (response: Response) => Promise<T>;
};

/** The wait a `retry-after-ms` / `retry-after` header (seconds or an HTTP date) asks for. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

/** Runs the call; resolves with what `read` made of the 2xx answer, or throws a TtsError. */
export async function callVendor<T>(call: VendorCall<T>): Promise<T> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = AbortSignal.any([call.signal, timeout]);
  const backoff = (attempt: number) => call.retryDelayMs * 2 ** attempt;
  try {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(call.url, {
          method: call.method,
          headers: call.headers,
          body: call.body ?? null,
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        // The connection failed or dropped before an answer: worth another try.
        if (attempt < call.maxRetries) {
          await sleep(backoff(attempt), undefined, { signal });
          continue;
        }
        throw new TtsError('failed', `${call.vendor} could not be reached.`, { cause: error });
      }

      if (response.ok) {
        try {
          return await call.read(response);
        } catch (error) {
          if (signal.aborted || error instanceof TtsError) throw error;
          // The body broke off mid-way: the same as a dropped connection.
          if (attempt < call.maxRetries) {
            await sleep(backoff(attempt), undefined, { signal });
            continue;
          }
          throw new TtsError('failed', `${call.vendor} sent an incomplete answer.`, {
            cause: error,
          });
        }
      }

      // A refusal's body only explains it: one that breaks off is read as empty.
      const text = await response.text().catch(() => '');
      if (response.status >= 500) {
        if (attempt < call.maxRetries) {
          const asked = retryAfterMs(response.headers);
          const wait =
            asked === undefined ? backoff(attempt) : Math.min(asked, call.maxRetryAfterMs);
          await sleep(wait, undefined, { signal });
          continue;
        }
        throw new TtsError(
          'failed',
          `${call.vendor} is not available right now (HTTP ${response.status}). Please try again in a minute.`,
          { cause: { status: response.status, body: text.slice(0, 2000) } },
        );
      }
      throw call.refusal({ status: response.status, text, json: parseJson(text) });
    }
  } catch (error) {
    if (call.signal.aborted) throw call.signal.reason ?? error;
    if (timeout.aborted) {
      throw new TtsError(
        'timeout',
        `${call.vendor} did not answer within ${seconds(call.timeoutMs)} seconds.`,
        { cause: error },
      );
    }
    throw error;
  }
}

/** The vendor's MP3 as PCM; an empty or undecodable answer is the vendor's failure. */
export async function decodeSpeech(mp3: Uint8Array, vendor: string): Promise<Pcm> {
  if (mp3.length === 0) throw new TtsError('failed', `${vendor} sent no audio.`);
  let pcm: Pcm;
  try {
    pcm = await decodeMp3OffThread(mp3);
  } catch (error) {
    throw new TtsError('failed', `${vendor} sent audio that could not be decoded.`, {
      cause: error,
    });
  }
  if (pcm.samples.length === 0) throw new TtsError('failed', `${vendor} sent no audio.`);
  return pcm;
}

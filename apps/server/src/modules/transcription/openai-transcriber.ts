import OpenAI, { toFile } from 'openai';
import type { TranscriptionVerbose } from 'openai/resources/audio/transcriptions';
import { TranscriptionError, type Transcriber, type Transcript } from './transcriber';

export const OPENAI_TRANSCRIPTION_BASE_URL = 'https://api.openai.com/v1';
const DEFAULTS = { timeoutMs: 300_000, maxRetries: 2 };

export type OpenAiTranscriberOptions = {
  /** Who the messages name: `OpenAI`, or `The speech-to-text server` for a compatible one. */
  vendor: string;
  model: string;
  /** An OpenAI-compatible server may take none. */
  apiKey: string | undefined;
  /** With `/v1`; default OpenAI's. */
  baseUrl?: string | undefined;
  /** One limit for the whole call, retries and the answer's body included; default 5 minutes. */
  timeoutMs?: number;
  /** Further attempts after a 5xx, a 429 or a dropped connection; default 2. */
  maxRetries?: number;
};

/**
 * OpenAI's gpt-4o transcription models answer `json` only (no `verbose_json`, so no word times);
 * whisper-1 and the OpenAI-compatible servers built on Whisper time every word.
 */
export const modelTimesWords = (model: string) => !/^gpt-4o/i.test(model);

/** OpenAI's error body, as the SDK's APIError keeps it: `{message, type, param, code}`. */
function errorBodyOf(error: unknown): { message: string; param: string; code: string } {
  const body = (error as { error?: unknown }).error;
  const { message, param, code } = (body && typeof body === 'object' ? body : {}) as Record<
    string,
    unknown
  >;
  return {
    message: typeof message === 'string' ? message.trim() : '',
    param: typeof param === 'string' ? param : '',
    code: typeof code === 'string' ? code : '',
  };
}

/** The vendor's refusal as the TranscriptionError the service maps to the API's answer. */
function refusal(error: InstanceType<typeof OpenAI.APIError>, vendor: string, model: string) {
  const status = error.status ?? 0;
  const body = errorBodyOf(error);
  const detail = body.message ? `: ${body.message.slice(0, 300)}` : '.';
  const cause = { cause: error };
  if (status === 429 && body.code === 'insufficient_quota')
    return new TranscriptionError('failed', `The ${vendor} account has no credit left.`, cause);
  if (status === 429)
    return new TranscriptionError(
      'rate_limited',
      `${vendor} is receiving too many requests from this server. Please try again in a minute.`,
      cause,
    );
  if (status === 401 || status === 403)
    return new TranscriptionError('failed', `${vendor} refused the server's API key.`, cause);
  if (status === 404)
    return new TranscriptionError(
      'failed',
      `${vendor} does not offer the speech-to-text model "${model}"${detail}`,
      cause,
    );
  if (status === 413)
    return new TranscriptionError('too_large', `${vendor} refused the file as too large.`, cause);
  const aboutFile =
    body.param === 'file' || /\b(file|audio|decod|format|duration)/i.test(body.message);
  if (status === 400 && aboutFile && !/response_format|timestamp/i.test(body.param + body.message))
    return new TranscriptionError('bad_audio', `${vendor} could not read it${detail}`, cause);
  if (status >= 500)
    return new TranscriptionError(
      'failed',
      `${vendor} is not available right now (HTTP ${status}). Please try again in a minute.`,
      cause,
    );
  return new TranscriptionError(
    'failed',
    `${vendor} refused the request (HTTP ${status})${detail}`,
    cause,
  );
}

const numberOr = (value: unknown, fallback: number | null) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The answer as a Transcript; one without a text is the vendor's failure. */
function transcriptOf(answer: unknown, vendor: string, timesWords: boolean): Transcript {
  const body = (
    typeof answer === 'object' && answer !== null ? answer : {}
  ) as Partial<TranscriptionVerbose>;
  if (typeof body.text !== 'string')
    throw new TranscriptionError('failed', `${vendor} sent an answer without a transcript.`);
  const words = Array.isArray(body.words)
    ? body.words
        .filter((word) => typeof word?.word === 'string')
        .map((word) => ({ word: word.word, start: Number(word.start), end: Number(word.end) }))
    : null;
  return {
    text: body.text.trim(),
    // A model asked for word times that sent none (a server ignoring the granularity) gave none.
    words:
      timesWords && words !== null && (words.length > 0 || body.text.trim() === '') ? words : null,
    language: typeof body.language === 'string' && body.language !== '' ? body.language : null,
    duration: numberOr(body.duration, null),
  };
}

/**
 * Speech to text with the official SDK: `audio.transcriptions.create` as multipart/form-data
 * (`file`, `model`, `response_format`, `timestamp_granularities[]`, `language`), asking whisper
 * models for `verbose_json` with word times and the gpt-4o ones for `json`.
 */
export function createOpenAiTranscriber(options: OpenAiTranscriberOptions): Transcriber {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const { vendor, model } = options;
  const client = new OpenAI({
    // The SDK insists on a key; a local server that takes none ignores this one.
    apiKey: options.apiKey ?? 'no-key',
    baseURL: options.baseUrl ?? OPENAI_TRANSCRIPTION_BASE_URL,
    timeout: timeoutMs,
    maxRetries: options.maxRetries ?? DEFAULTS.maxRetries,
  });
  const timesWords = modelTimesWords(model);

  return {
    model,
    timesWords,
    async transcribe(request) {
      // The SDK's timeout covers each attempt up to the answer's headers; this one the whole call.
      const deadline = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([request.signal, deadline]);
      const file = await toFile(Buffer.from(request.audio), request.fileName, {
        type: request.mimeType,
      });
      const language = request.language ? { language: request.language } : {};
      let answer: unknown;
      try {
        answer = timesWords
          ? await client.audio.transcriptions.create(
              {
                file,
                model,
                response_format: 'verbose_json',
                timestamp_granularities: ['word'],
                ...language,
              },
              { signal },
            )
          : await client.audio.transcriptions.create(
              { file, model, response_format: 'json', ...language },
              { signal },
            );
      } catch (error) {
        if (request.signal.aborted) throw request.signal.reason ?? error;
        if (deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError)
          throw new TranscriptionError(
            'timeout',
            `${vendor} did not answer within ${Math.round(timeoutMs / 1000)} seconds.`,
            { cause: error },
          );
        if (error instanceof OpenAI.APIError && typeof error.status === 'number')
          throw refusal(error, vendor, model);
        throw new TranscriptionError(
          'failed',
          `${vendor} could not be reached or sent an unreadable answer.`,
          {
            cause: error,
          },
        );
      }
      return transcriptOf(answer, vendor, timesWords);
    },
  };
}

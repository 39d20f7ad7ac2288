import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TranscriptionConfig } from '../../config';
import type { RateLimiters } from '../../http/rate-limiter';
import { createOpenAiTranscriber } from './openai-transcriber';
import { transcriptionRoutes } from './routes';
import { createTranscriptionService, TRANSCRIPTIONS_PER_MINUTE, type TextAligner } from './service';

export type TranscriptionModuleOptions = {
  /** undefined: no speech-to-text provider (the capabilities and the 409 say what to set) */
  transcription: TranscriptionConfig | undefined;
  rateLimits: RateLimiters;
  /** Times the transcript of models that give no word times; absent: such models are refused. */
  aligner?: TextAligner | undefined;
  /** Tests point the provider at a local server speaking OpenAI's API. */
  vendorBaseUrl?: string;
  /** How long one transcription may take, retries included (default 5 minutes). */
  vendorTimeoutMs?: number;
  /** Further attempts after a 5xx, 429 or dropped connection (default 2). */
  vendorMaxRetries?: number;
};

/** Speech to text for captions under `/api/captions` (transcribe, capabilities). */
async function transcriptionModule(app: FastifyInstance, options: TranscriptionModuleOptions) {
  const config = options.transcription;
  const transcriber =
    config === undefined
      ? undefined
      : createOpenAiTranscriber({
          vendor: config.provider === 'openai' ? 'OpenAI' : 'The speech-to-text server',
          model: config.model,
          apiKey: config.apiKey,
          baseUrl: options.vendorBaseUrl ?? config.baseUrl,
          ...(options.vendorTimeoutMs ? { timeoutMs: options.vendorTimeoutMs } : {}),
          ...(options.vendorMaxRetries !== undefined
            ? { maxRetries: options.vendorMaxRetries }
            : {}),
        });
  const transcription = createTranscriptionService({
    transcriber,
    aligner: options.aligner,
    limiter: options.rateLimits.create('captions-transcribe', {
      limit: TRANSCRIPTIONS_PER_MINUTE,
      windowMs: 60_000,
    }),
    log: app.log,
  });
  await app.register(transcriptionRoutes, { prefix: '/api/captions', transcription });
}

export default fp(transcriptionModule, {
  name: 'transcription',
  dependencies: ['auth', 'api-tokens'],
});

import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { ImagesConfig } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimiters } from '../../http/rate-limiter';
import type { UsageService } from '../usage/service';
import { createBuiltinImageProvider } from './providers/builtin';
import {
  FAILED_GENERATIONS_PER_MINUTE,
  FAILURE_WINDOW_MS,
  createFailureLimit,
} from './failure-limit';
import { createGeminiImageProvider } from './providers/gemini';
import { createOpenAiImageProvider } from './providers/openai';
import { createThumbnailsRepository } from './repository';
import { thumbnailsRoutes } from './routes';
import { createThumbnailsService } from './service';

export type ThumbnailsModuleOptions = {
  db: Db;
  clock: Clock;
  usage: UsageService;
  /** Failed generations per user are counted here (in Redis when the app has it). */
  rateLimits: RateLimiters;
  images?: ImagesConfig | undefined;
  /** the user's own Gemini key (Settings), decrypted; null when they saved none */
  geminiKeyOf?: (userId: string) => Promise<string | null>;
  /** Tests point the vendors at local servers speaking their APIs. */
  vendorBaseUrls?: { gemini?: string; openai?: string };
  /** How long one vendor call may take (the providers' defaults: 90 s Gemini, 120 s OpenAI). */
  vendorTimeoutMs?: number;
};

/**
 * Thumbnails under `/api/thumbnails`: the built-in compositor always, Gemini with the user's or
 * the server's key, OpenAI images with the server's key. The PNGs are the user's files
 * (`/api/files/:id`, owner only), so this runs after the audio module that serves them.
 */
export default async function thumbnailsModule(
  app: FastifyInstance,
  options: ThumbnailsModuleOptions,
) {
  const { images, vendorBaseUrls } = options;
  const timeout = options.vendorTimeoutMs ? { timeoutMs: options.vendorTimeoutMs } : {};
  const geminiModel = images?.gemini?.model;
  const openai = images?.openai;
  const thumbnails = createThumbnailsService({
    repository: createThumbnailsRepository(options.db),
    files: app.files,
    usage: options.usage,
    geminiKeyOf: options.geminiKeyOf ?? (async () => null),
    clock: options.clock,
    log: app.log,
    providers: {
      builtin: createBuiltinImageProvider(),
      gemini: (apiKey) =>
        createGeminiImageProvider({
          apiKey,
          ...(geminiModel ? { model: geminiModel } : {}),
          ...timeout,
          ...(vendorBaseUrls?.gemini ? { baseUrl: vendorBaseUrls.gemini } : {}),
        }),
      openai: openai
        ? createOpenAiImageProvider({
            apiKey: openai.apiKey,
            model: openai.model,
            ...timeout,
            ...(vendorBaseUrls?.openai ? { baseUrl: vendorBaseUrls.openai } : {}),
          })
        : undefined,
      serverGeminiKey: images?.gemini?.apiKey,
    },
  });
  const failures = createFailureLimit(
    options.rateLimits.create('thumbnail-failures', {
      limit: FAILED_GENERATIONS_PER_MINUTE,
      windowMs: FAILURE_WINDOW_MS,
    }),
  );
  await app.register(thumbnailsRoutes, { prefix: '/api/thumbnails', thumbnails, failures });
}

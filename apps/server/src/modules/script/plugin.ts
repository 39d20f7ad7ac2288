import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AiConfig } from '../../config';
import type { RateLimiters } from '../../http/rate-limiter';
import type { UsageService } from '../usage/service';
import { createLanguageModel } from './providers/language-model';
import { scriptRoutes } from './routes';
import { createScriptService } from './service';
import { createAiWriter } from './writers/ai-writer';
import { createOfflineWriter } from './writers/offline-script-writer';

export type ScriptModuleOptions = {
  /** The LLM to write with; `undefined` uses the built-in offline writer. */
  ai: AiConfig | undefined;
  usage: UsageService;
  /** Key points, improve and extend requests allowed per user per minute. */
  assistsPerMinute?: number;
  rateLimits: RateLimiters;
};

/**
 * Script writing under `/api/script`: generate, key points, improve, extend, quality; and the
 * script tools: hooks, section rewrite, outline.
 */
async function scriptModule(app: FastifyInstance, options: ScriptModuleOptions) {
  const writer =
    options.ai === undefined
      ? createOfflineWriter()
      : createAiWriter(createLanguageModel(options.ai), { timeoutMs: options.ai.timeoutMs });
  const script = createScriptService({
    writer,
    usage: options.usage,
    assistLimiter: options.rateLimits.create('script-assist', {
      limit: options.assistsPerMinute ?? 30,
      windowMs: 60_000,
    }),
    log: app.log,
  });
  app.decorate('scriptAssists', { limit: script.limitAssist });
  await app.register(scriptRoutes, { prefix: '/api/script', script });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-user limit of AI assists, shared with the modules that count under it. */
    scriptAssists: { limit(userId: string): Promise<void> };
  }
}

export default fp(scriptModule, { name: 'script', dependencies: ['auth', 'api-tokens'] });

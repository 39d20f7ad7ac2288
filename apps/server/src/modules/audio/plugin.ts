import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { TtsConfig } from '../../config';
import type { Db } from '../../db/client';
import { startPeriodicTask } from '../../periodic-task';
import type { FileStore } from '../files/file-store';
import { filesRoutes } from '../files/routes';
import { createFilesService, type FilesService } from '../files/service';
import type { UsageService } from '../usage/service';
import { createBuiltinTtsProvider } from './providers/builtin';
import { createElevenLabsProvider } from './providers/elevenlabs';
import { createOpenAiSpeechProvider } from './providers/openai';
import type { TtsProvider } from './providers/tts-provider';
import { audioRoutes } from './routes';
import { createAudioService, type AlignWords } from './service';
import { createVoiceCatalog } from './voice-catalog';

export type AudioModuleOptions = {
  db: Db;
  clock: Clock;
  /** Where the voice-overs' (and thumbnails') bytes are kept. */
  fileStore: FileStore;
  usage: UsageService;
  subscriptionOf: (userId: string) => Promise<string | undefined>;
  tts: TtsConfig;
  /** Removes the files of deleted accounts periodically (off in tests, which call it directly). */
  sweep: boolean;
  /** Tests point the vendors at local servers speaking their APIs. */
  vendorBaseUrls?: { elevenlabs?: string; openai?: string };
  /** How long one vendor call may take (the providers' default: 120 s). */
  vendorTimeoutMs?: number;
  /**
   * Word times for voices that give none (OpenAI speech): the captions module's offline aligner
   * plugs in here. Without it such voice-overs come with no words.
   */
  alignWords?: AlignWords;
};

/** Voice-over under `/api/audio`, and the files it makes under `/api/files`. */
async function audioModule(app: FastifyInstance, options: AudioModuleOptions) {
  const builtin = createBuiltinTtsProvider();
  app.addHook('onClose', () => builtin.close());
  const providers: TtsProvider[] = [builtin];
  const { elevenlabs, openai } = options.tts;
  const timeout = options.vendorTimeoutMs ? { timeoutMs: options.vendorTimeoutMs } : {};
  if (elevenlabs) {
    providers.push(
      createElevenLabsProvider({
        apiKey: elevenlabs.apiKey,
        modelId: elevenlabs.model,
        ...timeout,
        ...(options.vendorBaseUrls?.elevenlabs
          ? { baseUrl: options.vendorBaseUrls.elevenlabs }
          : {}),
      }),
    );
  }
  if (openai) {
    providers.push(
      createOpenAiSpeechProvider({
        apiKey: openai.apiKey,
        model: openai.model,
        ...timeout,
        ...(options.vendorBaseUrls?.openai ? { baseUrl: options.vendorBaseUrls.openai } : {}),
      }),
    );
  }

  const files = createFilesService({
    db: options.db,
    store: options.fileStore,
  });
  const audio = createAudioService({
    voices: createVoiceCatalog(providers),
    usage: options.usage,
    files,
    subscriptionOf: options.subscriptionOf,
    clock: options.clock,
    log: app.log,
    ...(options.alignWords ? { alignWords: options.alignWords } : {}),
  });
  await app.register(audioRoutes, { prefix: '/api/audio', audio });
  await app.register(filesRoutes, { prefix: '/api/files', files });
  app.decorate('files', files);
  if (options.sweep) {
    const stop = startPeriodicTask({
      name: 'orphaned file sweep',
      intervalMs: 60 * 60 * 1000,
      log: app.log,
      run: () => files.sweepOrphans(),
    });
    app.addHook('onClose', async () => stop());
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesService;
  }
}

export default fp(audioModule, { name: 'audio', dependencies: ['auth', 'api-tokens'] });

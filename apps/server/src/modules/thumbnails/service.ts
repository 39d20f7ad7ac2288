import { randomUUID } from 'node:crypto';
import {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  type GeneratedThumbnails,
  type Thumbnail,
  type ThumbnailProgress,
} from '@reelwright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { FilesService } from '../files/service';
import type { UsageService } from '../usage/service';
import { headlineFrom } from './compositor';
import { variationPrompt } from './prompt';
import { chooseProvider, type ProviderFactories } from './provider-choice';
import { ThumbnailVendorError } from './providers/image-provider';
import { toThumbnail, type ThumbnailsRepository } from './repository';
import type { ThumbnailJob } from './request-input';
import { GENERATION_FAILED, NONE_GENERATED } from './vendor-errors';

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace(/:/g, '-');

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export function createThumbnailsService(deps: {
  repository: ThumbnailsRepository;
  files: FilesService;
  usage: UsageService;
  providers: ProviderFactories;
  geminiKeyOf: (userId: string) => Promise<string | null>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  return {
    /**
     * Draws `count` variations one after another (a vendor gets 500 ms between calls), keeps
     * each ready PNG as the user's file, and answers them in order with the failed ones marked.
     * All are counted first; failed ones are given back. None drawn is an error.
     */
    async generate(
      userId: string,
      job: ThumbnailJob,
      signal: AbortSignal,
      onProgress?: (progress: ThumbnailProgress) => void,
    ): Promise<GeneratedThumbnails> {
      if (job.projectId && !(await deps.repository.ownsProject(userId, job.projectId)))
        throw new AppError(404, 'NOT_FOUND', 'This project does not exist.');
      const provider = chooseProvider(job.provider, await deps.geminiKeyOf(userId), deps.providers);
      const reservation = await deps.usage.consume(userId, 'thumbnailsGenerated', job.count);
      const total = job.count;
      onProgress?.({ stage: 'connecting', done: 0, total });
      const generationId = randomUUID();
      const startedAt = deps.clock.now();
      // Vendors draw text poorly: only an asked-for headline goes over their pictures.
      const headline =
        job.text ?? (provider.name === 'builtin' ? headlineFrom(job.description) : '');
      const results: Thumbnail[] = [];
      let failed = 0;
      let firstFailure: string | null = null;
      try {
        onProgress?.({ stage: 'processing', done: 0, total });
        for (let variation = 1; variation <= total; variation += 1) {
          if (variation > 1) await pause(provider.pauseBetweenMs, signal);
          if (signal.aborted)
            throw new AppError(502, 'THUMBNAIL_FAILED', 'Generation was cancelled.');
          const prompt = variationPrompt({
            description: job.description,
            style: job.style,
            variation,
            count: total,
            withHeadline: headline !== '',
            hasReference: job.reference !== undefined,
            objectNames: job.objects.map((object) => object.name),
          });
          let thumbnail: Thumbnail;
          try {
            const png = await provider.draw({
              prompt,
              description: job.description,
              style: job.style,
              variation,
              headline,
              reference: job.reference,
              objects: job.objects,
              signal,
            });
            const file = await deps.files.save(userId, {
              kind: 'thumbnail',
              mimeType: 'image/png',
              filename: `thumbnail-${stamp(startedAt)}-${variation}.png`,
              bytes: png,
            });
            const row = await deps.repository.insert({
              userId,
              projectId: job.projectId ?? null,
              fileId: file.id,
              generationId,
              variation,
              prompt,
              style: job.style,
              provider: provider.name,
              width: THUMBNAIL_WIDTH,
              height: THUMBNAIL_HEIGHT,
            });
            thumbnail = toThumbnail(row);
          } catch (error) {
            if (signal.aborted) throw error;
            const message =
              error instanceof ThumbnailVendorError ? error.message : GENERATION_FAILED;
            if (!(error instanceof ThumbnailVendorError))
              deps.log.error({ err: error }, 'thumbnail variation failed');
            failed += 1;
            firstFailure ??= message;
            thumbnail = {
              id: `${generationId}-${variation}`,
              url: '',
              prompt,
              style: job.style,
              provider: provider.name,
              variation,
              width: THUMBNAIL_WIDTH,
              height: THUMBNAIL_HEIGHT,
              createdAt: deps.clock.now().toISOString(),
              error: true,
              errorMessage: message,
            };
          }
          results.push(thumbnail);
          onProgress?.({ stage: 'thumbnail', done: variation, total, thumbnail });
        }
      } catch (error) {
        // The client left: what was not drawn is given back.
        await deps.usage.refund({ ...reservation, amount: total - (results.length - failed) });
        throw error;
      }
      if (failed > 0) await deps.usage.refund({ ...reservation, amount: failed });
      if (failed === total) {
        throw new AppError(
          502,
          'THUMBNAIL_FAILED',
          firstFailure === GENERATION_FAILED ? NONE_GENERATED : (firstFailure ?? NONE_GENERATED),
        );
      }
      return { thumbnails: results, usage: await deps.usage.usageOf(userId) };
    },

    async history(userId: string, projectId?: string): Promise<Thumbnail[]> {
      if (projectId && !(await deps.repository.ownsProject(userId, projectId)))
        throw new AppError(404, 'NOT_FOUND', 'This project does not exist.');
      return (await deps.repository.history(userId, projectId)).map(toThumbnail);
    },
  };
}

export type ThumbnailsService = ReturnType<typeof createThumbnailsService>;

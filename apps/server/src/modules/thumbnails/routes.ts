import {
  generateThumbnailsBodySchema,
  apiSuccessSchema,
  generatedThumbnailsSchema,
  THUMBNAIL_IMAGE_MAX_BYTES,
  THUMBNAIL_OBJECTS_MAX,
  thumbnailHistoryQuerySchema,
  thumbnailHistorySchema,
} from '@reelwright/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { answerMaybeStreaming } from '../../http/event-stream';
import type { FailureLimit } from './failure-limit';
import { checkPictures, jobFromJson, jobFromMultipart } from './request-input';
import type { ThumbnailsService } from './service';

/** Up to five pictures of 10 MB, as base64 in JSON (4/3 larger) or as file parts. */
export const THUMBNAIL_BODY_LIMIT =
  Math.ceil(((THUMBNAIL_OBJECTS_MAX + 1) * THUMBNAIL_IMAGE_MAX_BYTES * 4) / 3) + 1024 * 1024;

export type ThumbnailsRoutesOptions = { thumbnails: ThumbnailsService; failures: FailureLimit };

export const thumbnailsRoutes: FastifyPluginAsyncZod<ThumbnailsRoutesOptions> = async (
  app,
  options,
) => {
  const { thumbnails, failures } = options;
  app.addHook('onRequest', app.authenticateAllowingApiToken);
  // Only here: the rest of the API takes JSON alone.
  await app.register(multipart, {
    limits: {
      fileSize: THUMBNAIL_IMAGE_MAX_BYTES,
      files: THUMBNAIL_OBJECTS_MAX + 1,
      fields: 10,
      fieldSize: 10_000,
      parts: THUMBNAIL_OBJECTS_MAX + 11,
    },
  });

  app.post(
    '/generate',
    {
      bodyLimit: THUMBNAIL_BODY_LIMIT,
      // The handler reads JSON or multipart itself; the reference shows the JSON form.
      config: { documentedBody: generateThumbnailsBodySchema },
      schema: {
        summary: 'Draw 1–3 thumbnail variations (1280×720 PNG); counts each against the plan',
        description:
          'JSON (images as data URLs) or multipart/form-data (images as `referenceImage` and ' +
          '`objectImages` file parts). With `Accept: text/event-stream`: `progress` events ' +
          '{stage, done, total, thumbnail?}, then `done` (or `error`). Every picture is checked ' +
          'before anything is drawn (PNG, JPEG or WebP by content, at most 40 megapixels and ' +
          '16 384 px a side, decoded in full): a bad one is 400 `INVALID_IMAGE` naming its field ' +
          'and file. Failed generations (bad pictures included) are limited to 10 a minute per ' +
          'user: then 429 `RATE_LIMITED` with `Retry-After`.',
        response: { 200: apiSuccessSchema(generatedThumbnailsSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = request.auth;
      // Too many failures lately: refused before a picture is read.
      failures.assertAllowed(userId);
      // Read and checked before anything streams, so bad input is an ordinary 400: headers on
      // the loop as the parts arrive, then every picture decoded in full on the CPU pool.
      const job = await failures.counting(userId, async () => {
        const job = request.isMultipart()
          ? await jobFromMultipart(request)
          : jobFromJson(request.body);
        await checkPictures(job, request.log);
        return job;
      });
      return answerMaybeStreaming(request, reply, (signal, emit) =>
        failures.counting(
          userId,
          () =>
            thumbnails.generate(
              userId,
              job,
              signal,
              emit ? (progress) => emit('progress', progress) : undefined,
            ),
          signal,
        ),
      );
    },
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'The caller’s earlier thumbnails (of one project), newest first',
        querystring: thumbnailHistoryQuerySchema,
        response: { 200: apiSuccessSchema(thumbnailHistorySchema) },
      },
    },
    async (request) =>
      ok({ thumbnails: await thumbnails.history(request.auth.userId, request.query.projectId) }),
  );
};

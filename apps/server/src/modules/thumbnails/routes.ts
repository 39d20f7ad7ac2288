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
import { jobFromJson, jobFromMultipart } from './request-input';
import type { ThumbnailsService } from './service';

/** Up to five pictures of 10 MB, as base64 in JSON (4/3 larger) or as file parts. */
export const THUMBNAIL_BODY_LIMIT =
  Math.ceil(((THUMBNAIL_OBJECTS_MAX + 1) * THUMBNAIL_IMAGE_MAX_BYTES * 4) / 3) + 1024 * 1024;

export type ThumbnailsRoutesOptions = { thumbnails: ThumbnailsService };

export const thumbnailsRoutes: FastifyPluginAsyncZod<ThumbnailsRoutesOptions> = async (
  app,
  options,
) => {
  const { thumbnails } = options;
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
          '{stage, done, total, thumbnail?}, then `done` (or `error`).',
        response: { 200: apiSuccessSchema(generatedThumbnailsSchema) },
      },
    },
    async (request, reply) => {
      // Read and checked before anything streams, so bad input is an ordinary 400.
      const job = request.isMultipart()
        ? await jobFromMultipart(request)
        : jobFromJson(request.body);
      return answerMaybeStreaming(request, reply, (signal, emit) =>
        thumbnails.generate(
          request.auth.userId,
          job,
          signal,
          emit ? (progress) => emit('progress', progress) : undefined,
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

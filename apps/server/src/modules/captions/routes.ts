import multipart from '@fastify/multipart';
import { alignResultSchema, apiSuccessSchema } from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { abortWhenClientLeaves } from '../../http/event-stream';
import {
  ALIGN_AUDIO_MAX_BYTES,
  ALIGN_SECONDS_MAX,
  ALIGN_TEXT_MAX,
  readAlignUpload,
} from './align-input';
import { ALIGNMENTS_PER_MINUTE, type AlignService } from './align-service';

export type CaptionsRoutesOptions = { aligner: AlignService };

/** `/api/captions/align`. */
export const captionsRoutes: FastifyPluginAsyncZod<CaptionsRoutesOptions> = async (
  app,
  { aligner },
) => {
  app.addHook('onRequest', app.authenticateAllowingApiToken);
  await app.register(multipart, {
    limits: {
      fileSize: ALIGN_AUDIO_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: ALIGN_TEXT_MAX * 4,
      parts: 6,
    },
  });

  app.post(
    '/align',
    {
      bodyLimit: ALIGN_AUDIO_MAX_BYTES + 1024 * 1024,
      schema: {
        summary:
          'Time every word of a known text in a recording of it, offline (the audio is not stored)',
        description:
          'multipart/form-data: `audio` (WAV, MP3, M4A/AAC, Ogg or WebM with Opus or Vorbis, by content, at most ' +
          `${ALIGN_AUDIO_MAX_BYTES / (1024 * 1024)} MB and ${ALIGN_SECONDS_MAX / 60} minutes), \`text\` (what is said, at most ` +
          `${ALIGN_TEXT_MAX} characters) and \`language\` (english, russian, spanish, french, german or chinese; default english). ` +
          'Audio that is not this text still answers with the best times found. ' +
          `At most ${ALIGNMENTS_PER_MINUTE} a minute per user, then 429 \`RATE_LIMITED\`.`,
        response: { 200: apiSuccessSchema(alignResultSchema) },
      },
    },
    async (request, reply) => {
      await aligner.admit(request.auth.userId);
      const upload = await readAlignUpload(request);
      return ok(await aligner.align(upload, abortWhenClientLeaves(reply)));
    },
  );
};

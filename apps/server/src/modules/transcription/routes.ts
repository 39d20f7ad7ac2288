import multipart from '@fastify/multipart';
import {
  apiSuccessSchema,
  captionCapabilitiesSchema,
  TRANSCRIBE_AUDIO_MAX_BYTES,
  TRANSCRIBE_SECONDS_MAX,
  transcribeResultSchema,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { abortWhenClientLeaves } from '../../http/event-stream';
import { readAudioUpload } from './transcribe-input';
import { TRANSCRIPTIONS_PER_MINUTE, type TranscriptionService } from './service';

export type TranscriptionRoutesOptions = { transcription: TranscriptionService };

/** `/api/captions/capabilities` and `/api/captions/transcribe`. */
export const transcriptionRoutes: FastifyPluginAsyncZod<TranscriptionRoutesOptions> = async (
  app,
  { transcription },
) => {
  app.addHook('onRequest', app.authenticateAllowingApiToken);
  await app.register(multipart, {
    limits: {
      fileSize: TRANSCRIBE_AUDIO_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1_000,
      parts: 6,
    },
  });

  app.get(
    '/capabilities',
    {
      schema: {
        summary: 'What this server can do for captions: whether speech-to-text is configured',
        response: { 200: apiSuccessSchema(captionCapabilitiesSchema) },
      },
    },
    async () => ok(transcription.capabilities()),
  );

  app.post(
    '/transcribe',
    {
      bodyLimit: TRANSCRIBE_AUDIO_MAX_BYTES + 1024 * 1024,
      schema: {
        summary: 'Transcribe a clip’s speech with every word’s times (the audio is not stored)',
        description:
          'multipart/form-data: `audio` (WAV, MP3, M4A/MP4, Ogg, WebM or FLAC by content, at ' +
          `most ${TRANSCRIBE_AUDIO_MAX_BYTES / (1024 * 1024)} MB and ${TRANSCRIBE_SECONDS_MAX / 60} minutes) and an optional \`language\` ` +
          '(en, ru… or a script language). Without a speech-to-text provider configured: 409 ' +
          '`TRANSCRIPTION_NOT_CONFIGURED`, its message naming what to set. ' +
          `At most ${TRANSCRIPTIONS_PER_MINUTE} a minute per user, then 429 \`RATE_LIMITED\`.`,
        response: { 200: apiSuccessSchema(transcribeResultSchema) },
      },
    },
    async (request, reply) => {
      await transcription.admit(request.auth.userId);
      const upload = await readAudioUpload(request);
      return ok(await transcription.transcribe(upload, abortWhenClientLeaves(reply)));
    },
  );
};

import {
  apiSuccessSchema,
  generateAudioBodySchema,
  generatedAudioSchema,
  voicesResultSchema,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { abortWhenClientLeaves, answerMaybeStreaming } from '../../http/event-stream';
import type { AudioService } from './service';

export type AudioRoutesOptions = { audio: AudioService };

export const audioRoutes: FastifyPluginAsyncZod<AudioRoutesOptions> = async (app, options) => {
  const { audio } = options;
  app.addHook('onRequest', app.authenticateAllowingApiToken);

  app.get(
    '/voices',
    {
      schema: {
        summary: 'The voices of every configured provider, with what the caller’s plan allows',
        response: { 200: apiSuccessSchema(voicesResultSchema) },
      },
    },
    async (request, reply) =>
      ok({ voices: await audio.voices(request.auth.userId, abortWhenClientLeaves(reply)) }),
  );

  app.post(
    '/generate',
    {
      schema: {
        summary: 'Speak a text as MP3 (counts its characters against the plan)',
        description:
          'With `Accept: text/event-stream`: `progress` {done, total} after each chunk, then `done` (or `error`).',
        body: generateAudioBodySchema,
        response: { 200: apiSuccessSchema(generatedAudioSchema) },
      },
    },
    (request, reply) =>
      answerMaybeStreaming(request, reply, (signal, emit) =>
        audio.generate(
          request.auth.userId,
          request.body,
          signal,
          emit ? (done, total) => emit('progress', { done, total }) : undefined,
        ),
      ),
  );
};

import {
  apiSuccessSchema,
  extendBodySchema,
  extensionSchema,
  generateScriptBodySchema,
  generatedScriptSchema,
  improveBodySchema,
  improvedTextSchema,
  keyPointsBodySchema,
  keyPointsResultSchema,
  qualityBodySchema,
  qualityResultSchema,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { abortWhenClientLeaves, answerMaybeStreaming, type Emit } from '../../http/event-stream';
import type { ScriptService } from './service';

export type ScriptRoutesOptions = { script: ScriptService };

/** Passes written text on as `delta` events when the answer streams. */
const deltas = (emit?: Emit) => (emit ? (text: string) => emit('delta', { text }) : undefined);

const streams = 'With `Accept: text/event-stream`: `delta` events, then `done` (or `error`).';

export const scriptRoutes: FastifyPluginAsyncZod<ScriptRoutesOptions> = async (app, options) => {
  const { script } = options;
  app.addHook('onRequest', app.authenticateAllowingApiToken);

  app.post(
    '/generate',
    {
      schema: {
        summary: 'Write a script (counts one script of the plan)',
        description: streams,
        body: generateScriptBodySchema,
        response: { 200: apiSuccessSchema(generatedScriptSchema) },
      },
    },
    (request, reply) =>
      answerMaybeStreaming(request, reply, (signal, emit) =>
        script.generate(request.auth.userId, request.body, signal, deltas(emit)),
      ),
  );

  app.post(
    '/key-points',
    {
      schema: {
        summary: 'Suggest key points for a topic',
        body: keyPointsBodySchema,
        response: { 200: apiSuccessSchema(keyPointsResultSchema) },
      },
    },
    (request, reply) =>
      answerMaybeStreaming(request, reply, (signal) =>
        script.keyPoints(request.auth.userId, request.body, signal),
      ),
  );

  app.post(
    '/improve',
    {
      schema: {
        summary: 'Rewrite a selected passage by a command; answers the replacement only',
        description: streams,
        body: improveBodySchema,
        response: { 200: apiSuccessSchema(improvedTextSchema) },
      },
    },
    (request, reply) =>
      answerMaybeStreaming(request, reply, (signal, emit) =>
        script.improve(request.auth.userId, request.body, signal, deltas(emit)),
      ),
  );

  app.post(
    '/extend',
    {
      schema: {
        summary: 'Add sections to a script, before its call to action and outro',
        description: streams,
        body: extendBodySchema,
        response: { 200: apiSuccessSchema(extensionSchema) },
      },
    },
    (request, reply) =>
      answerMaybeStreaming(request, reply, (signal, emit) =>
        script.extend(request.auth.userId, request.body, signal, deltas(emit)),
      ),
  );

  app.post(
    '/quality',
    {
      schema: {
        summary: 'Assess a script: nine scores, grade and recommendations',
        body: qualityBodySchema,
        response: { 200: apiSuccessSchema(qualityResultSchema) },
      },
    },
    async (request, reply) => {
      const signal = abortWhenClientLeaves(reply);
      return ok({ quality: await script.quality(request.auth.userId, request.body, signal) });
    },
  );
};

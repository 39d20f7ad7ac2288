import {
  apiSuccessSchema,
  extendBodySchema,
  extensionSchema,
  generateScriptBodySchema,
  generatedScriptSchema,
  hooksBodySchema,
  hooksResultSchema,
  improveBodySchema,
  improvedTextSchema,
  keyPointsBodySchema,
  keyPointsResultSchema,
  outlineBodySchema,
  outlineResultSchema,
  qualityBodySchema,
  qualityResultSchema,
  sectionBodySchema,
  sectionResultSchema,
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
    '/hooks',
    {
      schema: {
        summary: 'Suggest three hooks for the opening, each in a different style',
        body: hooksBodySchema,
        response: { 200: apiSuccessSchema(hooksResultSchema) },
      },
    },
    (request, reply) =>
      answerMaybeStreaming(request, reply, (signal) =>
        script.hooks(request.auth.userId, request.body, signal),
      ),
  );

  app.post(
    '/section',
    {
      schema: {
        summary: 'Rewrite one section of a script (fresh, shorter, longer or by an instruction)',
        description: `The sections are the quality analysis's (\`scriptSections\`); every other byte of the script stays. ${streams}`,
        body: sectionBodySchema,
        response: { 200: apiSuccessSchema(sectionResultSchema) },
      },
    },
    (request, reply) =>
      answerMaybeStreaming(request, reply, (signal, emit) =>
        script.section(request.auth.userId, request.body, signal, deltas(emit)),
      ),
  );

  app.post(
    '/outline',
    {
      schema: {
        summary: 'Plan a script as an outline of sections, to edit before it is written',
        description: 'Send the edited outline to `POST /api/script/generate` as `outline`.',
        body: outlineBodySchema,
        response: { 200: apiSuccessSchema(outlineResultSchema) },
      },
    },
    (request, reply) =>
      answerMaybeStreaming(request, reply, (signal) =>
        script.outline(request.auth.userId, request.body, signal),
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

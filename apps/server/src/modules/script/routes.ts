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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import {
  abortWhenClientLeaves,
  openEventStream,
  wantsEventStream,
  type EventStream,
} from '../../http/event-stream';
import type { ScriptService } from './service';

export type ScriptRoutesOptions = { script: ScriptService };

type Run<T> = (signal: AbortSignal, onDelta?: (text: string) => void) => Promise<T>;

/**
 * One JSON answer, or (with `Accept: text/event-stream`) `delta` events as the text is written
 * and one `done` with the same data the JSON answer carries. Anything that fails before the
 * first piece (validation, quota, rate limit) is an ordinary JSON error with its status.
 */
async function answer<T>(request: FastifyRequest, reply: FastifyReply, run: Run<T>) {
  const signal = abortWhenClientLeaves(reply);
  if (!wantsEventStream(request)) return ok(await run(signal));
  let stream: EventStream | undefined;
  const open = () => (stream ??= openEventStream(reply));
  try {
    const data = await run(signal, (text) => open().send('delta', { text }));
    open().send('done', data);
  } catch (error) {
    if (stream === undefined) throw error;
    if (error instanceof AppError) {
      stream.send('error', { error: error.message, code: error.code });
    } else {
      request.log.error({ err: error }, 'stream failed');
      stream.send('error', { error: 'Something went wrong. Please try again.', code: 'INTERNAL' });
    }
  }
  stream?.end();
  return reply;
}

const streams = 'With `Accept: text/event-stream`: `delta` events, then `done` (or `error`).';

export const scriptRoutes: FastifyPluginAsyncZod<ScriptRoutesOptions> = async (app, options) => {
  const { script } = options;
  app.addHook('onRequest', app.authenticate);

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
      answer(request, reply, (signal, onDelta) =>
        script.generate(request.auth.userId, request.body, signal, onDelta),
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
      answer(request, reply, (signal) =>
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
      answer(request, reply, (signal, onDelta) =>
        script.improve(request.auth.userId, request.body, signal, onDelta),
      ),
  );

  app.post(
    '/extend',
    {
      schema: {
        summary: 'Continue a script; answers the text to append',
        description: streams,
        body: extendBodySchema,
        response: { 200: apiSuccessSchema(extensionSchema) },
      },
    },
    (request, reply) =>
      answer(request, reply, (signal, onDelta) =>
        script.extend(request.auth.userId, request.body, signal, onDelta),
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

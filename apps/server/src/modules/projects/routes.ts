import {
  apiSuccessSchema,
  createProjectBodySchema,
  duplicateProjectBodySchema,
  projectDeletedSchema,
  projectListQuerySchema,
  projectListSchema,
  projectResultSchema,
  projectRevisionSchema,
  projectVersionListSchema,
  projectVersionResultSchema,
  updateProjectBodySchema,
} from '@reelwright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ProjectsService } from './service';

export type ProjectsRoutesOptions = { projects: ProjectsService };

const projectParams = z.object({ id: z.uuid({ error: 'This project id is not valid.' }) });
const versionParams = projectParams.extend({
  versionId: z.uuid({ error: 'This version id is not valid.' }),
});
const restoreBody = z.object({ revision: projectRevisionSchema });

/** A project carries its editor timeline: thousands of items run past the 1 MB JSON default. */
export const PROJECT_BODY_LIMIT = 8 * 1024 * 1024;

export const projectsRoutes: FastifyPluginAsyncZod<ProjectsRoutesOptions> = async (
  app,
  options,
) => {
  const { projects } = options;
  app.addHook('onRequest', app.authenticateAllowingApiToken);

  app.post(
    '/',
    {
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        summary: 'Create a project',
        body: createProjectBodySchema,
        response: { 201: apiSuccessSchema(projectResultSchema) },
      },
    },
    async (request, reply) => {
      const project = await projects.create(request.auth.userId, request.body);
      return reply.code(201).send(ok({ project }));
    },
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'The caller’s projects, most recently changed first',
        description:
          '`q` finds words in the title or topic; pages of `limit` (at most 100, the default) go on with `cursor`, the previous page’s `nextCursor`.',
        querystring: projectListQuerySchema,
        response: { 200: apiSuccessSchema(projectListSchema) },
      },
    },
    async (request) => ok(await projects.list(request.auth.userId, request.query)),
  );

  app.post(
    '/:id/duplicate',
    {
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        summary: 'Copy a project (brief, script, voice-overs, timeline, thumbnail)',
        params: projectParams,
        body: duplicateProjectBodySchema,
        response: { 201: apiSuccessSchema(projectResultSchema) },
      },
    },
    async (request, reply) => {
      const project = await projects.duplicate(
        request.auth.userId,
        request.params.id,
        request.body ?? {},
      );
      return reply.code(201).send(ok({ project }));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One project',
        params: projectParams,
        response: { 200: apiSuccessSchema(projectResultSchema) },
      },
    },
    async (request) => ok({ project: await projects.get(request.auth.userId, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        summary: 'Save changed fields; 409 CONFLICT when the project moved past `revision`',
        params: projectParams,
        body: updateProjectBodySchema,
        response: { 200: apiSuccessSchema(projectResultSchema) },
      },
    },
    async (request) =>
      ok({
        project: await projects.update(request.auth.userId, request.params.id, request.body),
      }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a project and its history',
        params: projectParams,
        response: { 200: apiSuccessSchema(projectDeletedSchema) },
      },
    },
    async (request) => ok(await projects.remove(request.auth.userId, request.params.id)),
  );

  app.get(
    '/:id/versions',
    {
      schema: {
        summary: 'The project’s earlier scripts, newest first (the last 50)',
        params: projectParams,
        response: { 200: apiSuccessSchema(projectVersionListSchema) },
      },
    },
    async (request) =>
      ok({ versions: await projects.versions(request.auth.userId, request.params.id) }),
  );

  app.get(
    '/:id/versions/:versionId',
    {
      schema: {
        summary: 'One earlier script',
        params: versionParams,
        response: { 200: apiSuccessSchema(projectVersionResultSchema) },
      },
    },
    async (request) =>
      ok({
        version: await projects.version(
          request.auth.userId,
          request.params.id,
          request.params.versionId,
        ),
      }),
  );

  app.post(
    '/:id/versions/:versionId/restore',
    {
      schema: {
        summary: 'Put an earlier script back',
        params: versionParams,
        body: restoreBody,
        response: { 200: apiSuccessSchema(projectResultSchema) },
      },
    },
    async (request) =>
      ok({
        project: await projects.restore(
          request.auth.userId,
          request.params.id,
          request.params.versionId,
          request.body.revision,
        ),
      }),
  );
};

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createProjectListing } from './project-listing';
import { createProjectsRepository } from './repository';
import { projectsRoutes } from './routes';
import { createProjectsService } from './service';

export type ProjectsModuleOptions = { db: Db; clock: Clock };

/** Projects and their script history under `/api/projects`. */
async function projectsModule(app: FastifyInstance, options: ProjectsModuleOptions) {
  const projects = createProjectsService({
    repository: createProjectsRepository(options.db),
    listing: createProjectListing(options.db),
    clock: options.clock,
  });
  await app.register(projectsRoutes, { prefix: '/api/projects', projects });
}

export default fp(projectsModule, { name: 'projects', dependencies: ['auth', 'api-tokens'] });

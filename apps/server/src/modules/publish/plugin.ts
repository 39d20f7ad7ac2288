import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { AiConfig } from '../../config';
import type { Db } from '../../db/client';
import { createProjectListing } from '../projects/project-listing';
import { createProjectsRepository } from '../projects/repository';
import { createProjectsService } from '../projects/service';
import { createLanguageModel } from '../script/providers/language-model';
import { publishRoutes } from './routes';
import { createPublishService } from './service';

export type PublishModuleOptions = {
  db: Db;
  clock: Clock;
  /** The LLM that writes titles and summary; `undefined` writes the pack offline. */
  ai: AiConfig | undefined;
};

/** `POST /api/script/publish-pack`: counted under the script module's assist limit. */
async function publishModule(app: FastifyInstance, options: PublishModuleOptions) {
  const publish = createPublishService({
    // The projects module's own reading: another user's project is its 404.
    projects: createProjectsService({
      repository: createProjectsRepository(options.db),
      listing: createProjectListing(options.db),
      clock: options.clock,
    }),
    limitAssist: (userId) => app.scriptAssists.limit(userId),
    model:
      options.ai === undefined
        ? undefined
        : { model: createLanguageModel(options.ai), timeoutMs: options.ai.timeoutMs },
    log: app.log,
  });
  await app.register(publishRoutes, { prefix: '/api/script', publish });
}

export default fp(publishModule, {
  name: 'publish',
  dependencies: ['auth', 'api-tokens', 'script'],
});

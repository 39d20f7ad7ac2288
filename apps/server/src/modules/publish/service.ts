import type { PublishPack, PublishPackBody } from '@reelwright/contracts';
import type { LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { ProjectsService } from '../projects/service';
import { writePackWithModel } from './ai-pack-writer';
import { composePack, rankTitles } from './compose-pack';
import { offlineSummary, offlineTitles } from './offline-pack/offline-pack';
import { sourceOfBody, sourceOfProject, type PackSource } from './pack-source';

export type PublishServiceDeps = {
  projects: Pick<ProjectsService, 'get'>;
  /** The script module's per-user assist limit: 429 past it. */
  limitAssist: (userId: string) => Promise<void>;
  /** The configured model; `undefined` writes every pack offline. */
  model: { model: LanguageModel; timeoutMs: number } | undefined;
  log: FastifyBaseLogger;
};

export function createPublishService(deps: PublishServiceDeps) {
  function offlinePack(source: PackSource): PublishPack {
    const brief = { ...source, seconds: source.videoSeconds ?? source.spokenSeconds };
    const titles = rankTitles(offlineTitles(brief), source.topic, source.language)!;
    return composePack(source, titles, offlineSummary(brief), 'offline');
  }

  return {
    /**
     * Titles, description with chapters, tags and hashtags for a project (the caller's own) or
     * the given script. The model writes the titles and summary when one is configured; a
     * failed or malformed answer gives the offline pack instead. Counts as one assist.
     */
    async publishPack(
      userId: string,
      body: PublishPackBody,
      signal: AbortSignal,
    ): Promise<PublishPack> {
      const source =
        'projectId' in body
          ? sourceOfProject(await deps.projects.get(userId, body.projectId))
          : sourceOfBody(body);
      await deps.limitAssist(userId);
      if (deps.model === undefined) return offlinePack(source);
      try {
        const words = await writePackWithModel(
          deps.model.model,
          source,
          signal,
          deps.model.timeoutMs,
        );
        const titles = rankTitles(words.titles, source.topic, source.language);
        if (titles === undefined) throw new Error('fewer than five distinct titles');
        return composePack(source, titles, words.summary, 'ai');
      } catch (error) {
        deps.log.warn({ err: error }, 'AI publish pack failed; answering the offline pack');
        return offlinePack(source);
      }
    },
  };
}

export type PublishService = ReturnType<typeof createPublishService>;

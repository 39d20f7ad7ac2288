import {
  PROJECT_TITLE_MAX,
  type CreateProjectBody,
  type DuplicateProjectBody,
  type Project,
  type ProjectFields,
  type ProjectSummary,
  type UpdateProjectBody,
} from '@reelwright/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from './list-cursor';
import { toProject } from './project-document';
import type { ProjectListing } from './project-listing';
import type { ProjectsRepository, VersionRow } from './repository';

/** Typing keeps at most one snapshot a minute; AI changes and restores always keep one. */
export const AUTOSAVE_SNAPSHOT_MS = 60_000;
const PREVIEW_WORDS = 12;

const notFound = () => new AppError(404, 'NOT_FOUND', 'This project does not exist.');

const conflict = () =>
  new AppError(
    409,
    'CONFLICT',
    'This project was changed in another tab or device. Reload it to get the latest version.',
  );

function defaultsFor(body: CreateProjectBody): ProjectFields {
  const topic = body.topic ?? '';
  return {
    title: body.title || topic.slice(0, 80) || 'Untitled project',
    topic,
    contentType: body.contentType ?? 'lifestyle',
    language: body.language ?? 'english',
    duration: body.duration ?? 'medium',
    keyPoints: body.keyPoints ?? [],
    script: body.script ?? '',
    voiceOvers: body.voiceOvers ?? [],
    timeline: body.timeline ?? null,
    thumbnails: body.thumbnails ?? [],
    chapters: body.chapters ?? [],
  };
}

function versionSummary(row: VersionRow) {
  const words = row.script.trim().split(/\s+/);
  return {
    id: row.id,
    source: row.source as 'generate' | 'improve' | 'extend' | 'autosave' | 'restore',
    characters: row.script.length,
    preview: words.slice(0, PREVIEW_WORDS).join(' ') + (words.length > PREVIEW_WORDS ? '…' : ''),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A copy's default title: the original's, marked as a copy, within the title limit. */
export function copyTitle(title: string): string {
  const mark = ' (copy)';
  return title.slice(0, PROJECT_TITLE_MAX - mark.length) + mark;
}

export function createProjectsService(deps: {
  repository: ProjectsRepository;
  listing: ProjectListing;
  clock: Clock;
}) {
  const { repository, listing, clock } = deps;

  async function owned(userId: string, projectId: string) {
    const row = await repository.get(userId, projectId);
    if (row === undefined) throw notFound();
    return row;
  }

  async function save(
    userId: string,
    projectId: string,
    revision: number,
    fields: Partial<ProjectFields>,
    source: string,
  ): Promise<Project> {
    const now = clock.now();
    const result = await repository.update({
      userId,
      projectId,
      revision,
      fields,
      at: now,
      source,
      snapshotEveryMs: source === 'autosave' ? AUTOSAVE_SNAPSHOT_MS : 0,
    });
    if (result === 'missing') throw notFound();
    if (result === 'conflict') throw conflict();
    return toProject(result);
  }

  return {
    async create(userId: string, body: CreateProjectBody): Promise<Project> {
      return toProject(await repository.create(userId, defaultsFor(body), clock.now()));
    },

    /** A page of the caller's projects, newest change first; `cursor` continues a list. */
    async list(
      userId: string,
      query: { q?: string | undefined; limit: number; cursor?: string | undefined },
    ): Promise<{ projects: ProjectSummary[]; nextCursor: string | null }> {
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
      if (after === null && query.cursor !== undefined) {
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          'cursor is not valid: pass the nextCursor of the previous page.',
        );
      }
      const page = await listing.page({ userId, search: query.q, limit: query.limit, after });
      return {
        projects: page.rows,
        nextCursor: page.last === null ? null : encodeCursor(page.last),
      };
    },

    /**
     * A new project with the original's brief, script, voice-overs, timeline and thumbnail. The
     * plans limit exported videos (counted at export), not projects, so a copy counts nothing.
     */
    async duplicate(userId: string, projectId: string, body: DuplicateProjectBody) {
      const original = toProject(await owned(userId, projectId));
      const generated =
        original.thumbnails.length === 0
          ? await listing.newestGeneratedThumbnail(userId, projectId)
          : undefined;
      const fields: ProjectFields = {
        title: body.title || copyTitle(original.title),
        topic: original.topic,
        contentType: original.contentType,
        language: original.language,
        duration: original.duration,
        keyPoints: original.keyPoints,
        script: original.script,
        voiceOvers: original.voiceOvers,
        timeline: original.timeline,
        thumbnails: generated === undefined ? original.thumbnails : [generated],
        chapters: original.chapters,
      };
      return toProject(await repository.create(userId, fields, clock.now()));
    },

    async get(userId: string, projectId: string): Promise<Project> {
      return toProject(await owned(userId, projectId));
    },

    update(userId: string, projectId: string, body: UpdateProjectBody): Promise<Project> {
      const { revision, source, ...fields } = body;
      return save(userId, projectId, revision, fields, source);
    },

    async remove(userId: string, projectId: string) {
      if (!(await repository.remove(userId, projectId))) throw notFound();
      return { message: 'Project deleted.' };
    },

    async versions(userId: string, projectId: string) {
      await owned(userId, projectId);
      return (await repository.versions(projectId)).map(versionSummary);
    },

    async version(userId: string, projectId: string, versionId: string) {
      await owned(userId, projectId);
      const row = await repository.version(projectId, versionId);
      if (row === undefined) throw new AppError(404, 'NOT_FOUND', 'This version does not exist.');
      return { ...versionSummary(row), script: row.script };
    },

    /** Puts an earlier script back (itself kept as a version, so a restore can be undone). */
    async restore(userId: string, projectId: string, versionId: string, revision: number) {
      await owned(userId, projectId);
      const row = await repository.version(projectId, versionId);
      if (row === undefined) throw new AppError(404, 'NOT_FOUND', 'This version does not exist.');
      return save(userId, projectId, revision, { script: row.script }, 'restore');
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;

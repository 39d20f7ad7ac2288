import {
  PROJECT_SCHEMA_VERSION,
  PROJECT_VERSIONS_KEPT,
  type ProjectFields,
} from '@reelwright/contracts';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, projectVersions } from '../../db/schema';
import type { ProjectRow } from './project-document';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export type VersionRow = typeof projectVersions.$inferSelect;

const ownedBy = (userId: string, projectId: string) =>
  and(eq(projects.id, projectId), eq(projects.userId, userId));

export function createProjectsRepository(db: Db) {
  async function keepVersion(
    executor: Executor,
    version: { projectId: string; revision: number; source: string; script: string; at: Date },
  ) {
    const { projectId, revision, source, script, at } = version;
    await executor
      .insert(projectVersions)
      .values({ projectId, revision, source, script, createdAt: at });
    const kept = executor
      .select({ id: projectVersions.id })
      .from(projectVersions)
      .where(eq(projectVersions.projectId, projectId))
      .orderBy(desc(projectVersions.revision))
      .limit(PROJECT_VERSIONS_KEPT);
    await executor
      .delete(projectVersions)
      .where(and(eq(projectVersions.projectId, projectId), notInArray(projectVersions.id, kept)));
  }

  return {
    async create(userId: string, fields: ProjectFields, at: Date): Promise<ProjectRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(projects)
          .values({
            ...fields,
            userId,
            schemaVersion: PROJECT_SCHEMA_VERSION,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (fields.script !== '') {
          await keepVersion(tx, {
            projectId: row!.id,
            revision: row!.revision,
            source: 'autosave',
            script: fields.script,
            at,
          });
        }
        return row!;
      });
    },

    async list(userId: string, limit: number) {
      return db
        .select({
          id: projects.id,
          title: projects.title,
          topic: projects.topic,
          contentType: projects.contentType,
          language: projects.language,
          duration: projects.duration,
          revision: projects.revision,
          createdAt: projects.createdAt,
          updatedAt: projects.updatedAt,
        })
        .from(projects)
        .where(eq(projects.userId, userId))
        .orderBy(desc(projects.updatedAt))
        .limit(limit);
    },

    async get(userId: string, projectId: string): Promise<ProjectRow | undefined> {
      const [row] = await db.select().from(projects).where(ownedBy(userId, projectId));
      return row;
    },

    /**
     * Saves changed fields if the project is still at `revision` (else `conflict`), keeping the
     * old script as a version when `keep` says so, all in one transaction.
     */
    async update(input: {
      userId: string;
      projectId: string;
      revision: number;
      fields: Partial<ProjectFields>;
      at: Date;
      /** Whether the script change is worth a version, given the newest one's time. */
      keep: (newestVersionAt: Date | null) => boolean;
      source: string;
    }): Promise<ProjectRow | 'missing' | 'conflict'> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(projects)
          .where(ownedBy(input.userId, input.projectId))
          .for('update');
        if (current === undefined) return 'missing';
        if (current.revision !== input.revision) return 'conflict';
        const [updated] = await tx
          .update(projects)
          .set({ ...input.fields, revision: current.revision + 1, updatedAt: input.at })
          .where(eq(projects.id, current.id))
          .returning();
        const script = input.fields.script;
        if (script !== undefined && script !== current.script && script !== '') {
          const [newest] = await tx
            .select({ createdAt: projectVersions.createdAt })
            .from(projectVersions)
            .where(eq(projectVersions.projectId, current.id))
            .orderBy(desc(projectVersions.revision))
            .limit(1);
          if (input.keep(newest?.createdAt ?? null)) {
            await keepVersion(tx, {
              projectId: current.id,
              revision: updated!.revision,
              source: input.source,
              script,
              at: input.at,
            });
          }
        }
        return updated!;
      });
    },

    async remove(userId: string, projectId: string): Promise<boolean> {
      const rows = await db
        .delete(projects)
        .where(ownedBy(userId, projectId))
        .returning({ id: projects.id });
      return rows.length === 1;
    },

    async versions(projectId: string): Promise<VersionRow[]> {
      return db
        .select()
        .from(projectVersions)
        .where(eq(projectVersions.projectId, projectId))
        .orderBy(desc(projectVersions.revision));
    },

    async version(projectId: string, versionId: string): Promise<VersionRow | undefined> {
      const [row] = await db
        .select()
        .from(projectVersions)
        .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.id, versionId)));
      return row;
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;

import {
  PROJECT_SCHEMA_VERSION,
  PROJECT_VERSIONS_KEPT,
  type ProjectFields,
} from '@reelwright/contracts';
import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { projects, projectVersions } from '../../db/schema';
import type { ProjectRow } from './project-document';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export type VersionRow = typeof projectVersions.$inferSelect;

const ownedBy = (userId: string, projectId: string) =>
  and(eq(projects.id, projectId), eq(projects.userId, userId));

/** The columns a save may change, by field name. */
const FIELD_COLUMNS = {
  title: projects.title,
  topic: projects.topic,
  contentType: projects.contentType,
  language: projects.language,
  duration: projects.duration,
  keyPoints: projects.keyPoints,
  script: projects.script,
  voiceOvers: projects.voiceOvers,
  timeline: projects.timeline,
  thumbnails: projects.thumbnails,
  chapters: projects.chapters,
} satisfies Record<keyof ProjectFields, PgColumn>;

const FIELD_NAMES = Object.keys(FIELD_COLUMNS) as Array<keyof ProjectFields>;
const dialect = new PgDialect();

/**
 * A statement prepared by name, so PostgreSQL parses and plans it once per connection rather than
 * on every call (planning a save took longer than running it). `name` must stand for one SQL
 * text: statements that differ in shape need names of their own. Values come as placeholders at
 * `execute`, so the text is also built once here rather than on every call.
 */
function preparedStatement(db: Db, name: string, statement: SQL) {
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
}

/** A row of `update`'s statement: the project as updated (all null on a conflict). */
type UpdatedRow = {
  previous_revision: number;
  id: string | null;
  user_id: string;
  title: string;
  topic: string;
  content_type: string;
  language: string;
  duration: string;
  key_points: string[];
  script: string;
  voice_overs: unknown[];
  timeline: Record<string, unknown> | null;
  thumbnails: unknown[];
  chapters: unknown[];
  schema_version: number;
  revision: number;
  created_at: Date | string;
  updated_at: Date | string;
};

const projectRowOf = (row: UpdatedRow & { id: string }): ProjectRow => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  topic: row.topic,
  contentType: row.content_type,
  language: row.language,
  duration: row.duration,
  keyPoints: row.key_points,
  script: row.script,
  voiceOvers: row.voice_overs,
  timeline: row.timeline,
  thumbnails: row.thumbnails,
  chapters: row.chapters,
  schemaVersion: row.schema_version,
  revision: row.revision,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/** Keeps a project's newest versions only. */
async function pruneVersions(executor: Executor, projectId: string) {
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

export function createProjectsRepository(db: Db) {
  async function keepVersion(
    executor: Executor,
    version: { projectId: string; revision: number; source: string; script: string; at: Date },
  ) {
    const { projectId, revision, source, script, at } = version;
    await executor
      .insert(projectVersions)
      .values({ projectId, revision, source, script, createdAt: at });
    await pruneVersions(executor, projectId);
  }

  // One per set of changed columns (the statement's text depends on nothing else).
  const updateStatements = new Map<number, ReturnType<typeof preparedStatement>>();
  const updateStatement = (shape: number, changed: Array<keyof ProjectFields>) => {
    let statement = updateStatements.get(shape);
    if (statement !== undefined) return statement;
    const assignments = changed.map((name) => {
      const column = FIELD_COLUMNS[name];
      return sql`${sql.identifier(column.name)} = ${sql.param(sql.placeholder(name), column)}`;
    });
    statement = preparedStatement(
      db,
      `project_update_${shape}`,
      sql`
      with previous as (
        select p.id, p.revision, p.script, p.updated_at,
          newest.created_at as newest_version_at, newest.script as newest_version_script
        from projects p
        left join lateral (
          select v.created_at, v.script from project_versions v where v.project_id = p.id
          order by v.revision desc limit 1
        ) newest on true
        where p.id = ${sql.placeholder('projectId')} and p.user_id = ${sql.placeholder('userId')}
        for update of p
      ),
      updated as (
        update projects set ${sql.join(
          [
            ...assignments,
            sql`revision = previous.revision + 1`,
            sql`updated_at = ${sql.placeholder('at')}::timestamptz`,
          ],
          sql`, `,
        )}
        from previous
        where projects.id = previous.id and previous.revision = ${sql.placeholder('revision')}::integer
        -- Named columns, not *: a prepared statement whose result changes shape (a column added
        -- by another instance's migration) fails rather than being planned again.
        returning projects.id, projects.user_id, projects.title, projects.topic,
          projects.content_type, projects.language, projects.duration, projects.key_points,
          projects.script, projects.voice_overs, projects.timeline, projects.thumbnails,
          projects.chapters, projects.schema_version, projects.revision, projects.created_at,
          projects.updated_at
      ),
      kept as (
        insert into project_versions (project_id, revision, source, script, created_at)
        select updated.id, updated.revision, ${sql.placeholder('source')}, updated.script, ${sql.placeholder('at')}::timestamptz
        from updated join previous on previous.id = updated.id
        where ${sql.placeholder('savesScript')}::boolean
          and updated.script <> '' and updated.script <> previous.script
          and (previous.newest_version_at is null
            or previous.newest_version_at
              <= ${sql.placeholder('at')}::timestamptz - ${sql.placeholder('snapshotEveryMs')}::integer * interval '1 millisecond')
        returning project_id
      ),
      kept_typing as (
        insert into project_versions (project_id, revision, source, script, created_at)
        select previous.id, previous.revision, 'autosave', previous.script, previous.updated_at
        from updated join previous on previous.id = updated.id
        where ${sql.placeholder('keepsTyping')}::boolean
          and previous.script <> '' and updated.script <> previous.script
          and previous.script is distinct from previous.newest_version_script
        returning project_id
      ),
      kept_count as (
        select (select count(*) from kept) + (select count(*) from kept_typing) as kept
      ),
      pruned as (
        delete from project_versions v
        using kept_count, (
          select old.id, row_number() over (order by old.revision desc) as place
          from project_versions old join updated on old.project_id = updated.id
        ) ranked
        where v.id = ranked.id and kept_count.kept > 0
          and ranked.place > ${PROJECT_VERSIONS_KEPT}::integer - kept_count.kept
      )
      select previous.revision as previous_revision, updated.*
      from previous left join updated on updated.id = previous.id`,
    );
    updateStatements.set(shape, statement);
    return statement;
  };

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

    async get(userId: string, projectId: string): Promise<ProjectRow | undefined> {
      const [row] = await db.select().from(projects).where(ownedBy(userId, projectId));
      return row;
    },

    /**
     * Saves changed fields if the project is still at `revision` (else `conflict`), and keeps the
     * new script as a version when it changed and the newest version is at least
     * `snapshotEveryMs` old. An AI change or a restore also keeps the typed script it replaces
     * when typing's snapshots (at most one a minute) missed it, so history can always go back
     * to what the creator wrote. One statement, so one round trip and atomic without a
     * transaction: the row is locked, checked, updated, its version written and the oldest
     * versions pruned together.
     */
    async update(input: {
      userId: string;
      projectId: string;
      revision: number;
      fields: Partial<ProjectFields>;
      at: Date;
      /** 0 keeps a version on every script change. */
      snapshotEveryMs: number;
      source: string;
    }): Promise<ProjectRow | 'missing' | 'conflict'> {
      const changed = FIELD_NAMES.filter((name) => input.fields[name] !== undefined);
      const shape = changed.reduce((bits, name) => bits | (1 << FIELD_NAMES.indexOf(name)), 0);
      const keepsTyping = input.source !== 'autosave' && input.fields.script !== undefined;
      const result = await updateStatement(shape, changed).execute({
        ...Object.fromEntries(changed.map((name) => [name, input.fields[name]])),
        projectId: input.projectId,
        userId: input.userId,
        at: input.at.toISOString(),
        revision: input.revision,
        source: input.source,
        savesScript: input.fields.script !== undefined,
        snapshotEveryMs: input.snapshotEveryMs,
        keepsTyping,
      });
      const [row] = (result as unknown as { rows: UpdatedRow[] }).rows;
      if (row === undefined) return 'missing';
      const { id } = row;
      if (id === null) return 'conflict';
      return projectRowOf({ ...row, id });
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

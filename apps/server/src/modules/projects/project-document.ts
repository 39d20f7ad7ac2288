import {
  PROJECT_SCHEMA_VERSION,
  projectFieldsSchema,
  type Project,
  type ProjectFields,
} from '@reelwright/contracts';
import type { projects } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;

type Document = Record<string, unknown>;

/**
 * Upgrades of stored project documents, in order: entry `n` turns a version `n + 1` document
 * into version `n + 2`. A project read in an older shape is migrated before anyone sees it.
 */
export const PROJECT_MIGRATIONS: ReadonlyArray<(document: Document) => Document> = [];

export function migrateDocument(document: Document, fromVersion: number): Document {
  let current = document;
  for (let version = fromVersion; version < PROJECT_SCHEMA_VERSION; version++) {
    const migrate = PROJECT_MIGRATIONS[version - 1];
    if (migrate === undefined) throw new Error(`No migration from project schema ${version}`);
    current = migrate(current);
  }
  return current;
}

/** What a client sees of a stored project, in today's shape. */
export function toProject(row: ProjectRow): Project {
  const fields: ProjectFields = projectFieldsSchema.parse(
    migrateDocument(
      {
        title: row.title,
        topic: row.topic,
        contentType: row.contentType,
        language: row.language,
        duration: row.duration,
        keyPoints: row.keyPoints,
        script: row.script,
        voiceOvers: row.voiceOvers,
        timeline: row.timeline,
        thumbnails: row.thumbnails,
        chapters: row.chapters,
      },
      row.schemaVersion,
    ),
  );
  return {
    ...fields,
    id: row.id,
    schemaVersion: PROJECT_SCHEMA_VERSION,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

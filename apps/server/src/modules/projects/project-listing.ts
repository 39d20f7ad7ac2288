import type { ProjectSummary } from '@reelwright/contracts';
import { contentEnd, parseDocument } from '@reelwright/timeline';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, thumbnails } from '../../db/schema';
import { fileUrl } from '../files/service';
import type { ListPosition } from './list-cursor';

/**
 * The timeline cut down to each track's last-ending item: all its length depends on, so a list
 * never carries (or parses) whole timelines of thousands of items (a caption track's last caption
 * stands alone, so it parses too). Older documents (version 1, a flat list in seconds) come whole
 * and are migrated by the timeline engine.
 */
const timelineExtent = sql<Record<string, unknown> | null>`case
  when ${projects.timeline} is null then null
  when ${projects.timeline} ->> 'schemaVersion' in ('2', '3', '4') then jsonb_set(
    ${projects.timeline},
    '{tracks}',
    coalesce((
      select jsonb_agg(
        jsonb_set(track.value, '{items}', coalesce((
          select jsonb_agg(last_item.item) from (
            select items.item from jsonb_array_elements(track.value -> 'items') as items(item)
            order by (items.item ->> 'startTime')::numeric + (items.item ->> 'duration')::numeric desc
            limit 1
          ) as last_item
        ), '[]'::jsonb))
        order by track.position)
      from jsonb_array_elements(${projects.timeline} -> 'tracks')
        with ordinality as track(value, position)
    ), '[]'::jsonb))
  else ${projects.timeline}
end`;

/**
 * The newest thumbnail generated for the project (the first of its history strip). Spelled out:
 * drizzle leaves column names unqualified in a one-table select, which a subquery would misread.
 */
const generatedThumbnailFileId = sql<string | null>`(
  select t.file_id from thumbnails t
  where t.project_id = "projects"."id" and t.user_id = "projects"."user_id"
  order by t.created_at desc, t.variation desc
  limit 1
)`;

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The edited video's length: where the timeline's last item ends; null while it is empty. */
export function timelineLength(extent: Record<string, unknown> | null): number | null {
  if (extent === null) return null;
  const parsed = parseDocument(extent);
  if (!parsed.ok) return null;
  const end = contentEnd(parsed.document);
  return end > 0 ? end : null;
}

export type ProjectPage = { rows: ProjectSummary[]; last: ListPosition | null };

/**
 * The list's statement for one shape of its conditions (searching or not, after a cursor or not),
 * built once and prepared by name: PostgreSQL parses and plans it once per connection.
 */
function listStatement(db: Db, searching: boolean, continuing: boolean) {
  const conditions: Array<SQL | undefined> = [eq(projects.userId, sql.placeholder('userId'))];
  if (searching) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(projects.title, pattern), ilike(projects.topic, pattern)));
  }
  if (continuing) {
    conditions.push(
      sql`(${projects.updatedAt}, ${projects.id}) < (${sql.placeholder('afterUpdatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
    );
  }
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
      attachedThumbnailUrl: sql<string | null>`${projects.thumbnails} -> -1 ->> 'url'`,
      generatedThumbnailFileId,
      timelineExtent,
    })
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(sql.placeholder('limit'))
    .prepare(`project_list${searching ? '_search' : ''}${continuing ? '_after' : ''}`);
}

/** The project list: newest change first, searchable, in pages. */
export function createProjectListing(db: Db) {
  const statements = new Map<string, ReturnType<typeof listStatement>>();
  const statementFor = (searching: boolean, continuing: boolean) => {
    const key = `${searching}:${continuing}`;
    let statement = statements.get(key);
    if (statement === undefined) {
      statement = listStatement(db, searching, continuing);
      statements.set(key, statement);
    }
    return statement;
  };

  return {
    async page(input: {
      userId: string;
      search: string | undefined;
      limit: number;
      after: ListPosition | null;
    }): Promise<ProjectPage> {
      const pattern = input.search ? likePattern(input.search) : undefined;
      const rows = await statementFor(pattern !== undefined, input.after !== null).execute({
        userId: input.userId,
        ...(pattern === undefined ? {} : { pattern }),
        ...(input.after === null
          ? {}
          : { afterUpdatedAt: input.after.updatedAt.toISOString(), afterId: input.after.id }),
        // One more than asked: whether another page follows.
        limit: input.limit + 1,
      });

      const shown = rows.slice(0, input.limit);
      const lastShown = shown.at(-1);
      return {
        rows: shown.map((row) => ({
          id: row.id,
          title: row.title,
          topic: row.topic,
          contentType: row.contentType as ProjectSummary['contentType'],
          language: row.language as ProjectSummary['language'],
          duration: row.duration as ProjectSummary['duration'],
          revision: row.revision,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          thumbnailUrl:
            row.attachedThumbnailUrl ||
            (row.generatedThumbnailFileId ? fileUrl(row.generatedThumbnailFileId) : null),
          lengthMs: timelineLength(row.timelineExtent),
        })),
        last:
          rows.length > input.limit && lastShown !== undefined
            ? { updatedAt: lastShown.updatedAt, id: lastShown.id }
            : null,
      };
    },

    /** The newest thumbnail generated for a project, as a project keeps a thumbnail. */
    async newestGeneratedThumbnail(userId: string, projectId: string) {
      const [row] = await db
        .select({
          id: thumbnails.id,
          fileId: thumbnails.fileId,
          prompt: thumbnails.prompt,
          createdAt: thumbnails.createdAt,
        })
        .from(thumbnails)
        .where(and(eq(thumbnails.projectId, projectId), eq(thumbnails.userId, userId)))
        .orderBy(desc(thumbnails.createdAt), desc(thumbnails.variation))
        .limit(1);
      return row === undefined
        ? undefined
        : {
            id: row.id,
            url: fileUrl(row.fileId),
            prompt: row.prompt,
            createdAt: row.createdAt.toISOString(),
          };
    },
  };
}

export type ProjectListing = ReturnType<typeof createProjectListing>;

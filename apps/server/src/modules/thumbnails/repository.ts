import type { Thumbnail } from '@reelwright/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, thumbnails } from '../../db/schema';
import { fileUrl } from '../files/service';

type ThumbnailRow = typeof thumbnails.$inferSelect;

export const HISTORY_LIMIT = 30;

export const toThumbnail = (row: ThumbnailRow): Thumbnail => ({
  id: row.id,
  url: fileUrl(row.fileId),
  prompt: row.prompt,
  style: row.style as Thumbnail['style'],
  provider: row.provider as Thumbnail['provider'],
  variation: row.variation,
  width: row.width,
  height: row.height,
  createdAt: row.createdAt.toISOString(),
});

export function createThumbnailsRepository(db: Db) {
  return {
    async insert(values: typeof thumbnails.$inferInsert): Promise<ThumbnailRow> {
      const [row] = await db.insert(thumbnails).values(values).returning();
      return row!;
    },

    /** Whether the project exists and is the user's. */
    async ownsProject(userId: string, projectId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
      return row !== undefined;
    },

    /** The user's newest thumbnails (of one project when given). */
    async history(userId: string, projectId?: string): Promise<ThumbnailRow[]> {
      return db
        .select()
        .from(thumbnails)
        .where(
          projectId === undefined
            ? eq(thumbnails.userId, userId)
            : and(eq(thumbnails.userId, userId), eq(thumbnails.projectId, projectId)),
        )
        .orderBy(desc(thumbnails.createdAt), desc(thumbnails.variation))
        .limit(HISTORY_LIMIT);
    },
  };
}

export type ThumbnailsRepository = ReturnType<typeof createThumbnailsRepository>;

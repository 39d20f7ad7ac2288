import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStore } from './file-store';

export type StoredFile = typeof files.$inferSelect;

const EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3' };

export function createFilesService(deps: { db: Db; store: FileStore }) {
  return {
    /** Keeps bytes for a user; answers the row (its id makes the `/api/files/:id` URL). */
    async save(
      userId: string,
      file: { kind: string; mimeType: string; filename: string; bytes: Uint8Array },
    ): Promise<StoredFile> {
      const id = randomUUID();
      const storageKey = `${userId}/${id}.${EXTENSIONS[file.mimeType] ?? 'bin'}`;
      await deps.store.put(storageKey, file.bytes);
      const [row] = await deps.db
        .insert(files)
        .values({
          id,
          userId,
          kind: file.kind,
          mimeType: file.mimeType,
          size: file.bytes.byteLength,
          filename: file.filename,
          storageKey,
        })
        .returning();
      return row!;
    },

    /** The caller's file; someone else's is as missing as one that never existed. */
    async owned(userId: string, fileId: string): Promise<StoredFile> {
      const [row] = await deps.db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.userId, userId)));
      if (row === undefined) throw new AppError(404, 'NOT_FOUND', 'This file does not exist.');
      return row;
    },

    read: (row: StoredFile, range?: { start: number; end: number }) =>
      deps.store.read(row.storageKey, range),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { FileNotFoundError, type FileStore } from './file-store';

export type StoredFile = typeof files.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'image/png': 'png' };

export function createFilesService(deps: { db: Db; store: FileStore }) {
  return {
    /** Keeps bytes for a user; answers the row (its id makes the `/api/files/:id` URL). */
    async save(
      userId: string,
      file: { kind: string; mimeType: string; filename: string; bytes: Uint8Array },
    ): Promise<StoredFile> {
      const id = randomUUID();
      const storageKey = `${userId}/${id}.${EXTENSIONS[file.mimeType] ?? 'bin'}`;
      await deps.store.put(storageKey, file.bytes, file.mimeType);
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

    /** A stream of the file's bytes; bytes gone from the store answer as a missing file. */
    async read(row: StoredFile, range?: { start: number; end: number }) {
      try {
        return await deps.store.read(row.storageKey, range);
      } catch (error) {
        if (error instanceof FileNotFoundError)
          throw new AppError(404, 'NOT_FOUND', 'This file does not exist.');
        throw error;
      }
    },

    /**
     * Deleting an account (a demo expiring) drops its file rows with it; this removes the bytes
     * left behind by owners who no longer exist. Answers how many owners' files went.
     */
    async sweepOrphans(): Promise<number> {
      const owners = (await deps.store.owners()).filter((owner) => UUID.test(owner));
      if (owners.length === 0) return 0;
      const living = new Set(
        (await deps.db.select({ id: users.id }).from(users).where(inArray(users.id, owners))).map(
          (row) => row.id,
        ),
      );
      const orphans = owners.filter((owner) => !living.has(owner));
      for (const owner of orphans) await deps.store.removeOwner(owner);
      return orphans.length;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

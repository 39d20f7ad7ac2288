import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client';
import { appMeta } from './schema';

const installationSchema = z.object({ id: z.uuid(), createdAt: z.iso.datetime() });
export type Installation = z.infer<typeof installationSchema>;

/** Records this installation on first start and returns it on every later one. */
export async function ensureInstallation(db: Db): Promise<Installation> {
  const candidate: Installation = { id: randomUUID(), createdAt: new Date().toISOString() };
  await db
    .insert(appMeta)
    .values({ key: 'installation', value: candidate })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'installation'));
  return installationSchema.parse(row?.value);
}

import { z } from 'zod';

/** Where a page of the project list ended: the last project's change time and id. */
export type ListPosition = { updatedAt: Date; id: string };

const positionSchema = z.tuple([z.iso.datetime(), z.uuid()]);

/** An opaque `cursor`: the list goes on after this position (newest first, ties by id). */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.updatedAt.toISOString(), position.id])).toString(
    'base64url',
  );
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): ListPosition | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = positionSchema.safeParse(value);
  if (!parsed.success) return null;
  const [updatedAt, id] = parsed.data;
  return { updatedAt: new Date(updatedAt), id };
}

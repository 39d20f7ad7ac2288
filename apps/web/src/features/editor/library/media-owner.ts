// Which database holds whose library; apart from media-db.ts so the app shell can check names
// without loading IndexedDB code.

/** Each account's own database is `reelwright-media-<user id>` (`…-demo-<id>` for a demo). */
export const MEDIA_DB_PREFIX = 'reelwright-media-';
export const DEMO_INFIX = 'demo-';
/** Whose library a database holds. A demo's is named apart, so its end can find and delete it. */
export interface MediaOwner {
  userId: string;
  demo: boolean;
}

export function mediaDbName({ userId, demo }: MediaOwner): string {
  return `${MEDIA_DB_PREFIX}${demo ? DEMO_INFIX : ''}${userId}`;
}

/** The owner a database name stands for; null for any other database. */
export function mediaOwnerOf(name: string): MediaOwner | null {
  if (!name.startsWith(MEDIA_DB_PREFIX)) return null;
  const rest = name.slice(MEDIA_DB_PREFIX.length);
  const demo = rest.startsWith(DEMO_INFIX);
  const userId = demo ? rest.slice(DEMO_INFIX.length) : rest;
  return userId === '' ? null : { userId, demo };
}

import { useEffect, useRef } from 'react';
import { useSession } from '../../features/auth/session/session-provider';
import { DEMO_INFIX, MEDIA_DB_PREFIX } from '../../features/editor/library/media-owner';
import type { MediaOwner } from '../../features/editor/library/media-owner';

/** Whether this browser holds any demo's library (a cheap look, before loading any code). */
async function demoLibrariesHere(): Promise<boolean> {
  try {
    const databases = await indexedDB.databases?.();
    return (databases ?? []).some(({ name }) => name?.startsWith(MEDIA_DB_PREFIX + DEMO_INFIX));
  } catch {
    return false;
  }
}

/**
 * Deletes a demo's media once its session is over, however it ended: signed out here or in
 * another tab, refused on refresh (401), expired while the browser was closed. Watches the
 * session: the demo this tab last saw, and any demo library on the device that is not the
 * signed-in account's.
 */
export function DeviceMediaCleanup() {
  const { status, user } = useSession();
  const userId = user?.id;
  const demo = user?.isDemo === true;
  const lastDemo = useRef<MediaOwner | null>(null);

  useEffect(() => {
    if (status === 'loading') return;
    const current: MediaOwner | null =
      status === 'authenticated' && userId !== undefined ? { userId, demo } : null;
    const seen = lastDemo.current;
    const ended = seen !== null && seen.userId !== current?.userId ? seen : null;
    lastDemo.current = current?.demo === true ? current : null;
    void (async () => {
      if (ended === null && !(await demoLibrariesHere())) return;
      const media = await import('./device-media');
      await media.deleteEndedDemos(ended);
    })().catch((error: unknown) => {
      console.warn('[device media] could not delete an ended demo’s media', error);
    });
  }, [status, userId, demo]);

  return null;
}

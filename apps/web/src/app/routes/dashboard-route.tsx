import type { Usage } from '@reelwright/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSession } from '../../features/auth/session/session-provider';
import DashboardPage from '../../features/dashboard/pages/dashboard-page';
import type { MediaOwner } from '../../features/editor/library/media-owner';
import { mediaOwner } from '../device-media/media-owner';

// The generator and the editor's library code load only when the thumbnail maker is opened.
const ThumbnailGenerator = lazy(async () => ({
  default: (await import('../../features/thumbnails/components/thumbnail-generator'))
    .ThumbnailGenerator,
}));

const saveToLibrary = async (owner: MediaOwner, file: File) =>
  (await import('./library-save')).saveToBrowserLibrary(owner, file);

/**
 * Hands the signed-in user to the dashboard, which does not know about sessions, and shows the
 * thumbnail generator over it from the 'Thumbnail Maker' quick action. Its 'Save to library'
 * puts the PNG in the browser's media library (the editor's Images tab).
 */
export default function DashboardRoute() {
  const { user, replaceUser } = useSession();
  const [thumbnails, setThumbnails] = useState<'unopened' | 'open' | 'closed'>('unopened');
  const onUsageChange = useCallback(
    (usage: Usage) => {
      if (user !== null) replaceUser({ ...user, usage });
    },
    [user, replaceUser],
  );
  const userId = user?.id;
  const demo = user?.isDemo === true;
  // Into the signed-in account's own library.
  const saveThumbnail = useCallback(
    (file: File) => saveToLibrary(mediaOwner({ id: userId, isDemo: demo }), file),
    [userId, demo],
  );
  // RequireAuth renders this only for an authenticated session, which always has a user.
  if (user === null) return null;
  return (
    <>
      <DashboardPage user={user} onOpenThumbnailMaker={() => setThumbnails('open')} />
      {thumbnails !== 'unopened' && (
        <Suspense fallback={null}>
          <ThumbnailGenerator
            open={thumbnails === 'open'}
            onClose={() => setThumbnails('closed')}
            onSaveToLibrary={saveThumbnail}
            onUsageChange={onUsageChange}
          />
        </Suspense>
      )}
    </>
  );
}

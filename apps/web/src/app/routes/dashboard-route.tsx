import type { Usage } from '@reelwright/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSession } from '../../features/auth/session/session-provider';
import DashboardPage from '../../features/dashboard/pages/dashboard-page';

// The generator and the editor's library code load only when the thumbnail maker is opened.
const ThumbnailGenerator = lazy(async () => ({
  default: (await import('../../features/thumbnails/components/thumbnail-generator'))
    .ThumbnailGenerator,
}));

const saveToLibrary = async (file: File) =>
  (await import('./library-save')).saveToBrowserLibrary(file);

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
            onSaveToLibrary={saveToLibrary}
            onUsageChange={onUsageChange}
          />
        </Suspense>
      )}
    </>
  );
}

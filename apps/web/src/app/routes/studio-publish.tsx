import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { captionFile, hasCaptions } from '../../features/editor/timeline/caption-files';
import type { ExportResult } from '../../features/export/engine/export-job';
import type { ExportedVideo } from '../../features/publish/components/pack-editor';
import { PublishStep } from '../../features/publish/components/publish-step';
import type { ThumbnailPorts } from '../../features/publish/hooks/use-project-thumbnails';
import { browserStorage, readPickedTitle } from '../../features/publish/picked-title';
import type { PublishSlotProps } from '../../features/studio/publish-slot';
import { fetchThumbnailImage } from '../../features/thumbnails/api/fetch-thumbnail-image';
import { listThumbnails } from '../../features/thumbnails/api/list-thumbnails';

// Loaded the first time the Publish panel opens.
const PublishPanel = lazy(async () => ({
  default: (await import('../../features/publish/components/publish-panel')).PublishPanel,
}));

/** The thumbnails feature's calls, for the panel's choice of thumbnail. */
const THUMBNAIL_PORTS: ThumbnailPorts = {
  list: (projectId, signal) => listThumbnails(projectId, { signal }),
  image: (url, signal) => fetchThumbnailImage(url, signal),
};

/** What the studio's tools share about publishing: the export just made and the panel. */
export interface StudioPublish {
  /** keeps the file an export just made, for its project's publish kit (this tab only) */
  exported(projectId: string, result: ExportResult): void;
  hasVideo(projectId: string): boolean;
  /** opens the Publish panel on the project, its captions read from this timeline */
  open(target: PublishSlotProps): void;
  /** the title picked in the Publish panel for the project, if any */
  pickedTitle(projectId: string): string | null;
}

const StudioPublishContext = createContext<StudioPublish | null>(null);

/**
 * The Publish panel for the studio, opened from the export's finished step, the post-export
 * question or the studio's Publish step. The video exported last in this tab goes in its
 * project's kit; nothing of it is stored.
 */
export function StudioPublishProvider({
  userId,
  children,
}: {
  userId: string;
  children: ReactNode;
}) {
  const [video, setVideo] = useState<{ projectId: string; video: ExportedVideo } | null>(null);
  const [target, setTarget] = useState<PublishSlotProps | null>(null);
  const [open, setOpen] = useState(false);

  const publish = useMemo<StudioPublish>(
    () => ({
      exported: (projectId, result) =>
        setVideo({ projectId, video: { blob: result.blob, format: result.format } }),
      hasVideo: (projectId) => video?.projectId === projectId,
      open: (next) => {
        setTarget(next);
        setOpen(true);
      },
      pickedTitle: (projectId) => {
        const storage = browserStorage();
        return storage === null ? null : readPickedTitle(storage, userId, projectId);
      },
    }),
    [video, userId],
  );

  const timeline = target?.timeline ?? null;
  const captionsSrt = useCallback(
    () => (timeline !== null && hasCaptions(timeline) ? captionFile(timeline, 'srt') : null),
    [timeline],
  );

  return (
    <StudioPublishContext.Provider value={publish}>
      {children}
      {target !== null && (
        <Suspense fallback={null}>
          <PublishPanel
            // Each project's pack and edits are its own.
            key={`${userId}:${target.projectId}`}
            open={open}
            onClose={() => setOpen(false)}
            projectId={target.projectId}
            userId={userId}
            video={video?.projectId === target.projectId ? video.video : null}
            captionsSrt={captionsSrt}
            thumbnails={THUMBNAIL_PORTS}
          />
        </Suspense>
      )}
    </StudioPublishContext.Provider>
  );
}

/** The studio's publishing, or null outside a `StudioPublishProvider`. */
export function useStudioPublish(): StudioPublish | null {
  return useContext(StudioPublishContext);
}

/** The studio's Publish step (under 'Build my video'). */
export function StudioPublishStep({ projectId, timeline }: PublishSlotProps) {
  const publish = useStudioPublish();
  if (publish === null) return null;
  return (
    <PublishStep
      hasVideo={publish.hasVideo(projectId)}
      onOpen={() => publish.open({ projectId, timeline })}
    />
  );
}

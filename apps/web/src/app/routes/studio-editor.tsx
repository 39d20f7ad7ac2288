import type { Usage } from '@reelwright/contracts';
import { createDocument } from '@reelwright/timeline';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSession } from '../../features/auth/session/session-provider';
import { VideoEditor, type ExportRequestJob } from '../../features/editor/video-editor';
import { ExportModal } from '../../features/export/components/export-modal';
import { fetchProject } from '../../features/project-file/api/projects';
import { ExportProjectDialog } from '../../features/project-file/components/export-project-dialog';
import { ProjectFileMenu } from '../../features/project-file/components/project-file-menu';
import { useProjectFileOpener } from '../../features/project-file/components/project-file-provider';
import { settingsOf } from '../../features/project-file/export-project-file';
import { PostExportModal } from '../../features/export/components/post-export-modal';
import { fetchAudioFile } from '../../features/studio/api/fetch-audio-file';
import type { EditorSlotProps } from '../../features/studio/editor-slot';
import { addToLibrary } from './library-save';
import { archivableFiles } from './project-file-ports';
import { useStudioMedia } from './studio-media';
import { useStudioPublish } from './studio-publish';

const fetchAudio = async (url: string) => (await fetchAudioFile(url)).blob;

// Loaded the first time a thumbnail is asked for.
const ThumbnailGenerator = lazy(async () => ({
  default: (await import('../../features/thumbnails/components/thumbnail-generator'))
    .ThumbnailGenerator,
}));

/**
 * The studio's right side: the video editor, its export modal, the post-export question and the
 * thumbnail generator (from the timeline's Thumbnail button or 'Create Thumbnail' after an
 * export). A counted export or generation puts the user's new usage in the session, so the
 * dashboard follows; a saved thumbnail goes into the library the editor shows (Images tab).
 * A finished export is kept for the project's publish kit and can open the Publish panel; the
 * title picked there is the generator's headline.
 */
export function StudioEditor({ projectId, ...props }: EditorSlotProps) {
  const { user, replaceUser } = useSession();
  const media = useStudioMedia();
  const [job, setJob] = useState<ExportRequestJob | null>(null);
  const [askThumbnail, setAskThumbnail] = useState(false);
  const [thumbnails, setThumbnails] = useState<'unopened' | 'open' | 'closed'>('unopened');

  const onUsageChange = useCallback(
    (usage: Usage) => {
      if (user !== null) replaceUser({ ...user, usage });
    },
    [user, replaceUser],
  );
  const saveThumbnail = useCallback(
    async (file: File) => {
      await addToLibrary(media.library, file);
    },
    [media.library],
  );
  const openThumbnails = useCallback(() => setThumbnails('open'), []);

  const publish = useStudioPublish();
  const timeline = props.timeline;
  const openPublish =
    publish !== null && projectId !== null
      ? () => publish.open({ projectId, timeline })
      : undefined;

  // The project file: the timeline as the studio holds it now, the title and settings as saved.
  const opener = useProjectFileOpener();
  const [projectFileOpen, setProjectFileOpen] = useState(false);
  const snapshot = useCallback(async () => {
    const project = projectId === null ? null : await fetchProject(projectId);
    return {
      title: project?.title ?? '',
      timeline: timeline ?? createDocument(),
      settings: settingsOf(project),
      files: await archivableFiles(media.library),
    };
  }, [projectId, timeline, media.library]);

  return (
    <>
      <VideoEditor
        {...props}
        fetchAudio={fetchAudio}
        onExport={setJob}
        libraryStore={media.library}
        incoming={media.handoff}
        assemblies={media.assemblies}
        onCreateThumbnail={openThumbnails}
        headerTools={
          opener && (
            <ProjectFileMenu onExport={() => setProjectFileOpen(true)} onOpen={opener.pick} />
          )
        }
      />
      <ExportProjectDialog
        open={projectFileOpen}
        onClose={() => setProjectFileOpen(false)}
        snapshot={snapshot}
      />
      <ExportModal
        open={job !== null}
        job={job}
        onClose={({ completed }) => {
          setJob(null);
          if (completed) setAskThumbnail(true);
        }}
        onExported={onUsageChange}
        onCompleted={(result) => {
          if (projectId !== null) publish?.exported(projectId, result);
        }}
        onPublish={openPublish}
        userId={user?.id}
        subscription={user?.subscription}
      />
      <PostExportModal
        open={askThumbnail}
        onClose={() => setAskThumbnail(false)}
        onCreateThumbnail={openThumbnails}
        onPublish={openPublish}
      />
      {thumbnails !== 'unopened' && (
        <Suspense fallback={null}>
          <ThumbnailGenerator
            open={thumbnails === 'open'}
            onClose={() => setThumbnails('closed')}
            projectId={projectId ?? undefined}
            suggestedHeadline={(projectId !== null && publish?.pickedTitle(projectId)) || undefined}
            onSaveToLibrary={saveThumbnail}
            onUsageChange={onUsageChange}
          />
        </Suspense>
      )}
    </>
  );
}

import type { Usage } from '@reelwright/contracts';
import { useCallback, useState } from 'react';
import { useSession } from '../../features/auth/session/session-provider';
import { VideoEditor, type ExportRequestJob } from '../../features/editor/video-editor';
import { ExportModal } from '../../features/export/components/export-modal';
import { PostExportModal } from '../../features/export/components/post-export-modal';
import { fetchAudioFile } from '../../features/studio/api/fetch-audio-file';
import type { EditorSlotProps } from '../../features/studio/editor-slot';
import { useStudioMedia } from './studio-media';

const fetchAudio = async (url: string) => (await fetchAudioFile(url)).blob;

/**
 * The studio's right side: the video editor, its export modal and the post-export question.
 * A counted export puts the user's new usage in the session, so the dashboard's 'videos left'
 * follows.
 */
export function StudioEditor(props: EditorSlotProps) {
  const { user, replaceUser } = useSession();
  const media = useStudioMedia();
  const [job, setJob] = useState<ExportRequestJob | null>(null);
  const [askThumbnail, setAskThumbnail] = useState(false);

  const onExported = useCallback(
    (usage: Usage) => {
      if (user !== null) replaceUser({ ...user, usage });
    },
    [user, replaceUser],
  );

  return (
    <>
      <VideoEditor
        {...props}
        fetchAudio={fetchAudio}
        onExport={setJob}
        libraryStore={media.library}
        incoming={media.handoff}
      />
      <ExportModal
        open={job !== null}
        job={job}
        onClose={({ completed }) => {
          setJob(null);
          if (completed) setAskThumbnail(true);
        }}
        onExported={onExported}
      />
      <PostExportModal open={askThumbnail} onClose={() => setAskThumbnail(false)} />
    </>
  );
}

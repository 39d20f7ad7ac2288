import type { Usage } from '@reelwright/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { notify } from '../../components/ui/toast';
import { useSession } from '../../features/auth/session/session-provider';
import { alignSpeech } from '../../features/studio/api/align-speech';
import type { BuildVideo } from '../../features/studio/build-video';
import { ProjectFileProvider } from '../../features/project-file/components/project-file-provider';
import { DemoLoginCard } from '../../features/studio/components/demo-login-card';
import type { EditorSlot } from '../../features/studio/editor-slot';
import type { PublishSlot } from '../../features/studio/publish-slot';
import type { RecordSlot } from '../../features/studio/record-slot';
import StudioPage from '../../features/studio/pages/studio-page';
import type { VoiceOverRef } from '../../features/studio/studio-document';
import { mediaOwner } from '../device-media/media-owner';
import { buildVideo } from './build-video';
import { projectFilePorts } from './project-file-ports';
import { StudioEditor } from './studio-editor';
import { StudioMediaProvider, useStudioMedia } from './studio-media';
import { StudioPublishProvider, StudioPublishStep } from './studio-publish';
import { StudioRecorder } from './studio-recorder';

/** The studio's right side: the video editor on the project's timeline and voice-overs, with export. */
const renderEditor: EditorSlot = (props) => <StudioEditor {...props} />;
/** 'Record yourself': the teleprompter, saving into the editor's library. */
const renderRecorder: RecordSlot = (props) => <StudioRecorder {...props} />;
/** The Publish step under 'Build my video': opens the Publish panel. */
const renderPublish: PublishSlot = (props) => <StudioPublishStep {...props} />;

/**
 * The studio is open to guests as a page: they see the demo-login card in its place (spec §4,
 * auth gate), signed-in users the studio. A new script's usage updates the session's user.
 */
export default function StudioRoute() {
  const { t } = useTranslation();
  const { status, user, startDemo, replaceUser } = useSession();
  const onUsageChange = useCallback(
    (usage: Usage) => {
      if (user !== null) replaceUser({ ...user, usage });
    },
    [user, replaceUser],
  );

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'guest') {
    return (
      <div
        data-surface="studio"
        className="flex w-full flex-1 flex-col bg-studio-bg text-studio-ink"
      >
        <h1 className="sr-only">{t('studio.heading')}</h1>
        <DemoLoginCard onStartDemo={startDemo} />
      </div>
    );
  }
  // Authenticated: the session always has a user.
  const owner = mediaOwner(user ?? {});
  return (
    <StudioMediaProvider owner={owner}>
      <StudioPublishProvider key={owner.userId} userId={owner.userId}>
        <StudioWithMedia onUsageChange={onUsageChange} />
      </StudioPublishProvider>
    </StudioMediaProvider>
  );
}

/**
 * The studio with its tools over the account's media: a voice-over's 'Add to editor' places it,
 * 'Build my video' builds on the editor's timeline.
 */
function StudioWithMedia({ onUsageChange }: { onUsageChange: (usage: Usage) => void }) {
  const { t } = useTranslation('editor');
  const media = useStudioMedia();
  const placeVoiceOver = useCallback(
    (ref: VoiceOverRef) => {
      media.placeVoiceOver(ref.id).catch(() => {
        notify({ type: 'error', title: t('timeline.place.voiceOverFailed') });
      });
    },
    [media, t],
  );
  const build = useCallback<BuildVideo>(
    (request, onStep) => buildVideo(request, media, alignSpeech, onStep),
    [media],
  );
  // 'Open project file…' (and a .zip dropped on the studio) makes a new project and opens it.
  const navigate = useNavigate();
  const projectFiles = useMemo(() => projectFilePorts(media.library), [media.library]);
  const openProject = useCallback(
    (projectId: string) => {
      void navigate(`/app/video-maker?project=${encodeURIComponent(projectId)}`);
    },
    [navigate],
  );
  return (
    <ProjectFileProvider ports={projectFiles} onOpened={openProject}>
      <StudioPage
        onUsageChange={onUsageChange}
        editor={renderEditor}
        record={renderRecorder}
        placeVoiceOver={placeVoiceOver}
        buildVideo={build}
        publish={renderPublish}
      />
    </ProjectFileProvider>
  );
}

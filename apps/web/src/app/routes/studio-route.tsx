import type { Usage } from '@reelwright/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../features/auth/session/session-provider';
import { DemoLoginCard } from '../../features/studio/components/demo-login-card';
import type { EditorSlot } from '../../features/studio/editor-slot';
import type { RecordSlot } from '../../features/studio/record-slot';
import StudioPage from '../../features/studio/pages/studio-page';
import { mediaOwner } from '../device-media/media-owner';
import { StudioEditor } from './studio-editor';
import { StudioMediaProvider } from './studio-media';
import { StudioRecorder } from './studio-recorder';

/** The studio's right side: the video editor on the project's timeline and voice-overs, with export. */
const renderEditor: EditorSlot = (props) => <StudioEditor {...props} />;
/** 'Record yourself': the teleprompter, saving into the editor's library. */
const renderRecorder: RecordSlot = (props) => <StudioRecorder {...props} />;

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
        className="flex min-h-[calc(100dvh-var(--header-height))] w-full flex-col bg-studio-bg text-studio-ink"
      >
        <h1 className="sr-only">{t('studio.heading')}</h1>
        <DemoLoginCard onStartDemo={startDemo} />
      </div>
    );
  }
  // Authenticated: the session always has a user.
  return (
    <StudioMediaProvider owner={mediaOwner(user ?? {})}>
      <StudioPage onUsageChange={onUsageChange} editor={renderEditor} record={renderRecorder} />
    </StudioMediaProvider>
  );
}

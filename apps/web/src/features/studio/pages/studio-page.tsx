import type { Project, Usage } from '@reelwright/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StudioSession } from '../components/studio-session';
import type { EditorSlot } from '../editor-slot';
import type { RecordSlot } from '../record-slot';
import type { BuildVideo } from '../build-video';
import type { PublishSlot } from '../publish-slot';
import type { VoiceOverRef } from '../studio-document';

type StudioPageProps = {
  /** The account's usage after a generated script counted (the route owns the session). */
  onUsageChange?: (usage: Usage) => void;
  /** The video editor for the right side; without one the side stays empty. */
  editor?: EditorSlot;
  /** The teleprompter behind 'Record yourself'; without one that choice shows nothing. */
  record?: RecordSlot;
  /** Puts a voice-over just added to the project on the editor's timeline (the route knows how). */
  placeVoiceOver?: ((ref: VoiceOverRef) => void) | undefined;
  /** 'Build my video': the voice-over, captions and title cards on the timeline (the route knows how). */
  buildVideo?: BuildVideo | undefined;
  /** The Publish step under 'Build my video' (the route composes the Publish panel). */
  publish?: PublishSlot | undefined;
};

/**
 * The studio works on the project named by `?project=<id>`; without one it starts blank and puts
 * the project's id in the URL (replacing history) once the first real change created it. Each
 * project gets its own session (keyed), except that a blank session keeps going when its new
 * project's id arrives.
 */
export default function StudioPage({
  onUsageChange,
  editor,
  record,
  placeVoiceOver,
  buildVideo,
  publish,
}: StudioPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('studio.documentTitle'));
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [reloads, setReloads] = useState(0);
  const projectId = params.get('project');

  // A blank studio is one visit to the bare URL. When its project is created, the URL names it
  // and carries the blank session's key along, so the same session goes on without a reload.
  const adoptedFrom = adoptedFromOf(location.state);
  const baseKey = projectId === null ? `blank-${location.key}` : (adoptedFrom ?? projectId);
  const sessionKey = `${baseKey}:${reloads}`;

  const onCreated = useCallback(
    (project: Project) => {
      void navigate(
        { search: `?project=${encodeURIComponent(project.id)}` },
        { replace: true, state: { adoptedFrom: baseKey } },
      );
    },
    [navigate, baseKey],
  );

  return (
    <div
      data-surface="studio"
      className="flex w-full flex-1 flex-col bg-studio-bg text-studio-ink md:min-h-0 md:flex-row"
    >
      <h1 className="sr-only">{t('studio.heading')}</h1>
      <StudioSession
        key={sessionKey}
        projectId={projectId}
        onCreated={onCreated}
        onReload={() => setReloads((count) => count + 1)}
        onUsageChange={onUsageChange}
        editor={editor}
        record={record}
        placeVoiceOver={placeVoiceOver}
        buildVideo={buildVideo}
        publish={publish}
      />
    </div>
  );
}

function adoptedFromOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('adoptedFrom' in state)) return null;
  return typeof state.adoptedFrom === 'string' ? state.adoptedFrom : null;
}

import type { Project, Usage } from '@reelwright/contracts';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStudioProject } from '../hooks/use-studio-project';
import { ProjectMessage } from './project-message';
import { SaveIndicator } from './save-indicator';
import type { EditorSlot } from '../editor-slot';
import type { RecordSlot } from '../record-slot';
import type { BuildVideo } from '../build-video';
import type { PublishSlot } from '../publish-slot';
import type { VoiceOverRef } from '../studio-document';
import { StudioWorkspace } from './studio-workspace';

type StudioSessionProps = {
  /** Opened on mount; null starts a blank studio. */
  projectId: string | null;
  onCreated: (project: Project) => void;
  /** Throws this session away and opens the project afresh from the server. */
  onReload: () => void;
  onUsageChange?: ((usage: Usage) => void) | undefined;
  editor?: EditorSlot | undefined;
  record?: RecordSlot | undefined;
  /** Puts a voice-over just added to the project on the editor's timeline (the route knows how). */
  placeVoiceOver?: ((ref: VoiceOverRef) => void) | undefined;
  /** 'Build my video': the voice-over, captions and title cards on the timeline (the route knows how). */
  buildVideo?: BuildVideo | undefined;
  /** The Publish step under 'Build my video' (the route composes the Publish panel). */
  publish?: PublishSlot | undefined;
};

/** One project open in the studio: loading, not found, or at work and saved as it changes. */
export function StudioSession({
  projectId,
  onCreated,
  onReload,
  onUsageChange,
  editor,
  record,
  placeVoiceOver,
  buildVideo,
  publish,
}: StudioSessionProps) {
  const { t } = useTranslation();
  const project = useStudioProject({ projectId, onCreated });
  const { phase } = project;

  if (phase.kind === 'loading') {
    return (
      <div role="status" className="grid flex-1 place-items-center p-6">
        <span className="inline-flex items-center gap-2 text-studio-ink-muted">
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-300" />
          {t('studio.project.loading')}
        </span>
      </div>
    );
  }
  if (phase.kind === 'missing') return <ProjectMessage kind="missing" />;
  if (phase.kind === 'failed') {
    return <ProjectMessage kind="failed" message={phase.message} onRetry={onReload} />;
  }

  return (
    <StudioWorkspace
      document={project.document}
      streaming={project.streaming}
      edit={project.edit}
      stream={project.stream}
      canStartNew={project.projectId !== null}
      projectId={project.projectId}
      onUsageChange={onUsageChange}
      editor={editor}
      record={record}
      placeVoiceOver={placeVoiceOver}
      buildVideo={buildVideo}
      publish={publish}
      saveStatus={
        <SaveIndicator
          status={project.saveStatus}
          onReload={onReload}
          onRetry={project.retrySave}
        />
      }
    />
  );
}

import type { Usage } from '@reelwright/contracts';
import { DURATION_MINUTES } from '@reelwright/script-kit';
import { Lightbulb } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast';
import { useAiActions, type TextRange } from '../hooks/use-ai-actions';
import { useQuality } from '../hooks/use-quality';
import type { Recipe } from '../hooks/use-studio-project';
import type { ChangeSource } from '../project-saver';
import type { BuildVideo } from '../build-video';
import type { PublishSlot } from '../publish-slot';
import type { StudioDocument, VoiceOverRef } from '../studio-document';
import { ContentStudioPanel } from './content-studio-panel';
import type { EditorSlot } from '../editor-slot';
import type { RecordSlot } from '../record-slot';
import { EditorArea } from './editor-area';
import { QualityPanel } from './quality-panel';
import { ScriptEditor } from './script-editor';
import { ScriptForm } from './script-form';
import { ScriptTools } from './script-tools';
import { ScriptStatus } from './script-status';
import { StepCounter } from './step-counter';
import { TextEditorModal } from './text-editor-modal';
import { versionTime, VersionsDialog } from './versions-dialog';
import { VoiceOverSection } from './voice-over-section';

type StudioWorkspaceProps = {
  document: StudioDocument;
  streaming: boolean;
  edit: (recipe: Recipe, source?: ChangeSource) => void;
  stream: (recipe: Recipe) => void;
  /** The save indicator, shown in the panel's header. */
  saveStatus: ReactNode;
  canStartNew: boolean;
  onUsageChange?: ((usage: Usage) => void) | undefined;
  editor?: EditorSlot | undefined;
  record?: RecordSlot | undefined;
  /** Puts a voice-over just added to the project on the editor's timeline (the route knows how). */
  placeVoiceOver?: ((ref: VoiceOverRef) => void) | undefined;
  /** 'Build my video': the voice-over, captions and title cards on the timeline (the route knows how). */
  buildVideo?: BuildVideo | undefined;
  /** The Publish step under 'Build my video' (the route composes the Publish panel). */
  publish?: PublishSlot | undefined;
  /** the project's id, for the editor's tools (null until a blank studio saved once) */
  projectId?: string | null;
};

/**
 * The studio at work: the Content Studio panel (form, script, quality, voice-over) and the
 * editor area.
 */
export function StudioWorkspace({
  document,
  streaming,
  edit,
  stream,
  saveStatus,
  canStartNew,
  onUsageChange,
  editor,
  record,
  placeVoiceOver,
  buildVideo,
  publish,
  projectId = null,
}: StudioWorkspaceProps) {
  const { t, i18n } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const [selection, setSelection] = useState<TextRange | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  /** After a dialog closes, the script gets the focus back (with this range selected, if any). */
  const refocus = useRef<{ range: TextRange | null } | null>(null);
  /** Spec §4: 3 once a recording is used, 4 once one is saved to media (this visit). */
  const [recordingStep, setRecordingStep] = useState(0);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const ai = useAiActions({ document, edit, stream, onUsageChange });
  const quality = useQuality({
    script: document.script,
    language: document.language,
    topic: document.topic,
    keyPoints: document.keyPoints,
    duration: document.duration,
    paused: streaming || ai.busy !== null,
  });
  const hasScript = document.script.trim() !== '';
  const assessment = hasScript ? quality.assessment : null;

  // Runs after the dialogs' own effects have closed them (children's effects run first).
  useEffect(() => {
    const textarea = textareaRef.current;
    if (selection !== null || versionsOpen || refocus.current === null || textarea === null) {
      return;
    }
    const { range } = refocus.current;
    refocus.current = null;
    textarea.focus();
    if (range !== null) textarea.setSelectionRange(range.start, range.end);
  }, [selection, versionsOpen]);

  const closeEditor = () => {
    if (ai.busy === 'improve') ai.stop();
    refocus.current = { range: selection };
    setSelection(null);
  };

  return (
    <>
      <ContentStudioPanel
        collapsed={collapsed}
        onToggle={() => setCollapsed((value) => !value)}
        status={saveStatus}
        canStartNew={canStartNew}
      >
        <StepCounter current={Math.max(hasScript ? 2 : 1, recordingStep)} />
        <ScriptForm
          document={document}
          edit={edit}
          busy={ai.busy}
          onSuggestKeyPoints={() => void ai.suggest()}
          onGenerate={() => void ai.generate()}
          onMakeOutline={ai.outline}
          onGenerateFromOutline={(outline) => void ai.generate(outline)}
          onStop={ai.stop}
        />
        {hasScript || ai.busy === 'generate' ? (
          <>
            <ScriptEditor
              script={document.script}
              textareaRef={textareaRef}
              onType={(script) => {
                ai.forgetAiChanges();
                edit((doc) => ({ ...doc, script }));
              }}
              onImprovePassage={setSelection}
              onShowVersions={projectId === null ? undefined : () => setVersionsOpen(true)}
              onUndoAi={ai.undoAiChange}
              onExtend={() => void ai.extend()}
              onStop={ai.stop}
              busy={ai.busy}
              writer={ai.writer}
              written={ai.written}
              undoable={ai.undoable}
            />
            <ScriptTools
              document={document}
              busy={ai.busy}
              onSuggestHooks={ai.hooks}
              onUseHook={ai.applyHook}
              onRewriteSection={ai.rewrite}
              onStop={ai.stop}
            />
            <ScriptStatus
              score={assessment?.total_score ?? null}
              minutes={assessment?.video_duration ?? null}
              characters={document.script.length}
            />
            {assessment !== null && (
              <QualityPanel
                assessment={assessment}
                targetMinutes={DURATION_MINUTES[document.duration]}
                checking={quality.checking}
              />
            )}
            <VoiceOverSection
              document={document}
              edit={edit}
              scriptBusy={streaming || ai.busy !== null}
              onUsageChange={onUsageChange}
              record={record}
              placeVoiceOver={placeVoiceOver}
              buildVideo={buildVideo}
              onRecordingStep={(step) => setRecordingStep((reached) => Math.max(reached, step))}
            />
            {projectId !== null && publish?.({ projectId, timeline: document.timeline })}
          </>
        ) : (
          <p className="flex gap-2 rounded-control border border-studio-line bg-studio-raised/50 px-3 py-2.5 text-sm leading-relaxed text-studio-ink-muted">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-500" />
            {t('studio.tip')}
          </p>
        )}
      </ContentStudioPanel>
      <EditorArea>
        {editor?.({
          timeline: document.timeline,
          onTimelineChange: (timeline) => edit((doc) => ({ ...doc, timeline })),
          voiceOvers: document.voiceOvers,
          projectId,
          chapters: document.chapters,
        })}
      </EditorArea>
      <TextEditorModal
        selectedText={
          selection === null ? null : document.script.slice(selection.start, selection.end)
        }
        improving={ai.busy === 'improve'}
        onImprove={async (command, onDelta) => {
          if (selection === null) return false;
          const done = await ai.improve(selection, command, onDelta);
          if (done) {
            refocus.current = { range: null };
            setSelection(null);
          }
          return done;
        }}
        onClose={closeEditor}
      />
      <VersionsDialog
        projectId={projectId}
        open={versionsOpen}
        currentScript={document.script}
        onRestore={(version) => {
          if (!ai.restore(version.script)) return false;
          refocus.current = { range: null };
          setVersionsOpen(false);
          notify({
            type: 'success',
            title: t('studio.versions.restored', {
              time: versionTime(version.createdAt, i18n.language),
            }),
            message: t('studio.versions.restoredHint'),
          });
          return true;
        }}
        onClose={() => {
          refocus.current = { range: null };
          setVersionsOpen(false);
        }}
      />
    </>
  );
}

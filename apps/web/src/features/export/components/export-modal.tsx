import type { CountVideoBody, Usage } from '@reelwright/contracts';
import { allItems, type TimelineDocument } from '@reelwright/timeline';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { iconButtonClass } from '../../../components/ui/studio-classes';
import {
  countExportedVideo,
  isPlanLimitError,
  isVideoLimitError,
} from '../api/count-exported-video';
import { browserExportEngine, type ExportEngine } from '../engine/export-engine';
import {
  UnreadableSourcesError,
  errorMessage,
  isAbort,
  type ExportJob,
  type ExportProgress,
  type ExportResult,
  type UnreadableSource,
} from '../engine/export-job';
import {
  DEFAULT_SETTINGS,
  exportDurationMs,
  type ExportFormat,
  type ExportSettings,
} from '../engine/export-settings';
import {
  applyPreset,
  presetById,
  type ExportPreset,
  type ExportPresetId,
} from '../engine/export-presets';
import { initialFormat } from '../engine/format-preference';
import { allowedResolution, settingsAllowed } from '../engine/plan-locks';
import '../export-locales';
import { useEncoderSupport } from '../hooks/use-encoder-support';
import { useFormatPreference } from '../hooks/use-format-preference';
import { useSourceCheck } from '../hooks/use-source-check';
import { CompletedStep, type Counted } from './completed-step';
import { ExportingStep } from './exporting-step';
import { SettingsStep } from './settings-step';

export type ExportModalProps = {
  open: boolean;
  job: ExportJob | null;
  /** `completed` says whether the user is leaving a finished export (the post-export modal follows) */
  onClose: (outcome: { completed: boolean }) => void;
  /** after a finished export was counted against the plan, with the user's new usage */
  onExported?: (usage: Usage) => void;
  /** the finished file, as soon as it is made (the route keeps it for the publish kit) */
  onCompleted?: (result: ExportResult) => void;
  /** shows 'Publish' on the finished export: closes the modal (no thumbnail question) first */
  onPublish?: () => void;
  /** the signed-in account: its last format is remembered under its id */
  userId?: string | undefined;
  /** the account's subscription, for the sizes and rates its plan exports ('free' if unknown) */
  subscription?: string | undefined;
  /** the browser engine unless a test hands in its own */
  engine?: ExportEngine;
  /** POST /api/usage/video unless a test hands in its own */
  countVideo?: (size: CountVideoBody) => Promise<Usage>;
};

type Step = 'settings' | 'exporting' | 'completed';

const START_PROGRESS: ExportProgress = {
  phase: 'loading',
  percent: 0,
  framesDone: 0,
  framesTotal: 0,
  framesPerSecond: 0,
  secondsLeft: null,
};

/**
 * The export modal (spec §2, §4): settings → exporting (progress, Cancel) → completed (preview,
 * download). An error returns to the settings with 'Export error: …'. It cannot be closed while
 * exporting; closing frees the result and starts again at the settings. It opens on the
 * account's last format (MP4 the first time) where this browser can encode it, at a size of the
 * project's format the plan allows. A preset for another format changes the project only when
 * the creator says so (`job.changeFormat`, one undoable edit), and the export then uses the
 * changed timeline.
 */
export function ExportModal({
  open,
  job,
  onClose,
  onExported,
  onCompleted,
  onPublish,
  userId,
  subscription = 'free',
  engine = browserExportEngine,
  countVideo = countExportedVideo,
}: ExportModalProps) {
  const { t } = useTranslation('export');
  const titleId = useId();
  const [remembered, remember] = useFormatPreference(userId);
  const [step, setStep] = useState<Step>('settings');
  const [chosen, setChosen] = useState<ExportSettings>(() => ({
    ...DEFAULT_SETTINGS,
    format: initialFormat(remembered, null),
  }));
  const [presetId, setPresetId] = useState<ExportPresetId | null>(null);
  /** the timeline after 'Change the project to …', for the job it was changed from */
  const [reframed, setReframed] = useState<{ job: ExportJob; document: TimelineDocument } | null>(
    null,
  );
  const [progress, setProgress] = useState<ExportProgress>(START_PROGRESS);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<readonly UnreadableSource[] | null>(null);
  const [result, setResult] = useState<(ExportResult & { url: string }) | null>(null);
  const [counted, setCounted] = useState<Counted>({ state: 'pending' });
  const abortRef = useRef<AbortController | null>(null);
  const shownPhase = useRef<string | null>(null);
  const latest = useRef({ onExported, onCompleted, countVideo });
  useEffect(() => {
    latest.current = { onExported, onCompleted, countVideo };
  });

  const document = job && reframed?.job === job ? reframed.document : (job?.document ?? null);
  const projectFormat = document?.format ?? '16:9';
  // The sizes follow the project's format and the plan (a size of another format, or one the
  // plan locks, gives way to the format's default or the largest allowed).
  const sized: ExportSettings = {
    ...chosen,
    resolution: allowedResolution(subscription, projectFormat, chosen.resolution),
  };
  const { support, current: supportCurrent } = useEncoderSupport(engine, open, sized);
  const unreadable = useSourceCheck(engine, open, job);
  // A format this browser cannot encode gives way to one it can, once it has said so.
  const settings: ExportSettings = { ...sized, format: initialFormat(chosen.format, support) };

  // The result's object URL lives as long as the result.
  useEffect(() => {
    if (!result) return;
    return () => URL.revokeObjectURL(result.url);
  }, [result]);

  // Leaving the page mid-export stops it.
  useEffect(() => () => abortRef.current?.abort(), []);

  const exporting = step === 'exporting';
  const hasItems = document !== null && allItems(document).length > 0;
  // A preset chosen for another format (before the project changed back) no longer describes it.
  const activePreset =
    presetId !== null && presetById(presetId).format === projectFormat ? presetId : null;
  const blockedBy = refused ?? unreadable;
  const canStart =
    hasItems &&
    supportCurrent &&
    support?.[settings.format].available === true &&
    blockedBy !== null &&
    blockedBy.length === 0 &&
    settingsAllowed(subscription, settings);

  const reset = () => {
    setStep('settings');
    setProgress(START_PROGRESS);
    setResult(null);
    setError(null);
    setRefused(null);
    setCounted({ state: 'pending' });
  };

  const requestClose = () => {
    if (exporting) return;
    const completed = step === 'completed';
    reset();
    onClose({ completed });
  };

  const chooseFormat = (format: ExportFormat) => {
    setChosen((previous) => ({ ...previous, format }));
    remember(format);
  };

  /** A hand-made change of size, rate, quality or loudness: no preset describes it any more. */
  const changeSettings = (next: ExportSettings) => {
    setChosen(next);
    setPresetId(null);
  };

  const choosePreset = (preset: ExportPreset | null) => {
    setPresetId(preset?.id ?? null);
    if (preset) setChosen(applyPreset(settings, preset, subscription));
  };

  const changeProjectTo = (preset: ExportPreset) => {
    if (!job?.changeFormat) return;
    setReframed({ job, document: job.changeFormat(preset.format) });
    setPresetId(preset.id);
    setChosen(applyPreset(settings, preset, subscription));
  };

  const start = async () => {
    if (!job || !document || !canStart) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setRefused(null);
    setProgress(START_PROGRESS);
    shownPhase.current = START_PROGRESS.phase;
    setStep('exporting');
    try {
      const made = await engine.run({
        document,
        media: job.media,
        settings,
        signal: controller.signal,
        onProgress: (next) => {
          if (controller.signal.aborted) return;
          // A new phase is shown at once, however short it is, so nobody (and no screen reader)
          // misses a step; percentages within a phase batch as usual.
          if (next.phase !== shownPhase.current) {
            shownPhase.current = next.phase;
            flushSync(() => setProgress(next));
          } else setProgress(next);
        },
      });
      if (controller.signal.aborted) return;
      setResult({ ...made, url: URL.createObjectURL(made.blob) });
      latest.current.onCompleted?.(made);
      setCounted({ state: 'pending' });
      setStep('completed');
      void count({ ...settings.resolution, fps: settings.fps });
    } catch (failure) {
      setStep('settings');
      setProgress(START_PROGRESS);
      if (failure instanceof UnreadableSourcesError) setRefused(failure.sources);
      else if (!isAbort(failure) && !controller.signal.aborted)
        setError(t('error', { message: errorMessage(failure) }));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const count = async (size: CountVideoBody) => {
    try {
      const usage = await latest.current.countVideo(size);
      setCounted({ state: 'counted' });
      latest.current.onExported?.(usage);
    } catch (failure) {
      setCounted(
        isPlanLimitError(failure)
          ? { state: 'planLimit' }
          : isVideoLimitError(failure)
            ? { state: 'limit' }
            : { state: 'failed', message: errorMessage(failure) },
      );
    }
  };

  const cancel = () => abortRef.current?.abort();

  const publish = onPublish
    ? () => {
        reset();
        onClose({ completed: false });
        onPublish();
      }
    : undefined;

  return (
    <ModalDialog
      open={open}
      onRequestClose={requestClose}
      labelledBy={titleId}
      className="m-auto w-full max-w-xl rounded-card border border-studio-line bg-studio-panel p-0 text-studio-ink backdrop:bg-black/60"
    >
      <div className="p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('title')}
          </h2>
          <button
            type="button"
            className={iconButtonClass}
            aria-label={t('closeDialog')}
            disabled={exporting}
            onClick={requestClose}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        {step === 'settings' && (
          <SettingsStep
            settings={settings}
            subscription={subscription}
            projectFormat={projectFormat}
            durationMs={document ? exportDurationMs(document) : 0}
            presetId={activePreset}
            canChangeFormat={job?.changeFormat !== undefined}
            onPreset={choosePreset}
            onChangeProjectFormat={changeProjectTo}
            support={support}
            supportCurrent={supportCurrent}
            unreadable={hasItems ? blockedBy : []}
            realtime={!engine.hasWebCodecs()}
            hasItems={hasItems}
            canStart={canStart}
            error={error}
            onChange={changeSettings}
            onFormatChoice={chooseFormat}
            onStart={() => void start()}
          />
        )}
        {step === 'exporting' && <ExportingStep progress={progress} onCancel={cancel} />}
        {step === 'completed' && result && (
          <CompletedStep
            result={result}
            settings={settings}
            counted={counted}
            onNewExport={reset}
            onClose={requestClose}
            onPublish={publish}
          />
        )}
      </div>
    </ModalDialog>
  );
}

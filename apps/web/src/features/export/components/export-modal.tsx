import type { Usage } from '@reelwright/contracts';
import { allItems } from '@reelwright/timeline';
import { Download, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldClass,
  iconButtonClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';
import { IMAGE_SCALINGS, type ImageScaling } from '../../../lib/composition/frame-layout';
import { countExportedVideo, isVideoLimitError } from '../api/count-exported-video';
import type { EncoderSupport } from '../engine/encoder-support';
import { browserExportEngine, type ExportEngine } from '../engine/export-engine';
import {
  errorMessage,
  isAbort,
  type ExportJob,
  type ExportProgress,
  type ExportResult,
} from '../engine/export-job';
import {
  DEFAULT_SETTINGS,
  FORMATS,
  FRAME_RATES,
  QUALITIES,
  RESOLUTIONS,
  formatFileSize,
  formatSecondsLeft,
  resolutionLabel,
  sameResolution,
  type ExportFormat,
  type ExportFps,
  type ExportQuality,
  type ExportSettings,
} from '../engine/export-settings';
import '../export-locales';
import { ModalDialog } from '../../../components/ui/modal-dialog';

export type ExportModalProps = {
  open: boolean;
  job: ExportJob | null;
  /** `completed` says whether the user is leaving a finished export (the post-export modal follows) */
  onClose: (outcome: { completed: boolean }) => void;
  /** after a finished export was counted against the plan, with the user's new usage */
  onExported?: (usage: Usage) => void;
  /** the browser engine unless a test hands in its own */
  engine?: ExportEngine;
  /** POST /api/usage/video unless a test hands in its own */
  countVideo?: () => Promise<Usage>;
};

type Step = 'settings' | 'exporting' | 'completed';
type Counted = { state: 'pending' | 'counted' | 'limit' } | { state: 'failed'; message: string };

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
 * exporting; closing frees the result and starts again at the settings.
 */
export function ExportModal({
  open,
  job,
  onClose,
  onExported,
  engine = browserExportEngine,
  countVideo = countExportedVideo,
}: ExportModalProps) {
  const { t } = useTranslation('export');
  const titleId = useId();
  const [step, setStep] = useState<Step>('settings');
  const [settings, setSettings] = useState<ExportSettings>(DEFAULT_SETTINGS);
  const [progress, setProgress] = useState<ExportProgress>(START_PROGRESS);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<(ExportResult & { url: string }) | null>(null);
  const [counted, setCounted] = useState<Counted>({ state: 'pending' });
  const abortRef = useRef<AbortController | null>(null);
  const latest = useRef({ onExported, countVideo });
  useEffect(() => {
    latest.current = { onExported, countVideo };
  });

  // What this browser can encode at these settings, asked again when they change; an answer
  // for other settings than the current ones counts as not known yet.
  const { resolution, fps, quality } = settings;
  const supportKey = `${resolutionLabel(resolution)}@${fps}/${quality}`;
  const [checked, setChecked] = useState<{ key: string; support: EncoderSupport } | null>(null);
  const support = checked?.key === supportKey ? checked.support : null;
  useEffect(() => {
    if (!open) return;
    let current = true;
    engine
      .checkSupport({ ...DEFAULT_SETTINGS, resolution, fps, quality })
      .then((answer) => {
        if (!current) return;
        setChecked({ key: supportKey, support: answer });
        setSettings((previous) => {
          if (answer[previous.format].available) return previous;
          const other = FORMATS.find((format) => answer[format].available);
          return other ? { ...previous, format: other } : previous;
        });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [open, engine, supportKey, resolution, fps, quality]);

  // The result's object URL lives as long as the result.
  useEffect(() => {
    if (!result) return;
    return () => URL.revokeObjectURL(result.url);
  }, [result]);

  // Leaving the page mid-export stops it.
  useEffect(() => () => abortRef.current?.abort(), []);

  const exporting = step === 'exporting';
  const hasItems = job !== null && allItems(job.document).length > 0;
  const chosen = support?.[settings.format];
  const canStart = hasItems && chosen?.available === true;

  const reset = () => {
    setStep('settings');
    setProgress(START_PROGRESS);
    setResult(null);
    setError(null);
    setCounted({ state: 'pending' });
  };

  const requestClose = () => {
    if (exporting) return;
    const completed = step === 'completed';
    reset();
    onClose({ completed });
  };

  const start = async () => {
    if (!job || !canStart) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setProgress(START_PROGRESS);
    setStep('exporting');
    try {
      const made = await engine.run({
        document: job.document,
        media: job.media,
        settings,
        signal: controller.signal,
        onProgress: (next) => {
          if (!controller.signal.aborted) setProgress(next);
        },
      });
      if (controller.signal.aborted) return;
      setResult({ ...made, url: URL.createObjectURL(made.blob) });
      setCounted({ state: 'pending' });
      setStep('completed');
      void count();
    } catch (failure) {
      setStep('settings');
      setProgress(START_PROGRESS);
      if (!isAbort(failure) && !controller.signal.aborted)
        setError(t('error', { message: errorMessage(failure) }));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const count = async () => {
    try {
      const usage = await latest.current.countVideo();
      setCounted({ state: 'counted' });
      latest.current.onExported?.(usage);
    } catch (failure) {
      setCounted(
        isVideoLimitError(failure)
          ? { state: 'limit' }
          : { state: 'failed', message: errorMessage(failure) },
      );
    }
  };

  const cancel = () => abortRef.current?.abort();

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
            aria-label={t('close')}
            disabled={exporting}
            onClick={requestClose}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        {step === 'settings' && (
          <SettingsStep
            settings={settings}
            support={support}
            realtime={!engine.hasWebCodecs()}
            hasItems={hasItems}
            canStart={canStart}
            error={error}
            onChange={setSettings}
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
          />
        )}
      </div>
    </ModalDialog>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

function SettingsStep({
  settings,
  support,
  realtime,
  hasItems,
  canStart,
  error,
  onChange,
  onStart,
}: {
  settings: ExportSettings;
  support: EncoderSupport | null;
  realtime: boolean;
  hasItems: boolean;
  canStart: boolean;
  error: string | null;
  onChange: (settings: ExportSettings) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('export');
  const id = useId();
  const set = (patch: Partial<ExportSettings>) => onChange({ ...settings, ...patch });
  const resolutionIndex = RESOLUTIONS.findIndex((option) =>
    sameResolution(option, settings.resolution),
  );

  return (
    <div className="mt-4 space-y-4">
      {error && (
        <p
          role="alert"
          className="rounded-control border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300"
        >
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-resolution`} label={t('settings.resolution')}>
          <select
            id={`${id}-resolution`}
            className={fieldClass}
            value={resolutionIndex}
            onChange={(event) => {
              const resolution = RESOLUTIONS[Number(event.target.value)];
              if (resolution) set({ resolution });
            }}
          >
            {RESOLUTIONS.map((option, index) => (
              <option key={resolutionLabel(option)} value={index}>
                {resolutionLabel(option)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-fps`} label={t('settings.fps')}>
          <select
            id={`${id}-fps`}
            className={fieldClass}
            value={settings.fps}
            onChange={(event) => set({ fps: Number(event.target.value) as ExportFps })}
          >
            {FRAME_RATES.map((fps) => (
              <option key={fps} value={fps}>
                {t('settings.fpsValue', { fps })}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-quality`} label={t('settings.quality')}>
          <select
            id={`${id}-quality`}
            className={fieldClass}
            value={settings.quality}
            onChange={(event) => set({ quality: event.target.value as ExportQuality })}
          >
            {QUALITIES.map((quality) => (
              <option key={quality} value={quality}>
                {t(`settings.qualities.${quality}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-scaling`} label={t('settings.scaling')}>
          <select
            id={`${id}-scaling`}
            className={fieldClass}
            value={settings.scaling}
            onChange={(event) => set({ scaling: event.target.value as ImageScaling })}
          >
            {IMAGE_SCALINGS.map((scaling) => (
              <option key={scaling} value={scaling}>
                {t(`settings.scalings.${scaling}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className={labelClass}>{t('settings.format')}</legend>
        {support === null && (
          <p className="text-sm text-studio-ink-muted">{t('settings.checking')}</p>
        )}
        {FORMATS.map((format: ExportFormat) => {
          const entry = support?.[format];
          const reasonId = `${id}-${format}-reason`;
          return (
            <div key={format}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={format}
                  checked={settings.format === format}
                  disabled={entry?.available !== true}
                  aria-describedby={entry?.reason ? reasonId : undefined}
                  onChange={() => set({ format })}
                />
                {t(`settings.formats.${format}`)}
              </label>
              {entry?.reason && (
                <p id={reasonId} className="ml-6 text-xs text-studio-ink-muted">
                  {t(`settings.unavailable.${entry.reason}`)}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {realtime && <p className="text-sm text-amber-300">{t('settings.realtime')}</p>}
      {!hasItems && <p className="text-sm text-studio-ink-muted">{t('settings.empty')}</p>}
      <div className="flex justify-end">
        <button type="button" className={primaryButtonClass} disabled={!canStart} onClick={onStart}>
          {t('settings.start')}
        </button>
      </div>
    </div>
  );
}

function ExportingStep({ progress, onCancel }: { progress: ExportProgress; onCancel: () => void }) {
  const { t } = useTranslation('export');
  const percent = Math.round(progress.percent);
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm font-medium">
        {t('exporting.heading')} {t(`exporting.phase.${progress.phase}`)}
      </p>
      <div
        role="progressbar"
        aria-label={t('exporting.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-studio-raised"
      >
        <div
          className="h-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-studio-ink-muted">
        <span>{t('exporting.percent', { percent })}</span>
        {progress.framesDone > 0 && (
          <span>
            {t('exporting.frames', { done: progress.framesDone, total: progress.framesTotal })}
          </span>
        )}
        {progress.framesPerSecond > 0 && (
          <span>{t('exporting.fps', { fps: progress.framesPerSecond.toFixed(1) })}</span>
        )}
        {progress.secondsLeft !== null && (
          <span>{t('exporting.timeLeft', { time: formatSecondsLeft(progress.secondsLeft) })}</span>
        )}
      </div>
      <p className="text-sm text-amber-300">{t('exporting.keepOpen')}</p>
      <div className="flex justify-end">
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t('exporting.cancel')}
        </button>
      </div>
    </div>
  );
}

function CompletedStep({
  result,
  settings,
  counted,
  onNewExport,
  onClose,
}: {
  result: ExportResult & { url: string };
  settings: ExportSettings;
  counted: Counted;
  onNewExport: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('export');
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm font-medium">{t('completed.heading')}</p>
      {/* The user's own export: there are no captions to offer. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        src={result.url}
        controls
        aria-label={t('completed.preview')}
        className="aspect-video w-full rounded-control bg-black"
      />
      <p className="text-sm text-studio-ink-muted">
        {t('completed.size', { size: formatFileSize(result.blob.size) })} ·{' '}
        {t('completed.details', {
          format: result.format.toUpperCase(),
          resolution: resolutionLabel(settings.resolution),
          fps: settings.fps,
          duration: result.duration.toFixed(1),
        })}
      </p>
      {counted.state === 'limit' && (
        <p role="status" className="text-sm text-amber-300">
          {t('completed.limitReached')}
        </p>
      )}
      {counted.state === 'failed' && (
        <p role="status" className="text-sm text-amber-300">
          {t('completed.countFailed', { message: counted.message })}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <a href={result.url} download={result.fileName} className={primaryButtonClass}>
          <Download aria-hidden="true" className="size-4" />
          {t('completed.download')}
        </a>
        <button type="button" className={secondaryButtonClass} onClick={onNewExport}>
          {t('completed.newExport')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t('completed.close')}
        </button>
      </div>
    </div>
  );
}

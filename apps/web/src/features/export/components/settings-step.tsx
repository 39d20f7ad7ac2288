import { exportLimitsFor } from '@reelwright/contracts';
import type { VideoFormat } from '@reelwright/timeline';
import { Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldClass, labelClass, primaryButtonClass } from '../../../components/ui/studio-classes';
import type { EncoderSupport } from '../engine/encoder-support';
import type { UnreadableSource } from '../engine/export-job';
import type { ExportPreset, ExportPresetId } from '../engine/export-presets';
import {
  FORMATS,
  FRAME_RATES,
  QUALITIES,
  resolutionLabel,
  resolutionsFor,
  sameResolution,
  type ExportFormat,
  type ExportFps,
  type ExportQuality,
  type ExportSettings,
} from '../engine/export-settings';
import { fpsLocked, resolutionLocked } from '../engine/plan-locks';
import { LoudnessField } from './loudness-field';
import { PresetPicker } from './preset-picker';
import { UnreadableSources } from './unreadable-sources';

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

export type SettingsStepProps = {
  settings: ExportSettings;
  /** the subscription, for what the plan locks */
  subscription: string;
  /** the project's format: which sizes are offered */
  projectFormat: VideoFormat;
  /** the export's length, for the chosen platform's limit */
  durationMs: number;
  presetId: ExportPresetId | null;
  /** whether a preset of another format may change the project's */
  canChangeFormat: boolean;
  onPreset: (preset: ExportPreset | null) => void;
  onChangeProjectFormat: (preset: ExportPreset) => void;
  /** what this browser encodes (the latest answer); null before any */
  support: EncoderSupport | null;
  /** whether `support` answers the current settings (else the export waits for it) */
  supportCurrent: boolean;
  /** the timeline's files that cannot be read; null while they are checked */
  unreadable: readonly UnreadableSource[] | null;
  realtime: boolean;
  hasItems: boolean;
  canStart: boolean;
  error: string | null;
  onChange: (settings: ExportSettings) => void;
  onFormatChoice: (format: ExportFormat) => void;
  onStart: () => void;
};

/**
 * The export's settings: preset, size (of the project's format), rate, quality, loudness and
 * file format. Sizes and rates the plan does not include are shown locked, with the way to
 * upgrade; a format this browser cannot encode is disabled with the reason (not before the
 * browser has answered, so nothing flickers); files the export cannot read are named. How each
 * picture meets the frame is each item's own fit, set in the editor.
 */
export function SettingsStep({
  settings,
  subscription,
  projectFormat,
  durationMs,
  presetId,
  canChangeFormat,
  onPreset,
  onChangeProjectFormat,
  support,
  supportCurrent,
  unreadable,
  realtime,
  hasItems,
  canStart,
  error,
  onChange,
  onFormatChoice,
  onStart,
}: SettingsStepProps) {
  const { t } = useTranslation('export');
  const id = useId();
  const set = (patch: Partial<ExportSettings>) => onChange({ ...settings, ...patch });
  const resolutions = resolutionsFor(projectFormat);
  const resolutionIndex = resolutions.findIndex((option) =>
    sameResolution(option, settings.resolution),
  );
  const planLocks =
    resolutions.some((option) => resolutionLocked(subscription, option)) ||
    FRAME_RATES.some((fps) => fpsLocked(subscription, fps));
  const limits = exportLimitsFor(subscription);

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
      {unreadable !== null && unreadable.length > 0 && <UnreadableSources sources={unreadable} />}
      <PresetPicker
        presetId={presetId}
        projectFormat={projectFormat}
        durationMs={durationMs}
        canChangeFormat={canChangeFormat}
        onPreset={onPreset}
        onChangeProjectFormat={onChangeProjectFormat}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-resolution`} label={t('settings.resolution')}>
          <select
            id={`${id}-resolution`}
            className={fieldClass}
            value={resolutionIndex}
            onChange={(event) => {
              const resolution = resolutions[Number(event.target.value)];
              if (resolution) set({ resolution });
            }}
          >
            {resolutions.map((option, index) => {
              const label = resolutionLabel(option);
              const locked = resolutionLocked(subscription, option);
              return (
                <option key={label} value={index} disabled={locked}>
                  {locked ? t('settings.locked', { label }) : label}
                </option>
              );
            })}
          </select>
        </Field>
        <Field id={`${id}-fps`} label={t('settings.fps')}>
          <select
            id={`${id}-fps`}
            className={fieldClass}
            value={settings.fps}
            onChange={(event) => set({ fps: Number(event.target.value) as ExportFps })}
          >
            {FRAME_RATES.map((fps) => {
              const label = t('settings.fpsValue', { fps });
              const locked = fpsLocked(subscription, fps);
              return (
                <option key={fps} value={fps} disabled={locked}>
                  {locked ? t('settings.locked', { label }) : label}
                </option>
              );
            })}
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
      </div>
      <LoudnessField loudness={settings.loudness} onChange={(loudness) => set({ loudness })} />
      {planLocks && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-studio-ink-muted">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          {t('settings.planNote', { height: limits.maxExportShortSide, fps: limits.maxExportFps })}
          <Link to="/pricing" className="font-medium text-brand-200 underline underline-offset-4">
            {t('settings.upgrade')}
          </Link>
        </p>
      )}
      <fieldset className="space-y-2">
        <legend className={labelClass}>{t('settings.format')}</legend>
        {!supportCurrent && (
          <p className="text-sm text-studio-ink-muted">{t('settings.checking')}</p>
        )}
        {FORMATS.map((format) => {
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
                  disabled={entry?.available === false}
                  aria-describedby={entry?.reason ? reasonId : undefined}
                  onChange={() => onFormatChoice(format)}
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
      {hasItems && unreadable === null && (
        <p className="text-sm text-studio-ink-muted">{t('settings.checkingSources')}</p>
      )}
      <div className="flex justify-end">
        <button type="button" className={primaryButtonClass} disabled={!canStart} onClick={onStart}>
          {t('settings.start')}
        </button>
      </div>
    </div>
  );
}

import type { VideoFormat } from '@reelwright/timeline';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';
import {
  EXPORT_PRESETS,
  lengthOverPreset,
  presetById,
  type ExportPreset,
  type ExportPresetId,
} from '../engine/export-presets';
import { formatSecondsLeft } from '../engine/export-settings';

export type PresetPickerProps = {
  /** the preset the settings came from; null once they were changed by hand */
  presetId: ExportPresetId | null;
  projectFormat: VideoFormat;
  /** how long the export is, for the platform's length limit */
  durationMs: number;
  /** whether the project's format can be changed from here */
  canChangeFormat: boolean;
  onPreset: (preset: ExportPreset | null) => void;
  onChangeProjectFormat: (preset: ExportPreset) => void;
};

const CUSTOM = '';

/**
 * Where the video is going: a preset sets size, rate, bitrate and loudness. One of another
 * format than the project's is not applied until the creator agrees to change the project (or,
 * where it cannot be changed from here, is offered disabled with the reason). Says when the
 * video is longer than the chosen platform takes.
 */
export function PresetPicker({
  presetId,
  projectFormat,
  durationMs,
  canChangeFormat,
  onPreset,
  onChangeProjectFormat,
}: PresetPickerProps) {
  const { t } = useTranslation('export');
  const id = useId();
  const [pending, setPending] = useState<ExportPreset | null>(null);
  const chosen = presetId === null ? null : presetById(presetId);
  const overBy = chosen === null ? null : lengthOverPreset(chosen, durationMs);
  const otherFormats = EXPORT_PRESETS.some((preset) => preset.format !== projectFormat);
  const hintId = `${id}-hint`;

  const choose = (value: string) => {
    if (value === CUSTOM) {
      setPending(null);
      onPreset(null);
      return;
    }
    const preset = presetById(value as ExportPresetId);
    if (preset.format === projectFormat) {
      setPending(null);
      onPreset(preset);
    } else if (canChangeFormat) {
      setPending(preset);
    }
  };

  return (
    <div className="space-y-2">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-preset`} className={labelClass}>
          {t('presets.label')}
        </label>
        <select
          id={`${id}-preset`}
          className={fieldClass}
          value={pending?.id ?? presetId ?? CUSTOM}
          aria-describedby={!canChangeFormat && otherFormats ? hintId : undefined}
          onChange={(event) => choose(event.target.value)}
        >
          <option value={CUSTOM}>{t('presets.custom')}</option>
          {EXPORT_PRESETS.map((preset) => (
            <option
              key={preset.id}
              value={preset.id}
              disabled={!canChangeFormat && preset.format !== projectFormat}
            >
              {t('presets.option', {
                name: t(`presets.names.${preset.id}`),
                format: preset.format,
              })}
            </option>
          ))}
        </select>
        {!canChangeFormat && otherFormats && (
          <p id={hintId} className="text-xs text-studio-ink-muted">
            {t('presets.otherFormatHint', { format: projectFormat })}
          </p>
        )}
      </div>
      {pending && (
        <div
          role="group"
          aria-labelledby={`${id}-pending`}
          className="space-y-2 rounded-control border border-studio-line bg-studio-raised/50 px-3 py-2.5 text-sm"
        >
          <p id={`${id}-pending`}>
            {t('presets.mismatch', {
              name: t(`presets.names.${pending.id}`),
              preset: pending.format,
              project: projectFormat,
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={primaryButtonClass}
              onClick={() => {
                setPending(null);
                onChangeProjectFormat(pending);
              }}
            >
              {t('presets.changeProject', { format: pending.format })}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setPending(null)}>
              {t('presets.keepProject', { format: projectFormat })}
            </button>
          </div>
        </div>
      )}
      {chosen !== null && overBy !== null && (
        <p className="flex gap-2 text-sm text-amber-300">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('presets.tooLong', {
            name: t(`presets.names.${chosen.id}`),
            length: formatSecondsLeft(durationMs / 1000),
            limit: formatSecondsLeft(overBy / 1000),
          })}
        </p>
      )}
    </div>
  );
}

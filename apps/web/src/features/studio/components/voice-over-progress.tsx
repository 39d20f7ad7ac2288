import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceOverProgress as Progress } from '../api/generate-voice-over';

/** 'Part n of N' as the chunks are spoken; indeterminate until the first one is. */
export function VoiceOverProgress({ progress }: { progress: Progress | null }) {
  const { t } = useTranslation();
  const labelId = useId();
  const text =
    progress === null
      ? t('voice.preparing')
      : t('voice.partOf', { number: progress.done, total: progress.total });
  const percent = progress === null ? null : (progress.done / progress.total) * 100;
  return (
    <div className="space-y-1.5">
      <p role="status" className="flex justify-between text-xs text-studio-ink-muted">
        <span id={labelId}>{t('voice.generating')}</span>
        <span className="tabular-nums">{text}</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={progress?.total ?? 100}
        aria-valuenow={progress?.done}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-studio-bg"
      >
        {percent === null ? (
          <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-500/70" />
        ) : (
          <div
            className="h-full rounded-full bg-brand-500 transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
    </div>
  );
}

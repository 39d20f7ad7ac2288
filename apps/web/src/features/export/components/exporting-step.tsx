import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '../../../components/ui/studio-classes';
import type { ExportProgress } from '../engine/export-job';
import { formatSecondsLeft } from '../engine/export-settings';

/** The export under way: phase, progress bar, frames, speed, time left and Cancel. */
export function ExportingStep({
  progress,
  onCancel,
}: {
  progress: ExportProgress;
  onCancel: () => void;
}) {
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

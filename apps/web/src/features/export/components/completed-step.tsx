import { Download, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/studio-classes';
import type { ExportResult } from '../engine/export-job';
import { formatFileSize, resolutionLabel, type ExportSettings } from '../engine/export-settings';

/** Whether the finished export was counted against the plan. */
export type Counted =
  { state: 'pending' | 'counted' | 'limit' | 'planLimit' } | { state: 'failed'; message: string };

/** The finished export: preview, size, Download, Publish (when offered), New export and Close. */
export function CompletedStep({
  result,
  settings,
  counted,
  onNewExport,
  onClose,
  onPublish,
}: {
  result: ExportResult & { url: string };
  settings: ExportSettings;
  counted: Counted;
  onNewExport: () => void;
  onClose: () => void;
  onPublish?: (() => void) | undefined;
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
      {counted.state === 'planLimit' && (
        <p role="status" className="text-sm text-amber-300">
          {t('completed.planLimit')}
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
        {onPublish && (
          <button type="button" className={secondaryButtonClass} onClick={onPublish}>
            <Send aria-hidden="true" className="size-4" />
            {t('completed.publish')}
          </button>
        )}
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

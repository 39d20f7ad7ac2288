import { Download, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass } from '../../../components/ui/studio-classes';

export type KitState =
  | { kind: 'idle' }
  | { kind: 'packing'; percent: number }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

type KitDownloadProps = {
  video: { format: string; size: number } | null;
  /** the kit's thumbnail file name, or null without one */
  thumbnailName: string | null;
  hasCaptions: boolean;
  state: KitState;
  onDownload: () => void;
};

/** What goes in the publish kit (and what the project lacks), and its download. */
export function KitDownload({
  video,
  thumbnailName,
  hasCaptions,
  state,
  onDownload,
}: KitDownloadProps) {
  const { t, i18n } = useTranslation('publish');
  const headingId = useId();
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / 1024 ** 2);
  const lines = [
    video === null
      ? { missing: true, text: t('kit.noVideo') }
      : { missing: false, text: t('kit.video', { format: video.format, size: size(video.size) }) },
    thumbnailName === null
      ? { missing: true, text: t('kit.noThumbnail') }
      : { missing: false, text: t('kit.thumbnail', { name: thumbnailName }) },
    { missing: !hasCaptions, text: hasCaptions ? t('kit.captions') : t('kit.noCaptions') },
    { missing: false, text: t('kit.texts') },
  ];
  const packing = state.kind === 'packing';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('kit.heading')}
      </h3>
      <ul className="space-y-1 text-sm">
        {lines.map((line) => (
          <li key={line.text} className={line.missing ? 'text-studio-ink-muted' : undefined}>
            {line.text}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primaryButtonClass}
          disabled={packing}
          onClick={onDownload}
        >
          {packing ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {t('kit.download')}
        </button>
        <p role="status" className="text-sm text-studio-ink-muted">
          {packing && t('kit.packing', { percent: state.percent })}
          {state.kind === 'done' && t('kit.ready')}
        </p>
      </div>
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm text-red-300">
          {t('kit.failed', { message: state.message })}
        </p>
      )}
    </section>
  );
}

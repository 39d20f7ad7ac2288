import type { VideoFormat } from '@reelwright/timeline';
import { useTranslation } from 'react-i18next';
import {
  coveredRegions,
  safeRect,
  scaleRect,
  type SafePlatform,
} from '../../../lib/composition/safe-areas';

/**
 * Over the preview: what the chosen platforms' interfaces cover on a vertical video, shaded and
 * labelled, and the outline of the area every one of them leaves free. Other formats show the
 * outline of their edge margin and a note. Pointer events pass through to the handles below.
 */
export function SafeAreaOverlay({
  format,
  platforms,
  frameSize,
}: {
  format: VideoFormat;
  platforms: readonly SafePlatform[];
  frameSize: { width: number; height: number };
}) {
  const { t } = useTranslation('editor');
  if (!(frameSize.width > 0 && frameSize.height > 0)) return null;
  const free = scaleRect(safeRect(format, platforms), frameSize.width, frameSize.height);
  const regions = coveredRegions(format, platforms);
  return (
    <div
      className="pointer-events-none absolute inset-0"
      data-testid="safe-areas"
      data-format={format}
    >
      {regions.map(({ part, rect }) => {
        const box = scaleRect(rect, frameSize.width, frameSize.height);
        return (
          <div
            key={part}
            data-part={part}
            className="absolute flex items-start justify-center overflow-hidden bg-rose-500/30 p-0.5"
            style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
          >
            {part !== 'left' && (
              <span className="rounded bg-black/70 px-1 text-[10px] leading-tight text-white">
                {t(`frame.safe.parts.${part}`)}
              </span>
            )}
          </div>
        );
      })}
      <div
        className="absolute border border-dashed border-white/80"
        style={{ left: free.x, top: free.y, width: free.width, height: free.height }}
      />
      {regions.length === 0 && (
        <p className="absolute inset-x-0 bottom-1 text-center text-[10px] text-white/90">
          <span className="rounded bg-black/70 px-1">{t('frame.safe.onlyVertical')}</span>
        </p>
      )}
    </div>
  );
}

import { zoomPercent, type TimelineMode } from '@reelwright/timeline';
import { Film, Image, Keyboard, Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  iconButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';
import { useEditor } from '../store/editor-context';

type StatusKey =
  | 'idle'
  | 'readyToAdd'
  | 'addingRipple'
  | 'addingExact'
  | 'movingPush'
  | 'movingExact'
  | 'trimmingLeft'
  | 'trimmingRight'
  | 'copied'
  | 'locked';

/** The header's words for what the pointer is doing (spec §4, Timeline modes). */
export function statusKey(mode: TimelineMode): StatusKey {
  switch (mode.kind) {
    case 'idle':
      return 'idle';
    case 'dragging-library':
      if (!mode.overTimeline) return 'readyToAdd';
      return mode.ripple ? 'addingRipple' : 'addingExact';
    case 'moving':
      return mode.push ? 'movingPush' : 'movingExact';
    case 'resizing':
      return mode.edge === 'left' ? 'trimmingLeft' : 'trimmingRight';
    case 'copied':
      return 'copied';
    case 'locked':
      return 'locked';
  }
}

export function TimelineHeader({
  hasItems,
  onExport,
  onCreateThumbnail,
  tools,
}: {
  hasItems: boolean;
  onExport?: () => void;
  /** shows the Thumbnail button, which opens the thumbnail generator */
  onCreateThumbnail?: () => void;
  /** more buttons before Thumbnail and Export (the project file menu) */
  tools?: ReactNode;
}) {
  const { t } = useTranslation('editor');
  const mode = useEditor((state) => state.mode);
  const zoom = useEditor((state) => state.zoom);
  const zoomIn = useEditor((state) => state.zoomIn);
  const zoomOut = useEditor((state) => state.zoomOut);
  const resetZoom = useEditor((state) => state.resetZoom);
  const setHelpOpen = useEditor((state) => state.setHelpOpen);

  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-studio-line px-3 py-2">
      <h2 id="timeline-title" className="text-sm font-semibold">
        {t('timeline.title')}
      </h2>
      {/* Never cut off: on a narrow screen the status takes a line of its own. */}
      <p role="status" className="min-w-40 flex-1 text-xs text-studio-ink-muted">
        {t(
          `timeline.status.${statusKey(mode)}`,
          mode.kind === 'copied' || mode.kind === 'locked' ? { name: mode.name } : {},
        )}
      </p>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={iconButtonClass}
          aria-label={t('timeline.zoomOut')}
          onClick={zoomOut}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className="min-w-14 rounded-control px-1.5 py-1 text-xs tabular-nums text-studio-ink hover:bg-studio-raised"
          aria-label={`${t('timeline.zoom', { percent: zoomPercent(zoom) })}. ${t('timeline.zoomReset')}`}
          onClick={resetZoom}
        >
          {zoomPercent(zoom)}%
        </button>
        <button
          type="button"
          className={iconButtonClass}
          aria-label={t('timeline.zoomIn')}
          onClick={zoomIn}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <button
        type="button"
        className={iconButtonClass}
        aria-label={t('timeline.shortcuts')}
        title={t('timeline.shortcuts')}
        onClick={() => setHelpOpen(true)}
      >
        <Keyboard aria-hidden="true" className="size-4" />
      </button>
      {tools}
      {onCreateThumbnail && (
        <button type="button" className={secondaryButtonClass} onClick={onCreateThumbnail}>
          <Image aria-hidden="true" className="size-4" />
          {t('timeline.thumbnail')}
        </button>
      )}
      {hasItems && onExport && (
        <button type="button" className={primaryButtonClass} onClick={onExport}>
          <Film aria-hidden="true" className="size-4" />
          {t('timeline.export')}
        </button>
      )}
    </div>
  );
}

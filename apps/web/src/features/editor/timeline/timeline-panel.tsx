import type { TimelineDocument } from '@reelwright/timeline';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryFile, MediaKind } from '../library/library-file';
import { useEditor, useEditorStore } from '../store/editor-context';
import { CaptionFileControls } from './caption-file-controls';
import { HelpOverlay } from './help-overlay';
import type { ChapterMark } from './chapter-markers';
import { geometryFor, TimelineGeometryProvider } from './timeline-geometry';
import { TimelineHeader } from './timeline-header';
import { TimelineToolbar } from './timeline-toolbar';
import { TimelineTracks } from './timeline-tracks';
import { useTimelineShortcuts } from './use-timeline-shortcuts';

type TimelinePanelProps = {
  fileOf: (mediaId: string) => LibraryFile | undefined;
  filesOfKind: (kind: MediaKind) => readonly LibraryFile[];
  /** the Export button shows (with at least one item) when there is somewhere to export to */
  onExport?: () => void;
  /** the Thumbnail button shows when there is a thumbnail generator to open */
  onCreateThumbnail?: (() => void) | undefined;
  /** the project's chapters, flagged on the ruler */
  chapters?: readonly ChapterMark[] | undefined;
  /** more buttons for the header (the route's project file menu) */
  headerTools?: ReactNode;
  /** the selection's inspectors, when they are a strip under the toolbar (a narrow editor) */
  inspector?: ReactNode;
  /** more controls in the caption files' row (the strip's captions from speech) */
  captionTools?: ReactNode;
};

/**
 * Timeline Pro: header, toolbar, track labels and the scrolling tracks with ruler and playhead.
 * Only the items in view (plus a screen's margin) are drawn; items and lanes are memoised and the
 * playhead moves outside React, so playback and drags re-render only what changed.
 */
export function TimelinePanel({
  fileOf,
  filesOfKind,
  onExport,
  onCreateThumbnail,
  chapters,
  headerTools,
  inspector,
  captionTools,
}: TimelinePanelProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const hasItems = useEditor((state) => hasAnyItem(state.history.document));
  const geometry = useMemo(
    () => geometryFor(scroller, () => store.getState().zoom),
    [store, scroller],
  );
  useTimelineShortcuts(store);

  return (
    <TimelineGeometryProvider value={geometry}>
      <section
        aria-labelledby="timeline-title"
        // A layer of its own (opacity, not transform: a transform would trap the relink menu's
        // fixed box): where the inspector is a strip, the first selection grows the panel
        // upwards, which then moves its raster instead of repainting it and the page around it.
        className="flex min-h-0 flex-col border-t border-studio-line bg-studio-panel text-studio-ink will-change-[opacity]"
      >
        <TimelineHeader
          hasItems={hasItems}
          {...(onExport ? { onExport } : {})}
          {...(onCreateThumbnail ? { onCreateThumbnail } : {})}
          tools={headerTools}
        />
        <TimelineToolbar />
        {inspector}
        <div className="flex flex-wrap items-center border-b border-studio-line empty:hidden">
          <CaptionFileControls />
          {captionTools}
        </div>
        <TimelineTracks
          scrollerRef={setScroller}
          scroller={scroller}
          fileOf={fileOf}
          filesOfKind={filesOfKind}
          chapters={chapters}
        />
        {/* Below the tracks rather than inside their scrolling area, so it is never cut off. */}
        {!hasItems && (
          <p className="border-t border-studio-line/60 px-4 py-2.5 text-sm text-studio-ink-muted">
            {t('timeline.empty')}
          </p>
        )}
      </section>
      <HelpOverlay />
    </TimelineGeometryProvider>
  );
}

function hasAnyItem(document: TimelineDocument): boolean {
  return document.tracks.some((track) => track.items.length > 0);
}

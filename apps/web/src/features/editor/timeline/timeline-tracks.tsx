import {
  pixelsPerSecond,
  scrollForZoomAroundCursor,
  timelineWidth,
  wheelZoom,
} from '@reelwright/timeline';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryFile, MediaKind } from '../library/library-file';
import { useEditor, useEditorStore } from '../store/editor-context';
import { TrackHeader } from '../tracks/track-header';
import type { ChapterMark } from './chapter-markers';
import { PlayheadLine } from './playhead-line';
import { TimeRuler } from './time-ruler';
import { LABEL_WIDTH, RULER_HEIGHT } from './timeline-geometry';
import { TrackLane } from './track-lane';

type TimelineTracksProps = {
  /** receives the scrolling element (the panel's geometry measures against it) */
  scrollerRef: (element: HTMLDivElement | null) => void;
  scroller: HTMLDivElement | null;
  fileOf: (mediaId: string) => LibraryFile | undefined;
  filesOfKind: (kind: MediaKind) => readonly LibraryFile[];
  chapters: readonly ChapterMark[] | undefined;
};

type View = { scrollLeft: number; width: number };

/**
 * The scrolling tracks with ruler, labels and playhead: the one part of the panel that follows
 * the document, so a drag step re-renders this and the lanes whose items changed, never the
 * header, toolbar or inspectors above it.
 */
export function TimelineTracks({
  scrollerRef,
  scroller,
  fileOf,
  filesOfKind,
  chapters,
}: TimelineTracksProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const document = useEditor((state) => state.history.document);
  const zoom = useEditor((state) => state.zoom);
  const selectedId = useEditor((state) => state.selectedId);
  const dropPreview = useEditor((state) => state.dropPreview);
  const [view, setView] = useState<View>({ scrollLeft: 0, width: 1200 });

  const measure = useCallback(() => {
    const element = scroller;
    if (!element) return;
    setView((previous) =>
      previous.scrollLeft === element.scrollLeft && previous.width === element.clientWidth
        ? previous
        : { scrollLeft: element.scrollLeft, width: element.clientWidth },
    );
  }, [scroller]);

  useEffect(() => {
    const element = scroller;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const onWheel = (event: WheelEvent) => {
      const state = store.getState();
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        const nextZoom = wheelZoom(state.zoom, event.deltaY);
        const cursorX = event.clientX - element.getBoundingClientRect().left - LABEL_WIDTH;
        const scrollLeft = scrollForZoomAroundCursor({
          scrollLeft: element.scrollLeft,
          cursorX,
          zoom: state.zoom,
          nextZoom,
        });
        state.setZoom(nextZoom);
        // The content grows with the zoom on the next render; scroll once it has.
        requestAnimationFrame(() => {
          element.scrollLeft = scrollLeft;
        });
      } else if (event.shiftKey) {
        event.preventDefault();
        element.scrollLeft += event.deltaY || event.deltaX;
      }
    };
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('wheel', onWheel);
    };
  }, [store, measure, scroller]);

  // The stretch in view plus half a screen each side, so short scrolls draw nothing new while
  // a drag re-renders as few items as it can.
  const msPerPx = 1000 / pixelsPerSecond(zoom);
  const viewFrom = Math.max(0, (view.scrollLeft - view.width / 2) * msPerPx);
  const viewTo = (view.scrollLeft + 1.5 * view.width) * msPerPx;
  const contentWidth = timelineWidth(document.totalDuration, zoom);

  return (
    <div
      ref={scrollerRef}
      data-timeline-scroller
      className="relative max-h-[22rem] min-h-28 shrink overflow-auto overscroll-contain"
    >
      <div className="relative" style={{ width: LABEL_WIDTH + contentWidth }}>
        <div className="sticky top-0 z-10 flex" style={{ height: RULER_HEIGHT }}>
          <div
            className="sticky left-0 z-10 shrink-0 border-r border-b border-studio-line bg-studio-panel px-2 py-1.5 text-[11px] font-semibold text-studio-ink-muted uppercase"
            style={{ width: LABEL_WIDTH }}
          >
            {t('timeline.tracks')}
          </div>
          <div className="relative flex-1">
            <TimeRuler
              totalDuration={document.totalDuration}
              zoom={zoom}
              viewFrom={viewFrom}
              viewTo={viewTo}
              chapters={chapters}
            />
          </div>
        </div>
        {document.tracks.map((track) => (
          <div key={track.id} className="flex" data-track-row={track.id}>
            <div
              className="sticky left-0 z-10 flex shrink-0 items-center border-r border-b border-studio-line/60 bg-studio-panel px-1 text-xs font-medium"
              style={{ width: LABEL_WIDTH }}
            >
              <TrackHeader track={track} />
            </div>
            <div className="flex-1">
              <TrackLane
                track={track}
                zoom={zoom}
                viewFrom={viewFrom}
                viewTo={viewTo}
                selectedId={selectedId}
                dropPreview={dropPreview?.trackId === track.id ? dropPreview : null}
                fileOf={fileOf}
                filesOfKind={filesOfKind}
              />
            </div>
          </div>
        ))}
        <PlayheadLine />
      </div>
    </div>
  );
}

import { rulerTicks, seconds, timeToPixels } from '@reelwright/timeline';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../format-time';
import { useEditor, useEditorStore } from '../store/editor-context';
import { ChapterMarkers, type ChapterMark } from './chapter-markers';
import { followPointer } from './pointer-gesture';
import { RULER_HEIGHT, useTimelineGeometry } from './timeline-geometry';

/**
 * Labels every 5 s / zoom (sub-ticks above zoom 2); click or drag to seek; a slider for keys.
 * The project's chapters are flags over it (its parent is positioned).
 */
export const TimeRuler = memo(function TimeRuler({
  totalDuration,
  zoom,
  viewFrom,
  viewTo,
  chapters = NO_CHAPTERS,
}: {
  totalDuration: number;
  zoom: number;
  viewFrom: number;
  viewTo: number;
  chapters?: readonly ChapterMark[];
}) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const geometry = useTimelineGeometry();
  // For the slider's value: while playing, a tenth of a second is fine enough (and re-renders
  // the ruler ten times a second, not every frame).
  const playhead = useEditor((state) =>
    state.playing ? Math.floor(state.playhead / 100) * 100 : state.playhead,
  );
  const ticks = rulerTicks(totalDuration, zoom).filter(
    (tick) => tick.time >= viewFrom && tick.time <= viewTo,
  );
  const seekTo = (clientX: number) => store.getState().seek(geometry.timeAtClientX(clientX));

  return (
    <>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('timeline.ruler')}
        aria-valuemin={0}
        aria-valuemax={totalDuration}
        aria-valuenow={playhead}
        aria-valuetext={formatTime(playhead)}
        className="relative cursor-pointer border-b border-studio-line bg-studio-panel select-none focus-visible:outline-2 focus-visible:outline-brand-400"
        style={{ height: RULER_HEIGHT }}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          seekTo(event.clientX);
          followPointer(event, geometry.scroller(), {
            onMove: (pointer) => seekTo(pointer.clientX),
            onEnd: () => undefined,
          });
        }}
        onKeyDown={(event) => {
          const state = store.getState();
          const step = seconds(event.shiftKey ? 5 : 1);
          const moves: Record<string, number> = {
            ArrowLeft: state.playhead - step,
            ArrowRight: state.playhead + step,
            Home: 0,
            End: totalDuration,
          };
          if (!(event.key in moves)) return;
          event.preventDefault();
          state.seek(moves[event.key]!);
        }}
      >
        {ticks.map((tick) => (
          <span
            key={tick.time}
            aria-hidden="true"
            className={`absolute bottom-0 border-l ${tick.major ? 'h-3 border-studio-ink-muted' : 'h-1.5 border-studio-line'}`}
            style={{ left: timeToPixels(tick.time, zoom) }}
          >
            {tick.major && (
              <span className="absolute -top-3.5 left-1 text-[10px] whitespace-nowrap text-studio-ink-muted tabular-nums">
                {formatTime(tick.time).replace(/\.\d$/, '')}
              </span>
            )}
          </span>
        ))}
      </div>
      <ChapterMarkers chapters={chapters} zoom={zoom} />
    </>
  );
});

const NO_CHAPTERS: readonly ChapterMark[] = [];

import { seconds, timeToPixels } from '@reelwright/timeline';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../format-time';
import { useEditorStore } from '../store/editor-context';

/** A chapter of the project ('Build my video' computes them): its title and start in seconds. */
export interface ChapterMark {
  title: string;
  start: number;
}

/**
 * The project's chapters as flags on the ruler, each a button that moves the playhead to its
 * start (so they are reachable by keyboard and named for screen readers). They sit over the
 * ruler, not inside it: the ruler is a slider, whose children are not announced.
 */
export const ChapterMarkers = memo(function ChapterMarkers({
  chapters,
  zoom,
}: {
  chapters: readonly ChapterMark[];
  zoom: number;
}) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  if (chapters.length === 0) return null;
  return (
    <ul aria-label={t('timeline.chapters.label')} className="pointer-events-none absolute inset-0">
      {chapters.map((chapter, index) => {
        const start = seconds(chapter.start);
        const time = formatTime(start).replace(/\.\d$/, '');
        return (
          <li
            key={`${start}-${chapter.title}`}
            className="absolute top-0 bottom-0 border-l-2 border-warning-500"
            style={{ left: timeToPixels(start, zoom) }}
          >
            <button
              type="button"
              title={chapter.title}
              aria-label={t('timeline.chapters.marker', {
                number: index + 1,
                title: chapter.title,
                time,
              })}
              onClick={() => store.getState().seek(start)}
              className="pointer-events-auto block max-w-32 truncate rounded-r bg-warning-500 px-1 text-[10px] leading-3.5 font-semibold text-black focus-visible:outline-2 focus-visible:outline-brand-300"
            >
              {chapter.title}
            </button>
          </li>
        );
      })}
    </ul>
  );
});

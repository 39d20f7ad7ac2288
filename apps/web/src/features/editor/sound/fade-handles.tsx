import {
  MAX_FADE_MS,
  effectiveFades,
  findItem,
  seconds,
  setItemFades,
  timeToPixels,
  type TimelineItem,
} from '@reelwright/timeline';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editor-context';
import { movedOnly } from '../store/moved-only';
import { followPointer } from '../timeline/pointer-gesture';
import { useTimelineGeometry } from '../timeline/timeline-geometry';

type Edge = 'in' | 'out';

/** Knobs stay this far (px) inside the item: clear of the trim handles at its edges. */
const KNOB_INSET = 10;
/** …and the fade-out knob clear of the item's level button in its top right corner. */
const LEVEL_BUTTON_CLEARANCE = 30;

const fadeKey = (edge: Edge) => (edge === 'in' ? 'fadeIn' : 'fadeOut');

type FadeHandlesProps = {
  item: TimelineItem;
  width: number;
  zoom: number;
  selected: boolean;
  hasLevelButton: boolean;
};

/**
 * A video's or audio item's fades on the timeline: the faded corners shaded (the ramp from
 * silence / black up to full), and, on the selected item, a knob at the top of each ramp to drag
 * (one undo step per drag; Escape cancels) or move with the arrow keys (0.1 s, Shift 1 s).
 */
export const FadeHandles = memo(function FadeHandles({
  item,
  width,
  zoom,
  selected,
  hasLevelButton,
}: FadeHandlesProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const geometry = useTimelineGeometry();
  const fades = effectiveFades(item);
  const inPx = Math.min(width, timeToPixels(fades.fadeIn, zoom));
  const outPx = Math.min(width, timeToPixels(fades.fadeOut, zoom));
  const ceiling = Math.min(MAX_FADE_MS, item.duration);

  const startDrag = (edge: Edge) => (event: React.PointerEvent) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    // The item as it is now: a drag that only moved it does not re-render these handles.
    const { startTime } = findItem(store.getState().history.document, item.id) ?? item;
    store.getState().beginGesture();
    followPointer(event, geometry.scroller(), {
      onMove(pointer) {
        const time = geometry.timeAtClientX(pointer.clientX);
        const ms = edge === 'in' ? time - startTime : startTime + item.duration - time;
        store
          .getState()
          .gestureStep((document) => setItemFades(document, item.id, { [fadeKey(edge)]: ms }));
      },
      onEnd(cancelled) {
        const state = store.getState();
        if (cancelled) state.cancelGesture();
        else state.endGesture();
      },
    });
  };

  const stepByKey = (edge: Edge) => (event: React.KeyboardEvent) => {
    const direction = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (direction === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    // The fade-in grows to the right, the fade-out to the left: arrows move the knob.
    const grow = edge === 'in' ? direction : -direction;
    const current = edge === 'in' ? (item.fadeIn ?? 0) : (item.fadeOut ?? 0);
    const next = current + grow * seconds(event.shiftKey ? 1 : 0.1);
    store.getState().run((document) => setItemFades(document, item.id, { [fadeKey(edge)]: next }));
  };

  const knob = (edge: Edge) => {
    const value = edge === 'in' ? (item.fadeIn ?? 0) : (item.fadeOut ?? 0);
    const offset = Math.max(
      edge === 'out' && hasLevelButton ? LEVEL_BUTTON_CLEARANCE : KNOB_INSET,
      edge === 'in' ? inPx : outPx,
    );
    const label = t(edge === 'in' ? 'sound.fade.in' : 'sound.fade.out');
    return (
      <span
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={ceiling}
        aria-valuenow={value}
        aria-valuetext={t('sound.fade.value', { seconds: (value / 1000).toFixed(1) })}
        title={label}
        data-fade-knob={edge}
        className="absolute top-0 z-20 size-2.5 -translate-x-1/2 cursor-ew-resize rounded-full border border-black/60 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
        style={{ left: edge === 'in' ? offset : width - offset }}
        onPointerDown={startDrag(edge)}
        onDoubleClick={(event) => event.stopPropagation()}
        onKeyDown={stepByKey(edge)}
      />
    );
  };

  return (
    <>
      {(inPx > 0 || outPx > 0) && (
        <svg
          aria-hidden="true"
          data-fades
          className="pointer-events-none absolute inset-0 size-full"
          viewBox={`0 0 ${Math.max(1, width)} 100`}
          preserveAspectRatio="none"
        >
          {inPx > 0 && (
            <>
              <polygon points={`0,0 ${inPx},0 0,100`} fill="black" fillOpacity={0.45} />
              <line x1={0} y1={100} x2={inPx} y2={0} stroke="white" strokeOpacity={0.8} />
            </>
          )}
          {outPx > 0 && (
            <>
              <polygon
                points={`${width - outPx},0 ${width},0 ${width},100`}
                fill="black"
                fillOpacity={0.45}
              />
              <line
                x1={width - outPx}
                y1={0}
                x2={width}
                y2={100}
                stroke="white"
                strokeOpacity={0.8}
              />
            </>
          )}
        </svg>
      )}
      {selected && width >= 3 * KNOB_INSET && (
        <>
          {knob('in')}
          {knob('out')}
        </>
      )}
    </>
  );
}, sameHandles);

function sameHandles(previous: FadeHandlesProps, next: FadeHandlesProps): boolean {
  return (
    movedOnly(previous.item, next.item) &&
    previous.width === next.width &&
    previous.zoom === next.zoom &&
    previous.selected === next.selected &&
    previous.hasLevelButton === next.hasLevelButton
  );
}

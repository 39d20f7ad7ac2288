import {
  deleteKeyframe,
  keyframeTimes,
  moveKeyframe,
  timeToPixels,
  type KeyframeProperty,
  type TimelineItem,
} from '@reelwright/timeline';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../format-time';
import { useEditorStore } from '../store/editor-context';
import { followPointer } from '../timeline/pointer-gesture';
import { useTimelineGeometry } from '../timeline/timeline-geometry';

/** A press that moves less than this is a click (select the key), not a drag. */
const DRAG_THRESHOLD_PX = 3;
/** Arrow keys move a focused key this far (Shift: ten times). */
const KEY_STEP_MS = 100;
/**
 * The diamond is a picture on a plain box rather than a turned square: a push moves a hundred
 * items' diamonds at once, and each turned one was a transform of its own to paint.
 */
const DIAMOND = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='14' height='14' viewBox='0 0 14 14'><path d='M7 .7 13.3 7 7 13.3.7 7z' fill='#fbbf24' stroke='rgba(0,0,0,.6)'/></svg>",
)}")`;
const DIAMOND_HALF_PX = 7;
/** Where a label's time goes (a character no translation holds). */
const TIME_SLOT = '\u0000';

/**
 * The item's keyframes on the timeline: a small diamond at each key time (all properties merged).
 * Each is a button: a click selects the item and puts the playhead on the key; a drag moves the
 * key(s) along the item (one undo step; Escape cancels); Delete removes them; arrows move them.
 */
export function KeyframeDiamonds({ item, zoom }: { item: TimelineItem; zoom: number }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const geometry = useTimelineGeometry();
  const dragged = useRef(false);
  const keyframes = item.keyframes;
  // Each diamond's label, translated once per set of keys with a stand-in for its time: a push
  // re-renders the diamonds of every item it moves (their labels say where they are on the
  // timeline), and then only the time is put in.
  const labelAt = useMemo(() => {
    const named = new Map<number, string[]>();
    for (const property of Object.keys(keyframes ?? {}) as KeyframeProperty[])
      for (const { time } of keyframes?.[property] ?? []) {
        const names = named.get(time) ?? [];
        const name = t(`keyframes.properties.${property}`);
        if (!names.includes(name)) names.push(name);
        named.set(time, names);
      }
    const labels = new Map(
      [...named].map(([time, names]) => [
        time,
        t('keyframes.diamond.label', { time: TIME_SLOT, properties: names.join(', ') }),
      ]),
    );
    return (time: number, at: string) => labels.get(time)?.replace(TIME_SLOT, at) ?? '';
  }, [keyframes, t]);
  const times = keyframeTimes(item);
  const width = timeToPixels(item.duration, zoom);
  if (times.length === 0) return null;
  const hint = t('keyframes.diamond.hint');

  const goTo = (time: number) => {
    const state = store.getState();
    state.select(item.id);
    state.seek(item.startTime + time);
  };

  const startDrag = (time: number) => (event: React.PointerEvent) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    dragged.current = false;
    const startX = event.clientX;
    let target = time;
    followPointer(event, geometry.scroller(), {
      onMove(pointer) {
        if (!dragged.current) {
          if (Math.abs(pointer.clientX - startX) < DRAG_THRESHOLD_PX) return;
          dragged.current = true;
          store.getState().select(item.id);
          store.getState().beginGesture();
        }
        const wanted = Math.round(geometry.timeAtClientX(pointer.clientX) - item.startTime);
        target = Math.min(item.duration, Math.max(0, wanted));
        store
          .getState()
          .gestureStep((document) => moveKeyframe(document, item.id, 'all', time, target));
      },
      onEnd(cancelled) {
        if (!dragged.current) return;
        const state = store.getState();
        if (cancelled) state.cancelGesture();
        else {
          state.endGesture();
          state.seek(item.startTime + target);
        }
      },
    });
  };

  const onKeyDown = (time: number) => (event: React.KeyboardEvent) => {
    const state = store.getState();
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      event.stopPropagation();
      state.run((document) => deleteKeyframe(document, item.id, 'all', time));
      return;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      event.stopPropagation();
      const step = (event.shiftKey ? 10 : 1) * KEY_STEP_MS * (event.key === 'ArrowLeft' ? -1 : 1);
      const to = Math.min(item.duration, Math.max(0, time + step));
      state.run((document) => moveKeyframe(document, item.id, 'all', time, to));
      state.seek(item.startTime + to);
    }
  };

  return (
    <>
      {times.map((time) => (
        <button
          key={time}
          type="button"
          data-keyframe-time={time}
          aria-label={labelAt(time, formatTime(item.startTime + time))}
          title={hint}
          className="absolute bottom-0 size-3.5 cursor-ew-resize touch-none hover:brightness-125 focus-visible:outline-2 focus-visible:outline-white"
          style={{
            left: Math.min(width - 7, Math.max(7, timeToPixels(time, zoom))) - DIAMOND_HALF_PX,
            backgroundImage: DIAMOND,
          }}
          onPointerDown={startDrag(time)}
          onDoubleClick={(event) => event.stopPropagation()}
          onClick={(event) => {
            event.stopPropagation();
            if (dragged.current) {
              dragged.current = false;
              return;
            }
            goTo(time);
          }}
          onKeyDown={onKeyDown(time)}
        />
      ))}
    </>
  );
}

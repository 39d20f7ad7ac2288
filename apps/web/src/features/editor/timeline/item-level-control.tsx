import {
  findItem,
  keyframeValueAt,
  setItemOpacity,
  setItemVolume,
  type TimelineItem,
} from '@reelwright/timeline';
import { Eye, EyeOff, Volume2, VolumeX } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';
import { movedOnly } from '../store/moved-only';

/**
 * The item's volume (sound) or opacity (pictures): a small icon; a click opens a 0–100 slider,
 * a double-click toggles mute / hidden (0 ↔ 100), a click outside closes it (spec §4).
 */
export const ItemLevelControl = memo(
  function ItemLevelControl({ item }: { item: TimelineItem }) {
    const { t } = useTranslation('editor');
    const store = useEditorStore();
    const [open, setOpen] = useState(false);
    const box = useRef<HTMLDivElement>(null);
    const sound = soundOf(item);
    // A keyframed level reads (and is set) at the playhead: the key there. The level as shown (a
    // whole percent) is selected, not the playhead, so a playing timeline re-renders a control
    // only when that number changes. Only the level's own keys are read, and nothing is built:
    // this runs on every store change, every frame.
    const keys = levelKeys(item);
    const percent = useEditor((state) => {
      const keyed = keys && keyframeValueAt(keys, state.playhead - item.startTime);
      return Math.round((keyed ?? (sound ? item.volume : item.opacity)) * 100);
    });
    const label = t(sound ? 'timeline.item.volumeOf' : 'timeline.item.opacityOf', {
      name: item.name,
    });

    useEffect(() => {
      if (!open) return;
      const close = (event: PointerEvent) => {
        if (!box.current?.contains(event.target as Node)) setOpen(false);
      };
      document.addEventListener('pointerdown', close);
      return () => document.removeEventListener('pointerdown', close);
    }, [open]);

    const setLevel = (value: number) => {
      // The item as it is now: a drag that only moved it does not re-render this control.
      const { playhead, history } = store.getState();
      const at = playhead - (findItem(history.document, item.id)?.startTime ?? item.startTime);
      store
        .getState()
        .run((document) =>
          sound
            ? setItemVolume(document, item.id, value, at)
            : setItemOpacity(document, item.id, value, at),
        );
    };

    const Icon = sound ? (percent === 0 ? VolumeX : Volume2) : percent === 0 ? EyeOff : Eye;
    return (
      <div
        ref={box}
        className="absolute top-0.5 right-1 z-10"
        onPointerDown={(event) => event.stopPropagation()}
        onDoubleClick={(event) => event.stopPropagation()}
      >
        <button
          type="button"
          aria-label={`${label}: ${percent}%`}
          aria-expanded={open}
          className="grid size-5 place-items-center rounded bg-black/40 text-white hover:bg-black/60"
          onClick={(event) => {
            // The second click of a double-click toggles instead of reopening.
            if (event.detail > 1) return;
            setOpen((value) => !value);
          }}
          onDoubleClick={() => {
            setOpen(false);
            setLevel(percent === 0 ? 1 : 0);
          }}
        >
          <Icon aria-hidden="true" className="size-3.5" />
        </button>
        {open && (
          <div className="absolute top-6 right-0 flex w-40 items-center gap-2 rounded-control border border-studio-line bg-studio-panel p-2 shadow-lg">
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={percent}
              aria-label={label}
              className="min-w-0 flex-1 accent-brand-500"
              // A slider drag is one undo step; each key press is its own.
              onPointerDown={() => store.getState().beginGesture()}
              onPointerUp={() => store.getState().endGesture()}
              onChange={(event) => setLevel(Number(event.target.value) / 100)}
            />
            <span className="w-9 text-right text-xs tabular-nums text-studio-ink">{percent}%</span>
          </div>
        )}
      </div>
    );
  },
  // A keyframed level is read at the playhead from the item's start, so it follows a move.
  (previous, next) => movedOnly(previous.item, next.item) && levelKeys(next.item) === undefined,
);

const soundOf = (item: TimelineItem) => item.type === 'videos' || item.type === 'audios';

/** The keys of the level the control shows (volume or opacity), when it has any. */
function levelKeys(item: TimelineItem) {
  const keys = item.keyframes?.[soundOf(item) ? 'volume' : 'opacity'];
  return keys && keys.length > 0 ? keys : undefined;
}

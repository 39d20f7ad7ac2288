import {
  deleteTrack,
  moveTrack,
  renameTrack,
  setTrackFlag,
  TRACK_NAME_MAX,
  trackBand,
  whyTrackStays,
  type TimelineDocument,
  type Track,
  type TrackFlag,
} from '@reelwright/timeline';
import {
  Eye,
  EyeOff,
  GripVertical,
  Headphones,
  Lock,
  LockOpen,
  Pencil,
  Trash,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { memo, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editor-context';
import { useDocumentValue } from '../store/use-document-value';
import type { EditorStore } from '../store/editor-store';
import { sameExcept } from '../store/moved-only';

// The track's header beside its lane: a handle to reorder it among the tracks of its kind, its
// name (double-click or the pencil renames it in place), its switches — Hide (pictures), Mute and
// Solo (sound), Lock — and Delete while it is empty. Every switch is one undo step.

const SMALL_BUTTON =
  'grid size-5 shrink-0 place-items-center rounded text-studio-ink-muted hover:bg-studio-raised hover:text-studio-ink aria-pressed:bg-studio-raised aria-pressed:text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400';

/** Which switches a kind of track has: sound tracks no Hide, captions no Mute or Solo. */
function switchesOf(track: Track): TrackFlag[] {
  if (track.type === 'audio') return ['muted', 'solo', 'locked'];
  if (track.type === 'caption') return ['hidden', 'locked'];
  return ['hidden', 'muted', 'solo', 'locked'];
}

const SWITCH = {
  hidden: { label: 'tracks.hide', on: EyeOff, off: Eye },
  muted: { label: 'tracks.mute', on: VolumeX, off: Volume2 },
  solo: { label: 'tracks.solo', on: Headphones, off: Headphones },
  locked: { label: 'tracks.lock', on: Lock, off: LockOpen },
} as const satisfies Record<TrackFlag, { label: string; on: unknown; off: unknown }>;

const bandIndex = (document: TimelineDocument, trackId: string) =>
  trackBand(document, trackId).findIndex((track) => track.id === trackId);

/** Focuses a track's reorder handle once React has moved its row. */
function focusHandle(trackId: string) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-track-handle="${CSS.escape(trackId)}"]`)?.focus(),
  );
}

/** Drags the handle: the track follows the pointer over the rows of its own kind. */
function startReorder(store: EditorStore, track: Track, event: React.PointerEvent<HTMLElement>) {
  if (event.button !== 0) return;
  event.preventDefault();
  const handle = event.currentTarget;
  handle.setPointerCapture?.(event.pointerId);
  store.getState().beginGesture();
  const onMove = (pointer: PointerEvent) => {
    const hit = document.elementFromPoint(pointer.clientX, pointer.clientY);
    const row = hit?.closest<HTMLElement>('[data-track-row]');
    const overId = row?.dataset.trackRow;
    if (!overId) return;
    store.getState().gestureStep((atStart) => {
      const to = bandIndex(atStart, overId);
      const over = atStart.tracks.find((candidate) => candidate.id === overId);
      return to === -1 || over?.type !== track.type
        ? { document: atStart, undo: null }
        : moveTrack(atStart, track.id, to);
    });
  };
  const finish = (cancelled: boolean) => {
    handle.removeEventListener('pointermove', onMove);
    handle.removeEventListener('pointerup', onUp);
    handle.removeEventListener('pointercancel', onCancel);
    window.removeEventListener('keydown', onKey, true);
    const state = store.getState();
    if (cancelled) state.cancelGesture();
    else state.endGesture();
  };
  const onUp = () => finish(false);
  const onCancel = () => finish(true);
  const onKey = (key: KeyboardEvent) => {
    if (key.key !== 'Escape') return;
    key.preventDefault();
    finish(true);
  };
  handle.addEventListener('pointermove', onMove);
  handle.addEventListener('pointerup', onUp);
  handle.addEventListener('pointercancel', onCancel);
  window.addEventListener('keydown', onKey, true);
}

export const TrackHeader = memo(function TrackHeader({ track }: { track: Track }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const position = useDocumentValue((document) => bandIndex(document, track.id), track.id);
  const count = useDocumentValue((document) => trackBand(document, track.id).length, track.id);
  const deletable = useDocumentValue(
    (document) => whyTrackStays(document, track.id) === undefined,
    track.id,
  );
  const [editing, setEditing] = useState(false);
  const [moved, setMoved] = useState('');
  const hintId = useId();
  /** set when Enter or Escape has already ended the rename, so the blur that follows does not */
  const settled = useRef(false);
  const name = track.name;

  const run = store.getState().run;
  const startEditing = () => {
    settled.current = false;
    setEditing(true);
  };
  const finishEditing = (value: string | null) => {
    if (settled.current) return;
    settled.current = true;
    if (value !== null) run((document) => renameTrack(document, track.id, value));
    setEditing(false);
  };
  const moveBy = (step: number) => {
    const to = position + step;
    if (to < 0 || to >= count) return;
    run((document) => moveTrack(document, track.id, to));
    setMoved(t('tracks.moved', { name, position: to + 1, count }));
    focusHandle(track.id);
  };

  return (
    <div
      role="group"
      aria-label={t('tracks.header', { name })}
      data-track-header={track.id}
      data-locked={track.locked ? 'true' : undefined}
      className="flex h-full min-w-0 flex-col justify-center gap-0.5"
    >
      <div className="flex min-w-0 items-center gap-0.5">
        {count > 1 ? (
          <button
            type="button"
            data-track-handle={track.id}
            aria-label={t('tracks.reorder', { name })}
            aria-describedby={hintId}
            title={t('tracks.reorderHint')}
            className={`${SMALL_BUTTON} cursor-grab touch-none`}
            onPointerDown={(event) => startReorder(store, track, event)}
            onKeyDown={(event) => {
              if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
              event.preventDefault();
              moveBy(event.key === 'ArrowUp' ? -1 : 1);
            }}
          >
            <GripVertical aria-hidden="true" className="size-3.5" />
            <span id={hintId} className="sr-only">
              {t('tracks.reorderHint')}
            </span>
          </button>
        ) : (
          <span className="size-5 shrink-0" aria-hidden="true" />
        )}
        {editing ? (
          <input
            // The field takes the focus as it opens, the way an in-place rename does.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            defaultValue={name}
            maxLength={TRACK_NAME_MAX}
            aria-label={t('tracks.nameField', { name })}
            className="min-w-0 flex-1 rounded border border-brand-400 bg-studio-bg px-1 text-xs text-studio-ink"
            onFocus={(event) => event.currentTarget.select()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                finishEditing(event.currentTarget.value);
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                finishEditing(null);
              }
            }}
            onBlur={(event) => finishEditing(event.currentTarget.value)}
          />
        ) : (
          <span
            className="min-w-0 flex-1 truncate text-xs font-medium"
            title={name}
            onDoubleClick={startEditing}
          >
            {name}
          </span>
        )}
        {!editing && (
          <button
            type="button"
            aria-label={t('tracks.rename', { name })}
            title={t('tracks.rename', { name })}
            className={SMALL_BUTTON}
            onClick={startEditing}
          >
            <Pencil aria-hidden="true" className="size-3" />
          </button>
        )}
      </div>
      <div className="flex items-center gap-0.5 pl-5">
        {switchesOf(track).map((flag) => {
          const on = track[flag] === true;
          const Icon = on ? SWITCH[flag].on : SWITCH[flag].off;
          const label = t(SWITCH[flag].label, { name });
          return (
            <button
              key={flag}
              type="button"
              aria-label={label}
              aria-pressed={on}
              title={label}
              data-track-switch={flag}
              className={`${SMALL_BUTTON} ${on && flag === 'solo' ? 'text-warning-500' : ''}`}
              onClick={() => run((document) => setTrackFlag(document, track.id, flag, !on))}
            >
              <Icon aria-hidden="true" className="size-3.5" />
            </button>
          );
        })}
        {deletable && (
          <button
            type="button"
            aria-label={t('tracks.delete', { name })}
            title={t('tracks.delete', { name })}
            className={`${SMALL_BUTTON} ml-auto hover:text-danger-500`}
            onClick={() => run((document) => deleteTrack(document, track.id))}
          >
            <Trash aria-hidden="true" className="size-3.5" />
          </button>
        )}
      </div>
      <span role="status" className="sr-only">
        {moved}
      </span>
    </div>
  );
}, sameHeading);

/** The header shows the track, not its items: a drag that moves items re-renders no header. */
function sameHeading(previous: { track: Track }, next: { track: Track }): boolean {
  return sameExcept(previous.track, next.track, 'items');
}

import {
  addItem,
  addTrack,
  canRedo,
  canUndo,
  clampSeek,
  commit,
  copyItem,
  createDocument,
  createHistory,
  deleteItem,
  dropItem,
  findItem,
  mark,
  nudgeItem,
  pasteItem,
  placeItem,
  previewDrop,
  redo,
  seconds,
  splitItem,
  freezeFrame,
  FREEZE_FRAME_MS,
  squashToMark,
  bailToMark,
  undo,
  zoomIn,
  zoomOut,
  clampZoom,
  ZOOM,
  type DropPreview,
  type EditRecord,
  type EditResult,
  type History,
  type NewItem,
  type TimelineDocument,
  type TimelineItem,
  type TimelineMode,
} from '@reelwright/timeline';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LibraryFile } from '../library/library-file';

/** The editor's state: the engine's history plus what the panel and preview show. */
export interface EditorState {
  history: History;
  /** ms */
  playhead: number;
  playing: boolean;
  zoom: number;
  selectedId: string | null;
  copied: TimelineItem | null;
  mode: TimelineMode;
  snapping: boolean;
  /** the library file being dragged over the timeline, if any */
  draggedFile: LibraryFile | null;
  /** where the dragged file would land (drawn on the track) */
  dropPreview: DropPreview | null;
  /** the file last clicked in the library: double-click on a track adds it there */
  selectedFileId: string | null;
  helpOpen: boolean;
  muted: boolean;
  /** master volume 0..1 */
  volume: number;
}

export interface EditorActions {
  /** Runs one engine command and records it for undo. */
  run: (command: (document: TimelineDocument) => EditResult) => void;
  undo: () => void;
  redo: () => void;
  /** A drag or trim starts: its steps are committed live and become one undo step at the end. */
  /** `mode` sets the header's status (moving, trimming); a slider drag leaves it as it is. */
  beginGesture: (mode?: TimelineMode) => void;
  /**
   * One step of a drag, computed from the document as it was when the drag began (so pushing
   * items aside and then moving back puts them back).
   */
  /** The header's status follows what the pointer is doing (Shift switches push/exact mid-drag). */
  setMode: (mode: TimelineMode) => void;
  gestureStep: (command: (documentAtStart: TimelineDocument) => EditResult) => void;
  endGesture: () => void;
  /** Escape during a drag: back to where it started. */
  cancelGesture: () => void;
  seek: (time: number) => void;
  setPlaying: (playing: boolean) => void;
  togglePlay: () => void;
  setZoom: (zoom: number) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  resetZoom: () => void;
  select: (itemId: string | null) => void;
  copySelected: () => void;
  paste: () => void;
  splitSelected: () => void;
  /** Freezes the selected video at the playhead for 2 s (`freezeFrame`) and selects the still. */
  freezeSelected: () => void;
  deleteSelected: () => void;
  nudgeSelected: (delta: number) => void;
  addTrack: (type: 'overlay' | 'audio') => void;
  /** Adds a title (a text item) at the playhead on the first overlay track, selected. */
  addTitle: (content: string) => void;
  /** Adds a library file to the track of its kind at `at` (the playhead by default). */
  addFile: (file: LibraryFile, at?: number, trackId?: string) => void;
  /**
   * Puts a file handed over from elsewhere in the studio (a voice-over, a take) on the first free
   * track of its kind (`placeItem`), selected, as one undo step; null when it could not land.
   */
  placeFile: (file: LibraryFile) => FilePlacement | null;
  /**
   * Takes a placement back (its toast's Undo): undone when it is still the last edit, else its
   * item is deleted as an edit of its own so later edits stay.
   */
  undoPlacement: (placement: FilePlacement) => void;
  startLibraryDrag: (file: LibraryFile) => void;
  /** The dragged file is over `trackId` at `time`; `ripple` with Shift held… (see the panel). */
  hoverDrop: (input: { time: number; trackId: string; ripple: boolean } | null) => void;
  /** Drops the dragged file where the preview says; returns whether it landed. */
  finishLibraryDrag: () => boolean;
  cancelLibraryDrag: () => void;
  selectFile: (fileId: string | null) => void;
  setSnapping: (snapping: boolean) => void;
  setHelpOpen: (open: boolean) => void;
  setMuted: (muted: boolean) => void;
  setVolume: (volume: number) => void;
  /** Replaces the document (a project loaded or restored); history starts afresh. */
  load: (document: TimelineDocument) => void;
}

export type EditorStore = StoreApi<EditorState & EditorActions>;

/** Where `placeFile` put a file, and the edit that did it. */
export interface FilePlacement {
  itemId: string;
  trackName: string;
  edit: EditRecord;
}

export interface EditorStoreOptions {
  document?: TimelineDocument;
  /** injected so tests are reproducible */
  now?: () => number;
  newId?: () => string;
}

const GESTURE = 'gesture';

/** The item the library file becomes (its id is new; its media id is the file's). */
export function newItemFor(file: LibraryFile, id: string): NewItem {
  return {
    id,
    mediaId: file.id,
    name: file.name,
    url: '',
    type: file.type,
    ...(file.type === 'images' || !(file.duration > 0)
      ? {}
      : { sourceDuration: seconds(file.duration) }),
    // A project voice-over is speech: it ducks the music under it wherever it lands.
    ...(file.source === 'voiceOver' && file.type === 'audios'
      ? { audioRole: 'voice' as const }
      : {}),
  };
}

export function createEditorStore(options: EditorStoreOptions = {}): EditorStore {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => `item-${now()}-${Math.floor(Math.random() * 1e6)}`);

  return createStore<EditorState & EditorActions>()((set, get) => {
    const document = () => get().history.document;
    const apply = (result: EditResult) => {
      if (!result.undo) return;
      set((state) => ({
        history: commit(state.history, result),
        playhead: Math.min(state.playhead, result.document.totalDuration),
      }));
    };
    const selectedItem = () => {
      const id = get().selectedId;
      return id === null ? undefined : findItem(document(), id);
    };

    return {
      history: createHistory(options.document ?? createDocument()),
      playhead: 0,
      playing: false,
      zoom: ZOOM.reset,
      selectedId: null,
      copied: null,
      mode: { kind: 'idle' },
      snapping: true,
      draggedFile: null,
      dropPreview: null,
      selectedFileId: null,
      helpOpen: false,
      muted: false,
      volume: 1,

      run: (command) => apply(command(document())),
      undo: () =>
        set((state) => {
          const history = undo(state.history);
          return { history, selectedId: keepIfPresent(history.document, state.selectedId) };
        }),
      redo: () =>
        set((state) => {
          const history = redo(state.history);
          return { history, selectedId: keepIfPresent(history.document, state.selectedId) };
        }),
      beginGesture: (mode) =>
        set((state) => ({ history: mark(state.history, GESTURE), mode: mode ?? state.mode })),
      setMode: (mode) => set({ mode }),
      gestureStep: (command) =>
        set((state) => {
          if (state.history.marks[GESTURE] === undefined) return {};
          const atStart = mark(bailToMark(state.history, GESTURE), GESTURE);
          return { history: commit(atStart, command(atStart.document)) };
        }),
      endGesture: () =>
        set((state) => ({
          history: squashToMark(state.history, GESTURE, gestureLabel(state.mode)),
          mode: afterGesture(state.mode),
        })),
      cancelGesture: () =>
        set((state) => ({
          history: bailToMark(state.history, GESTURE),
          mode: afterGesture(state.mode),
        })),
      seek: (time) => set({ playhead: clampSeek(document(), time) }),
      setPlaying: (playing) =>
        set((state) => ({
          playing,
          // Play from the start when the playhead sits at the end.
          playhead: playing && state.playhead >= document().totalDuration ? 0 : state.playhead,
        })),
      togglePlay: () => get().setPlaying(!get().playing),
      setZoom: (zoom) => set({ zoom: clampZoom(zoom) }),
      zoomIn: () => set((state) => ({ zoom: zoomIn(state.zoom) })),
      zoomOut: () => set((state) => ({ zoom: zoomOut(state.zoom) })),
      resetZoom: () => set({ zoom: ZOOM.reset }),
      select: (selectedId) => set({ selectedId }),
      copySelected: () => {
        const item = selectedItem();
        if (!item) return;
        set({
          copied: copyItem(document(), item.id) ?? null,
          mode: { kind: 'copied', name: item.name },
        });
      },
      paste: () => {
        const copied = get().copied;
        if (!copied) return;
        const id = newId();
        apply(pasteItem(document(), copied, get().playhead, { newId: () => id }));
        if (findItem(document(), id)) set({ selectedId: id });
      },
      splitSelected: () => {
        const item = selectedItem();
        if (item) apply(splitItem(document(), item.id, get().playhead, { newId }));
      },
      freezeSelected: () => {
        const item = selectedItem();
        if (!item) return;
        const ids: string[] = [];
        const made = () => {
          ids.push(newId());
          return ids[ids.length - 1]!;
        };
        const length = FREEZE_FRAME_MS.default;
        apply(freezeFrame(document(), item.id, get().playhead, length, { newId: made }));
        // The still is the id made last (a split makes the right half's first).
        const still = ids.length > 0 ? findItem(document(), ids[ids.length - 1]!) : undefined;
        if (still?.freezeFrame !== undefined) set({ selectedId: still.id });
      },
      deleteSelected: () => {
        const item = selectedItem();
        if (!item) return;
        apply(deleteItem(document(), item.id));
        set({ selectedId: null });
      },
      nudgeSelected: (delta) => {
        const item = selectedItem();
        if (item) apply(nudgeItem(document(), item.id, delta));
      },
      addTrack: (type) => apply(addTrack(document(), type, now)),
      addTitle: (content) => {
        const id = newId();
        const input = { id, mediaId: '', name: content, url: '', type: 'text' as const };
        apply(addItem(document(), { ...input, text: { content } }, get().playhead));
        set({ selectedId: id });
      },
      addFile: (file, at, trackId) => {
        const id = newId();
        const input = { ...newItemFor(file, id), ...(trackId ? { trackId } : {}) };
        try {
          apply(addItem(document(), input, at ?? get().playhead));
          set({ selectedId: id });
        } catch {
          // A file dropped on a track that does not take its kind: nothing happens.
        }
      },
      placeFile: (file) => {
        const id = newId();
        let result;
        try {
          result = placeItem(document(), newItemFor(file, id), { playhead: get().playhead, now });
        } catch {
          return null;
        }
        if (!result.undo) return null;
        apply(result);
        set({ selectedId: id });
        return { itemId: id, trackName: result.track.name, edit: result.undo };
      },
      undoPlacement: (placement) => {
        if (get().history.past.at(-1) === placement.edit) get().undo();
        else if (findItem(document(), placement.itemId)) {
          apply(deleteItem(document(), placement.itemId));
          if (get().selectedId === placement.itemId) set({ selectedId: null });
        }
      },
      startLibraryDrag: (file) =>
        set({
          draggedFile: file,
          dropPreview: null,
          mode: { kind: 'dragging-library', overTimeline: false, ripple: false },
        }),
      hoverDrop: (input) => {
        const file = get().draggedFile;
        if (!file) return;
        if (input === null) {
          set({
            dropPreview: null,
            mode: { kind: 'dragging-library', overTimeline: false, ripple: false },
          });
          return;
        }
        const item = newItemFor(file, 'preview');
        const preview = previewDrop(document(), {
          time: input.time,
          duration: item.sourceDuration ?? (file.type === 'images' ? seconds(5) : seconds(10)),
          trackId: input.trackId,
          mode: input.ripple ? 'ripple' : 'exact',
          type: file.type,
        });
        set({
          dropPreview: preview ?? null,
          mode: { kind: 'dragging-library', overTimeline: true, ripple: input.ripple },
        });
      },
      finishLibraryDrag: () => {
        const { draggedFile: file, dropPreview: preview } = get();
        set({ draggedFile: null, dropPreview: null, mode: { kind: 'idle' } });
        if (!file || !preview?.isValid) return false;
        const id = newId();
        const result = dropItem(document(), newItemFor(file, id), preview);
        apply(result);
        if (result.undo) set({ selectedId: id });
        return result.undo !== null;
      },
      cancelLibraryDrag: () =>
        set({ draggedFile: null, dropPreview: null, mode: { kind: 'idle' } }),
      selectFile: (selectedFileId) => set({ selectedFileId }),
      setSnapping: (snapping) => set({ snapping }),
      setHelpOpen: (helpOpen) => set({ helpOpen }),
      setMuted: (muted) => set({ muted }),
      setVolume: (volume) => set({ volume: Math.min(1, Math.max(0, volume)), muted: false }),
      load: (next) =>
        set({
          history: createHistory(next),
          playhead: 0,
          playing: false,
          selectedId: null,
          mode: { kind: 'idle' },
        }),
    };
  });
}

/** A drag or trim ends the moving/trimming status; other statuses (an item copied) stay. */
const afterGesture = (mode: TimelineMode): TimelineMode =>
  mode.kind === 'moving' || mode.kind === 'resizing' ? { kind: 'idle' } : mode;

/** Whether a drag, trim or slider drag is under way (its steps are not settled edits yet). */
export const isInGesture = (state: EditorState): boolean =>
  state.history.marks[GESTURE] !== undefined;

const keepIfPresent = (document: TimelineDocument, id: string | null) =>
  id !== null && findItem(document, id) ? id : null;

function gestureLabel(mode: TimelineMode): string {
  if (mode.kind === 'moving') return 'move item';
  if (mode.kind === 'resizing') return `resize ${mode.edge}`;
  return 'drag';
}

export const editorCanUndo = (state: EditorState) => canUndo(state.history);
export const editorCanRedo = (state: EditorState) => canRedo(state.history);

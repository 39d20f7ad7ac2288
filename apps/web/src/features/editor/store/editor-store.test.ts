import { moveItem, type TimelineDocument } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import type { LibraryFile } from '../library/library-file';
import { createEditorStore } from './editor-store';

function file(id: string, type: LibraryFile['type'], duration = 0): LibraryFile {
  return {
    id,
    name: `${id}.${type === 'images' ? 'png' : type === 'audios' ? 'wav' : 'webm'}`,
    type,
    mediaType: type,
    mimeType: '',
    size: 1,
    blob: new Blob(['x']),
    duration,
    width: 0,
    height: 0,
    createdAt: '2026-11-22T00:00:00.000Z',
    source: 'upload',
  };
}

const spans = (document: TimelineDocument, trackId: string) =>
  document.tracks
    .find((track) => track.id === trackId)!
    .items.map((item) => [item.mediaId, item.startTime, item.duration]);

function editor() {
  let n = 0;
  return createEditorStore({ now: () => 1_700_000_000_000, newId: () => `i${++n}` });
}

describe('editor store', () => {
  it('adds library files at the playhead on the track of their kind, selecting them', () => {
    const store = editor();
    store.getState().seek(2000);
    store.getState().addFile(file('clip', 'videos', 3));
    store.getState().addFile(file('logo', 'images'));
    store.getState().addFile(file('tone', 'audios', 1.5));
    const { history, selectedId } = store.getState();
    expect(spans(history.document, 'main-video')).toEqual([['clip', 2000, 3000]]);
    expect(spans(history.document, 'overlay-1')).toEqual([['logo', 2000, 5000]]);
    expect(spans(history.document, 'audio-1')).toEqual([['tone', 2000, 1500]]);
    expect(selectedId).toBe('i3');
  });

  it('places a handed-over voice-over on the first free audio track, and its Undo takes it back', () => {
    const store = editor();
    const state = () => store.getState();
    const first = state().placeFile(file('vo-1', 'audios', 30))!;
    expect(first.trackName).toBe('Audio 1');
    expect(spans(state().history.document, 'audio-1')).toEqual([['vo-1', 0, 30000]]);
    expect(state().selectedId).toBe(first.itemId);

    // Audio 1 is taken at 0 s: the next one goes to Audio 2; Undo right away is the undo step.
    const second = state().placeFile(file('vo-2', 'audios', 30))!;
    expect(second.trackName).toBe('Audio 2');
    state().undoPlacement(second);
    expect(spans(state().history.document, 'audio-2')).toEqual([]);
    expect(state().selectedId).toBeNull();

    // An edit came after it: Undo removes only the placed item, the later edit stays.
    state().seek(40_000);
    state().addFile(file('music', 'audios', 5));
    state().undoPlacement(first);
    expect(spans(state().history.document, 'audio-1')).toEqual([['music', 40_000, 5000]]);
    state().undo();
    expect(spans(state().history.document, 'audio-1')).toEqual([
      ['vo-1', 0, 30000],
      ['music', 40_000, 5000],
    ]);
  });

  it('drops a dragged file where the preview says, refusing a wrong track', () => {
    const store = editor();
    const state = () => store.getState();
    state().startLibraryDrag(file('tone', 'audios', 2));
    expect(state().mode).toEqual({ kind: 'dragging-library', overTimeline: false, ripple: false });
    state().hoverDrop({ time: 4000, trackId: 'main-video', ripple: false });
    expect(state().dropPreview).toMatchObject({ isValid: false });
    expect(state().finishLibraryDrag()).toBe(false);

    state().startLibraryDrag(file('tone', 'audios', 2));
    state().hoverDrop({ time: 4000, trackId: 'audio-2', ripple: true });
    expect(state().mode).toEqual({ kind: 'dragging-library', overTimeline: true, ripple: true });
    expect(state().finishLibraryDrag()).toBe(true);
    expect(spans(state().history.document, 'audio-2')).toEqual([['tone', 4000, 2000]]);
    expect(state().mode).toEqual({ kind: 'idle' });
  });

  it('splits, copies, pastes and deletes the selection, with undo and redo', () => {
    const store = editor();
    const state = () => store.getState();
    state().addFile(file('clip', 'videos', 10));
    state().seek(4000);
    state().splitSelected();
    expect(spans(state().history.document, 'main-video')).toEqual([
      ['clip', 0, 4000],
      ['clip', 4000, 6000],
    ]);
    state().copySelected();
    expect(state().mode).toEqual({ kind: 'copied', name: 'clip.webm' });
    state().seek(2000);
    state().paste();
    // The playhead is inside the first half: the copy goes after it and pushes the rest.
    expect(spans(state().history.document, 'main-video')).toEqual([
      ['clip', 0, 4000],
      ['clip', 4000, 4000],
      ['clip', 8000, 6000],
    ]);
    state().deleteSelected();
    expect(spans(state().history.document, 'main-video')).toHaveLength(2);
    state().undo();
    state().undo();
    expect(spans(state().history.document, 'main-video')).toEqual([
      ['clip', 0, 4000],
      ['clip', 4000, 6000],
    ]);
    state().redo();
    expect(spans(state().history.document, 'main-video')).toHaveLength(3);
  });

  it('computes each drag step from where the drag began, and cancels back to it', () => {
    const store = editor();
    const state = () => store.getState();
    state().addFile(file('a', 'videos', 2), 0);
    state().addFile(file('b', 'videos', 2), 3000);
    const before = state().history.document;
    state().beginGesture({ kind: 'moving', push: true });
    state().gestureStep((document) => moveItem(document, 'i1', { startTime: 2500, mode: 'push' }));
    expect(spans(state().history.document, 'main-video')).toEqual([
      ['a', 2500, 2000],
      ['b', 4500, 2000],
    ]);
    // Moving back: b returns to its own place, because each step starts from the drag's start.
    state().gestureStep((document) => moveItem(document, 'i1', { startTime: 500, mode: 'push' }));
    expect(spans(state().history.document, 'main-video')).toEqual([
      ['a', 500, 2000],
      ['b', 3000, 2000],
    ]);
    state().cancelGesture();
    expect(state().history.document).toBe(before);
    expect(state().mode).toEqual({ kind: 'idle' });
  });

  it('clamps seeking and plays from the start at the end', () => {
    const store = editor();
    store.getState().seek(-5);
    expect(store.getState().playhead).toBe(0);
    store.getState().seek(999_999);
    expect(store.getState().playhead).toBe(60_000);
    store.getState().setPlaying(true);
    expect(store.getState()).toMatchObject({ playing: true, playhead: 0 });
  });
});

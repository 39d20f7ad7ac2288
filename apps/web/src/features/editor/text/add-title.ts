import {
  addItem,
  TEXT_PRESET_IDS,
  withTextPreset,
  type TextPresetId,
  type Track,
} from '@reelwright/timeline';
import type { DragEvent } from 'react';
import type { EditorStore } from '../store/editor-store';

// Titles added from the Text section: a plain one or a preset, at the playhead (a click) or where
// it is dropped on an overlay track (a drag). Either is one undo step, and the new title is selected.

/** The drag payload of a title from the Text section: JSON `{ kind, content }`. */
export const TITLE_DRAG_TYPE = 'application/x-reelwright-title';

export type TitleKind = TextPresetId | 'plain';
export const TITLE_KINDS: readonly TitleKind[] = ['plain', ...TEXT_PRESET_IDS];

export interface TitleDraft {
  kind: TitleKind;
  content: string;
}

const newTitleId = () => `title-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Adds a title at `at` (on `trackId`, else the first overlay track), styled by its preset. */
export function addTitle(store: EditorStore, draft: TitleDraft, at: number, trackId?: string) {
  const id = newTitleId();
  const input = {
    id,
    mediaId: '',
    name: draft.content.split('\n')[0] || draft.content,
    url: '',
    type: 'text' as const,
    text: { content: draft.content },
    ...(trackId ? { trackId } : {}),
  };
  const preset = draft.kind === 'plain' ? undefined : draft.kind;
  let added = false;
  store.getState().run((document) => {
    try {
      const result = withTextPreset(addItem(document, input, Math.max(0, at)), id, preset);
      added = result.undo !== null;
      return result;
    } catch {
      // No overlay track takes it: nothing happens.
      return { document, undo: null };
    }
  });
  if (added) store.getState().select(id);
}

const carriesTitle = (event: DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes(TITLE_DRAG_TYPE);

/**
 * A track lane's dragover / dragenter for titles: an overlay track takes a dragged title (the
 * drop is allowed); returns whether the event was a title's, so the lane's own handling skips it.
 */
export function overTitleDrag(event: DragEvent, track: Pick<Track, 'type'>): boolean {
  if (!carriesTitle(event)) return false;
  if (track.type === 'overlay') {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }
  return true;
}

/** A track lane's drop of a title: added at `time` on an overlay track. Whether it was a title's. */
export function dropTitle(
  event: DragEvent,
  store: EditorStore,
  track: Pick<Track, 'id' | 'type'>,
  time: number,
): boolean {
  if (!carriesTitle(event)) return false;
  event.preventDefault();
  if (track.type !== 'overlay') return true;
  const draft = parseDraft(event.dataTransfer.getData(TITLE_DRAG_TYPE));
  if (draft) addTitle(store, draft, time, track.id);
  return true;
}

function parseDraft(data: string): TitleDraft | null {
  try {
    const value = JSON.parse(data) as Partial<TitleDraft>;
    if (!TITLE_KINDS.includes(value.kind as TitleKind) || typeof value.content !== 'string')
      return null;
    return { kind: value.kind as TitleKind, content: value.content };
  } catch {
    return null;
  }
}

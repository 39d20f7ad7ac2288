import type { TimelineDocument } from '../document';
import { lockedTrackTouched } from '../track-controls/track-lock';

/** What the history needs to undo and redo one edit. */
export interface EditRecord {
  label: string;
  before: TimelineDocument;
  after: TimelineDocument;
}

/** Every command returns the next document and its undo record; `undo` is null when nothing changed. */
export interface EditResult {
  document: TimelineDocument;
  undo: EditRecord | null;
}

/** Injected so the engine stays deterministic: new item ids (paste, split) and the clock (tracks). */
export interface EditContext {
  newId: () => string;
  now: () => number;
}

/**
 * The result of an edit from `before` to `after`. An edit that would change, add or remove an
 * item on a locked track (`lockedTrackTouched`) changes nothing: every command goes through here,
 * so the lock holds for all of them. Document-wide repairs that must reach locked tracks (a new
 * frame format, relinked media) use `editedOverLocks`.
 */
export function edited(
  label: string,
  before: TimelineDocument,
  after: TimelineDocument,
): EditResult {
  if (after !== before && lockedTrackTouched(before, after)) return unchanged(before);
  return editedOverLocks(label, before, after);
}

/** Like `edited`, but also over locked tracks: only for changes that are not edits of items. */
export function editedOverLocks(
  label: string,
  before: TimelineDocument,
  after: TimelineDocument,
): EditResult {
  return { document: after, undo: after === before ? null : { label, before, after } };
}

export const unchanged = (document: TimelineDocument): EditResult => ({ document, undo: null });

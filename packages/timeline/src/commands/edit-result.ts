import type { TimelineDocument } from '../document';

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

export function edited(
  label: string,
  before: TimelineDocument,
  after: TimelineDocument,
): EditResult {
  return { document: after, undo: after === before ? null : { label, before, after } };
}

export const unchanged = (document: TimelineDocument): EditResult => ({ document, undo: null });

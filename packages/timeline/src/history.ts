import type { EditRecord, EditResult } from './commands/edit-result';
import type { TimelineDocument } from './document';

// An undo stack of edit records (each holds the document before and after; documents are
// immutable and share untouched tracks and items, so a record costs only what the edit changed).
// A drag sets a mark, commits every intermediate step, then either squashes everything since the
// mark into one undo step on release or bails back to the mark on Escape (the tldraw habit).

export interface History {
  document: TimelineDocument;
  past: readonly EditRecord[];
  future: readonly EditRecord[];
  marks: Readonly<Record<string, number>>;
  limit: number;
}

export const DEFAULT_HISTORY_LIMIT = 500;

export function createHistory(document: TimelineDocument, limit = DEFAULT_HISTORY_LIMIT): History {
  return { document, past: [], future: [], marks: {}, limit };
}

/** Records a command's result; a result that changed nothing leaves the history as it was. */
export function commit(history: History, result: EditResult): History {
  if (!result.undo) return history;
  let past = [...history.past, result.undo];
  let marks = history.marks;
  if (past.length > history.limit) {
    const dropped = past.length - history.limit;
    past = past.slice(dropped);
    marks = Object.fromEntries(
      Object.entries(marks)
        .map(([name, at]) => [name, at - dropped] as const)
        .filter(([, at]) => at >= 0),
    );
  }
  return { ...history, document: result.document, past, future: [], marks };
}

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;

export function undo(history: History): History {
  const record = history.past[history.past.length - 1];
  if (!record) return history;
  return {
    ...history,
    document: record.before,
    past: history.past.slice(0, -1),
    future: [...history.future, record],
  };
}

export function redo(history: History): History {
  const record = history.future[history.future.length - 1];
  if (!record) return history;
  return {
    ...history,
    document: record.after,
    past: [...history.past, record],
    future: history.future.slice(0, -1),
  };
}

export function mark(history: History, name: string): History {
  return { ...history, marks: { ...history.marks, [name]: history.past.length } };
}

function withoutMark(marks: Readonly<Record<string, number>>, name: string) {
  return Object.fromEntries(Object.entries(marks).filter(([other]) => other !== name));
}

/** Cancels a drag: back to the document at the mark, forgetting every step since. */
export function bailToMark(history: History, name: string): History {
  const at = history.marks[name];
  if (at === undefined) return history;
  const first = history.past[at];
  return {
    ...history,
    document: first ? first.before : history.document,
    past: history.past.slice(0, at),
    marks: withoutMark(history.marks, name),
  };
}

/** Ends a drag: every step since the mark becomes one undo step. */
export function squashToMark(history: History, name: string, label = 'drag'): History {
  const at = history.marks[name];
  if (at === undefined) return history;
  const first = history.past[at];
  const marks = withoutMark(history.marks, name);
  if (!first) return { ...history, marks };
  const record: EditRecord = { label, before: first.before, after: history.document };
  const past =
    record.before === record.after
      ? history.past.slice(0, at)
      : [...history.past.slice(0, at), record];
  return { ...history, past, marks };
}

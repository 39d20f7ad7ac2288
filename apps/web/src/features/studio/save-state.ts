/**
 * What the studio's header says about saving, as a small state machine: the saver reports what
 * happens (a change, a request sent, its answer or failure) and the line shown follows from the
 * facts, so it cannot get stuck on 'Saving…' once nothing is waiting (a change undone back to
 * what the server has is 'Saved' at once).
 */

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** No connection: edits wait in memory until the browser is back online. */
  | { kind: 'offline' }
  /** Another tab or device saved first; nothing more is sent until the project is reloaded. */
  | { kind: 'conflict' }
  | { kind: 'error'; message: string };

/** Why the last request did not save. */
export type SaveProblem =
  | { kind: 'offline' }
  | { kind: 'conflict' }
  /** cancelled or signed out: nothing to say, the edits wait */
  | { kind: 'interrupted' }
  | { kind: 'error'; message: string };

export interface SaveFacts {
  /** the project exists on the server (a blank studio has none until its first real change) */
  hasProject: boolean;
  /** the studio differs from the server's copy */
  unsaved: boolean;
  /** a request is on its way */
  sending: boolean;
  problem: SaveProblem | null;
}

export type SaveEvent =
  /** The studio changed (or changed back); `unsaved` compares it with the server's copy. */
  | { type: 'changed'; unsaved: boolean }
  /** The changes left for the server. */
  | { type: 'sent' }
  /** The server took them; `unsaved` says whether newer changes are still waiting. */
  | { type: 'answered'; unsaved: boolean }
  | { type: 'failed'; problem: SaveProblem }
  /** There are changes but no connection to send them over. */
  | { type: 'waitingForNetwork' };

export const initialSaveFacts = (hasProject: boolean): SaveFacts => ({
  hasProject,
  unsaved: false,
  sending: false,
  problem: null,
});

export function nextSaveFacts(facts: SaveFacts, event: SaveEvent): SaveFacts {
  // A conflict stands until the project is reloaded; only what is waiting changes.
  if (facts.problem?.kind === 'conflict') {
    return event.type === 'changed' ? { ...facts, unsaved: event.unsaved } : facts;
  }
  switch (event.type) {
    case 'changed':
      return {
        ...facts,
        unsaved: event.unsaved,
        // A new edit is tried again (after the quiet time); offline it keeps waiting.
        problem: event.unsaved && facts.problem?.kind === 'offline' ? facts.problem : null,
      };
    case 'sent':
      return { ...facts, sending: true, problem: null };
    case 'answered':
      return { hasProject: true, unsaved: event.unsaved, sending: false, problem: null };
    case 'failed':
      return { ...facts, sending: false, unsaved: true, problem: event.problem };
    case 'waitingForNetwork':
      return { ...facts, unsaved: true, problem: { kind: 'offline' } };
  }
}

/** The header's line for the facts. */
export function saveStateOf(facts: SaveFacts): SaveState {
  const { problem } = facts;
  if (problem?.kind === 'conflict') return { kind: 'conflict' };
  if (facts.sending) return { kind: 'saving' };
  if (!facts.unsaved) return facts.hasProject ? { kind: 'saved' } : { kind: 'idle' };
  if (problem === null) return { kind: 'saving' };
  if (problem.kind === 'interrupted') return { kind: 'idle' };
  return problem;
}

export const sameSaveState = (a: SaveState, b: SaveState): boolean =>
  a.kind === b.kind && (a.kind !== 'error' || (b.kind === 'error' && a.message === b.message));

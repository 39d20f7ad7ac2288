import { describe, expect, it } from 'vitest';
import {
  initialSaveFacts,
  nextSaveFacts,
  saveStateOf,
  type SaveEvent,
  type SaveFacts,
} from './save-state';

/** The header's line after each event, starting from `facts`. */
function lines(facts: SaveFacts, events: readonly SaveEvent[]) {
  const shown: string[] = [];
  for (const event of events) {
    facts = nextSaveFacts(facts, event);
    const state = saveStateOf(facts);
    shown.push(state.kind === 'error' ? `error: ${state.message}` : state.kind);
  }
  return shown;
}

const opened = initialSaveFacts(true);

describe('save state', () => {
  it('starts saved for an opened project and idle for a blank studio', () => {
    expect(saveStateOf(opened)).toEqual({ kind: 'saved' });
    expect(saveStateOf(initialSaveFacts(false))).toEqual({ kind: 'idle' });
  });

  it('is Saved again at once when a change is undone back to what the server has', () => {
    expect(
      lines(opened, [
        { type: 'changed', unsaved: true },
        { type: 'changed', unsaved: false },
      ]),
    ).toEqual(['saving', 'saved']);
  });

  it('says Saving while a request is out, even when the change was undone meanwhile', () => {
    expect(
      lines(opened, [
        { type: 'changed', unsaved: true },
        { type: 'sent' },
        { type: 'changed', unsaved: false },
        // The server now has the undone change: the undo itself is still to send.
        { type: 'answered', unsaved: true },
        { type: 'sent' },
        { type: 'answered', unsaved: false },
      ]),
    ).toEqual(['saving', 'saving', 'saving', 'saving', 'saving', 'saved']);
  });

  it('keeps Saving for changes made during a save, and is Saved once they are sent too', () => {
    expect(
      lines(opened, [
        { type: 'changed', unsaved: true },
        { type: 'sent' },
        { type: 'changed', unsaved: true },
        { type: 'answered', unsaved: true },
        { type: 'sent' },
        { type: 'answered', unsaved: false },
      ]),
    ).toEqual(['saving', 'saving', 'saving', 'saving', 'saving', 'saved']);
  });

  it('shows a failure until a retry is sent and answered', () => {
    expect(
      lines(opened, [
        { type: 'changed', unsaved: true },
        { type: 'sent' },
        { type: 'failed', problem: { kind: 'error', message: 'Server error' } },
        { type: 'sent' },
        { type: 'answered', unsaved: false },
      ]),
    ).toEqual(['saving', 'saving', 'error: Server error', 'saving', 'saved']);
  });

  it('is Saved when a failed change is undone, since nothing is waiting any more', () => {
    expect(
      lines(opened, [
        { type: 'sent' },
        { type: 'failed', problem: { kind: 'error', message: 'Server error' } },
        { type: 'changed', unsaved: false },
      ]),
    ).toEqual(['saving', 'error: Server error', 'saved']);
  });

  it('waits offline through new edits, and saves once back', () => {
    expect(
      lines(opened, [
        { type: 'changed', unsaved: true },
        { type: 'waitingForNetwork' },
        { type: 'changed', unsaved: true },
        { type: 'sent' },
        { type: 'answered', unsaved: false },
      ]),
    ).toEqual(['saving', 'offline', 'offline', 'saving', 'saved']);
    expect(
      lines(opened, [{ type: 'sent' }, { type: 'failed', problem: { kind: 'offline' } }]),
    ).toEqual(['saving', 'offline']);
  });

  it('holds a conflict whatever happens next', () => {
    expect(
      lines(opened, [
        { type: 'sent' },
        { type: 'failed', problem: { kind: 'conflict' } },
        { type: 'changed', unsaved: false },
        { type: 'changed', unsaved: true },
        { type: 'sent' },
      ]),
    ).toEqual(['saving', 'conflict', 'conflict', 'conflict', 'conflict']);
  });

  it('says nothing when a save was interrupted (signed out), and tries a new edit again', () => {
    expect(
      lines(opened, [
        { type: 'sent' },
        { type: 'failed', problem: { kind: 'interrupted' } },
        { type: 'changed', unsaved: true },
      ]),
    ).toEqual(['saving', 'idle', 'saving']);
  });

  it('a blank studio is idle until something worth a project, and saved once created', () => {
    expect(
      lines(initialSaveFacts(false), [
        { type: 'changed', unsaved: true },
        { type: 'changed', unsaved: false },
        { type: 'changed', unsaved: true },
        { type: 'sent' },
        { type: 'answered', unsaved: false },
      ]),
    ).toEqual(['saving', 'idle', 'saving', 'saving', 'saved']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createSaveStatus } from './save-status';

describe('createSaveStatus', () => {
  it('tells its subscribers of each new state, and no longer once they leave', () => {
    const status = createSaveStatus();
    expect(status.get()).toEqual({ kind: 'idle' });
    const heard = vi.fn();
    const leave = status.subscribe(heard);
    const saving = { kind: 'saving' } as const;
    status.set(saving);
    expect(status.get()).toBe(saving);
    status.set(saving);
    expect(heard).toHaveBeenCalledTimes(1);
    leave();
    status.set({ kind: 'saved' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(status.get()).toEqual({ kind: 'saved' });
  });
});

import { describe, expect, it } from 'vitest';
import { keyAction } from './keyboard';

describe('keyAction', () => {
  it('maps the teleprompter keys', () => {
    expect(keyAction({ key: ' ' })).toBe('toggle');
    expect(keyAction({ key: 'Spacebar' })).toBe('toggle');
    expect(keyAction({ key: 'ArrowUp' })).toBe('speedUp');
    expect(keyAction({ key: 'ArrowDown' })).toBe('speedDown');
    expect(keyAction({ key: 'Home' })).toBe('top');
    expect(keyAction({ key: 'a' })).toBeNull();
  });

  it('ignores chords and typing in text fields', () => {
    expect(keyAction({ key: ' ', inTextField: true })).toBeNull();
    expect(keyAction({ key: 'Home', ctrlKey: true })).toBeNull();
    expect(keyAction({ key: 'ArrowUp', metaKey: true })).toBeNull();
    expect(keyAction({ key: 'ArrowDown', altKey: true })).toBeNull();
  });
});

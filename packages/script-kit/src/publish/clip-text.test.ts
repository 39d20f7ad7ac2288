import { describe, expect, it } from 'vitest';
import { clipText } from './clip-text';

describe('clipText', () => {
  it('keeps a text that fits, trimmed', () => {
    expect(clipText('  Pour-over coffee  ', 20)).toBe('Pour-over coffee');
  });

  it('cuts at a space, without trailing punctuation, and marks the cut', () => {
    expect(clipText('Pour-over coffee, brewed slowly at home', 20)).toBe('Pour-over coffee…');
  });

  it('cuts Chinese between characters', () => {
    expect(clipText('手冲咖啡的秘诀就在这里', 6)).toBe('手冲咖啡的…');
  });
});

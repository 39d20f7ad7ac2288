import { describe, expect, it } from 'vitest';
import { lengthBudget, measureLength, spokenMinutes, spokenMinutesOfLength } from './word-budget';

describe('length budgets', () => {
  it('sizes each duration at 150 spoken words a minute', () => {
    expect(lengthBudget('short', 'english')).toEqual({ unit: 'words', target: 750 });
    expect(lengthBudget('medium', 'russian')).toEqual({ unit: 'words', target: 1500 });
    expect(lengthBudget('long', 'german')).toEqual({ unit: 'words', target: 2250 });
    expect(lengthBudget('extra_long', 'spanish')).toEqual({ unit: 'words', target: 3000 });
  });

  it('counts Chinese by characters', () => {
    expect(lengthBudget('short', 'chinese')).toEqual({ unit: 'characters', target: 1250 });
    expect(measureLength('今天我们聊聊咖啡。', 'chinese')).toBe(8);
    expect(measureLength('我用 iPhone 拍视频', 'chinese')).toBe(6);
  });

  it('counts words with apostrophes and hyphens as one, and ignores punctuation', () => {
    expect(measureLength("Don't stop — it's a well-known trick!", 'english')).toBe(6);
    expect(measureLength('Привет, мир! Это тест.', 'russian')).toBe(4);
    expect(measureLength('', 'french')).toBe(0);
  });

  it('estimates spoken minutes', () => {
    expect(spokenMinutes(Array(300).fill('word').join(' '), 'english')).toBe(2);
    expect(spokenMinutesOfLength(300, 'german')).toBe(2);
    expect(spokenMinutesOfLength(500, 'chinese')).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { flattenLocale, localeMismatches } from './flatten-locale';

describe('locale checks', () => {
  it('flattens nested texts to dotted keys', () => {
    expect([...flattenLocale({ a: { b: 'x' }, c: 'y' })]).toEqual([
      ['a.b', 'x'],
      ['c', 'y'],
    ]);
  });

  it('reports missing keys, empty texts and differing variables', () => {
    expect(
      localeMismatches(
        { same: 'Hi {{name}}', onlyEn: 'x', vars: '{{a}} and {{b}}', blank: ' ' },
        { same: 'Привет, {{name}}', onlyRu: 'y', vars: '{{a}}', blank: 'z' },
      ),
    ).toEqual(['ru lacks onlyEn', 'en lacks onlyRu', 'blank is empty', 'vars: variables differ']);
  });
});

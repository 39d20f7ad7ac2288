import { describe, expect, it } from 'vitest';
import { localeMismatches, type LocaleTree as Tree } from '../../test/flatten-locale';
import { analyticsEn, analyticsRu } from './analytics-locales';

describe('analytics locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(analyticsEn as Tree, analyticsRu as Tree)).toEqual([]);
  });
});

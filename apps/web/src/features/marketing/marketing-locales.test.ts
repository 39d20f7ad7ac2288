import { describe, expect, it } from 'vitest';
import { localeMismatches, type LocaleTree as Tree } from '../../test/flatten-locale';
import { marketingEn, marketingRu } from './marketing-locales';

describe('marketing locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(marketingEn as Tree, marketingRu as Tree)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { localeMismatches, type LocaleTree as Tree } from '../../test/flatten-locale';
import { supportEn, supportRu } from './support-locales';

describe('support locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(supportEn as Tree, supportRu as Tree)).toEqual([]);
  });
});

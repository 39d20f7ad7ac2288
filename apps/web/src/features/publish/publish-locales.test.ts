import { describe, expect, it } from 'vitest';
import { localeMismatches, type LocaleTree as Tree } from '../../test/flatten-locale';
import { publishEn, publishRu } from './publish-locales';

describe('publish locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(publishEn as Tree, publishRu as Tree)).toEqual([]);
  });
});

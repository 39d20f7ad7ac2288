import { describe, expect, it } from 'vitest';
import { localeMismatches, type LocaleTree as Tree } from '../../test/flatten-locale';
import { myVideosEn, myVideosRu } from './my-videos-locales';

describe('My Videos locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(myVideosEn as Tree, myVideosRu as Tree)).toEqual([]);
  });
});

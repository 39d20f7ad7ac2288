import { describe, expect, it } from 'vitest';
import { localeMismatches, type LocaleTree as Tree } from '../../test/flatten-locale';
import { thumbnailsEn, thumbnailsRu } from './thumbnails-locales';

describe('thumbnails locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(thumbnailsEn as Tree, thumbnailsRu as Tree)).toEqual([]);
  });
});

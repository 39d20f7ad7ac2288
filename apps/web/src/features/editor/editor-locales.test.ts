import { describe, expect, it } from 'vitest';
import { localeMismatches, type LocaleTree as Tree } from '../../test/flatten-locale';
import { editorEn, editorRu } from './editor-locales';

describe('editor locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(editorEn as Tree, editorRu as Tree)).toEqual([]);
  });
});

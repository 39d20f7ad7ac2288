import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, type LocaleTree as Tree } from '../../test/flatten-locale';
import { editorEn, editorRu } from './editor-locales';

describe('editor locales', () => {
  const en = flatten(editorEn as Tree);
  const ru = flatten(editorRu as Tree);

  it('have the same keys in English and Russian, none empty', () => {
    expect([...ru.keys()].sort()).toEqual([...en.keys()].sort());
    expect([...en, ...ru].filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});

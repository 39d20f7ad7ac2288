import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten, type LocaleTree as Tree } from '../../test/flatten-locale';
import { exportEn, exportRu } from './export-locales';

describe('export locales', () => {
  const en = flatten(exportEn as Tree);
  const ru = flatten(exportRu as Tree);

  it('have the same keys in English and Russian, none empty', () => {
    expect([...ru.keys()].sort()).toEqual([...en.keys()].sort());
    expect([...en, ...ru].filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('keep the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of en)
      expect(placeholders(ru.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('says the spec texts', () => {
    expect(en.get('exporting.keepOpen')).toBe('Please do not close this window.');
    expect(en.get('error')).toBe('Export error: {{message}}');
    expect(en.get('post.title')).toBe('Video export completed');
  });
});

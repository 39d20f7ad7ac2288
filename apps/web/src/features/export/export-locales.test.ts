import { describe, expect, it } from 'vitest';
import {
  flattenLocale,
  localeMismatches,
  type LocaleTree as Tree,
} from '../../test/flatten-locale';
import { exportEn, exportRu } from './export-locales';

describe('export locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(exportEn as Tree, exportRu as Tree)).toEqual([]);
  });

  it('says the spec texts', () => {
    const en = flattenLocale(exportEn as Tree);
    expect(en.get('exporting.keepOpen')).toBe('Please do not close this window.');
    expect(en.get('error')).toBe('Export error: {{message}}');
    expect(en.get('post.title')).toBe('Video export completed');
  });
});

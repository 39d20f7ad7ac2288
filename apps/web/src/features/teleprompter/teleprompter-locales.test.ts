import { describe, expect, it } from 'vitest';
import {
  flattenLocale,
  localeMismatches,
  type LocaleTree as Tree,
} from '../../test/flatten-locale';
import { teleprompterEn, teleprompterRu } from './teleprompter-locales';

describe('teleprompter locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(teleprompterEn as Tree, teleprompterRu as Tree)).toEqual([]);
  });

  it('say the spec texts', () => {
    const en = flattenLocale(teleprompterEn as Tree);
    expect(en.get('result.download')).toBe('Download');
    expect(en.get('result.use')).toBe('Use');
    expect(en.get('result.save')).toBe('Save to media');
    expect(en.get('result.resetAll')).toBe('Reset all');
    expect(en.get('recording.abort')).toBe('Abort');
    expect(en.get('recording.unsupported')).toBe('The browser does not support video recording');
  });
});

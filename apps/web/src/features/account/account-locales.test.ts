import { describe, expect, it } from 'vitest';
import {
  flattenLocale,
  localeMismatches,
  type LocaleTree as Tree,
} from '../../test/flatten-locale';
import { accountEn, accountRu } from './account-locales';

describe('account locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(accountEn as Tree, accountRu as Tree)).toEqual([]);
  });

  it('show a saved key by its last 4 characters only', () => {
    expect(flattenLocale(accountEn as Tree).get('gemini.savedAs')).toBe('Saved •••• {{last4}}');
  });
});

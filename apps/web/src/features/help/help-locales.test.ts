import { describe, expect, it } from 'vitest';
import { localeMismatches, type LocaleTree as Tree } from '../../test/flatten-locale';
import { HELP_CATEGORIES } from './articles/help-article';
import { helpEn, helpRu } from './help-locales';

describe('help locales', () => {
  // Both files carry every plural form (one, few, many, other) so the keys agree; English uses
  // two of them.
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(helpEn as Tree, helpRu as Tree)).toEqual([]);
  });

  it('name every topic of the articles', () => {
    for (const category of HELP_CATEGORIES) {
      expect(helpEn.categories[category]).toBeTruthy();
      expect(helpRu.categories[category]).toBeTruthy();
    }
  });
});

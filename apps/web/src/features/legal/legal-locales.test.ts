import { describe, expect, it } from 'vitest';
import {
  flattenLocale,
  localeMismatches,
  type LocaleTree as Tree,
} from '../../test/flatten-locale';
import { legalEn, legalRu } from './legal-locales';

describe('legal locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(legalEn as Tree, legalRu as Tree)).toEqual([]);
  });

  it('name the spec’s four privacy sections and four terms cards', () => {
    const en = flattenLocale(legalEn as Tree);
    expect(
      ['collection', 'use', 'sharing', 'security'].map((key) =>
        en.get(`privacy.sections.${key}.title`),
      ),
    ).toEqual([
      'Information Collection',
      'Use of Information',
      'Sharing Information',
      'Data Security',
    ]);
    expect(
      ['privacy', 'fair', 'transparent', 'rights'].map((key) => en.get(`terms.cards.${key}.title`)),
    ).toEqual(['Privacy First', 'Fair Terms', 'Transparent', 'Creator Rights']);
  });
});

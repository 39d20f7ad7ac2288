import { describe, expect, it } from 'vitest';
import { flattenLocale as flatten } from '../test/flatten-locale';
import en from './en.json';
import ru from './ru.json';

const locales = { en: flatten(en), ru: flatten(ru) };

describe('locales', () => {
  it('have exactly the same keys in English and Russian', () => {
    expect([...locales.ru.keys()].sort()).toEqual([...locales.en.keys()].sort());
  });

  it.each(Object.entries(locales))('%s has no empty texts', (_language, entries) => {
    const empty = [...entries].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('translates every text except proper names', () => {
    const sameInBoth = new Set([
      'app.name',
      'language.en',
      'language.ru',
      'plans.boost',
      'plans.creator',
      'plans.pro',
    ]);
    const untranslated = [...locales.en]
      .filter(([key, text]) => !sameInBoth.has(key) && locales.ru.get(key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

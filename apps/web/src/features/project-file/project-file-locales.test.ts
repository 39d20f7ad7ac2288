import { describe, expect, it } from 'vitest';
import { localeMismatches, type LocaleTree as Tree } from '../../test/flatten-locale';
import { projectFileEn, projectFileRu } from './project-file-locales';

describe('project file locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(projectFileEn as Tree, projectFileRu as Tree)).toEqual([]);
  });
});

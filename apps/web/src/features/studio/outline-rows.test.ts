import { OUTLINE_SECTIONS_MAX, type OutlineSection } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddRow,
  insertRow,
  isWritable,
  moveRow,
  newRowIndex,
  removeRow,
  updateRow,
} from './outline-rows';

const row = (kind: OutlineSection['kind'], title: string): OutlineSection => ({
  kind,
  title,
  note: '',
});
const OUTLINE = [
  row('hook', 'Hook'),
  row('body', 'Grind'),
  row('body', 'Water'),
  row('cta', 'Subscribe'),
  row('outro', 'Bye'),
];
const titlesOf = (rows: OutlineSection[]) => rows.map((section) => section.title);

describe('outline rows', () => {
  it('moves a row one place up or down and leaves the rest in order', () => {
    expect(titlesOf(moveRow(OUTLINE, 1, 1))).toEqual([
      'Hook',
      'Water',
      'Grind',
      'Subscribe',
      'Bye',
    ]);
    expect(titlesOf(moveRow(OUTLINE, 2, -1))).toEqual([
      'Hook',
      'Water',
      'Grind',
      'Subscribe',
      'Bye',
    ]);
  });

  it('keeps the order when a row would move past either end', () => {
    expect(titlesOf(moveRow(OUTLINE, 0, -1))).toEqual(titlesOf(OUTLINE));
    expect(titlesOf(moveRow(OUTLINE, 4, 1))).toEqual(titlesOf(OUTLINE));
  });

  it('removes and edits one row without touching the others', () => {
    expect(titlesOf(removeRow(OUTLINE, 0))).toEqual(['Grind', 'Water', 'Subscribe', 'Bye']);
    const edited = updateRow(OUTLINE, 2, { title: 'Water temperature', note: 'Off the boil' });
    expect(edited[2]).toEqual({ kind: 'body', title: 'Water temperature', note: 'Off the boil' });
    expect(edited.filter((_, index) => index !== 2)).toEqual(OUTLINE.filter((_, i) => i !== 2));
  });

  it('adds new sections before the closing call to action and outro', () => {
    expect(newRowIndex(OUTLINE)).toBe(3);
    expect(newRowIndex(OUTLINE.slice(0, 3))).toBe(3);
    expect(newRowIndex([row('cta', 'Subscribe')])).toBe(0);
    expect(newRowIndex([])).toBe(0);
    const added = insertRow(OUTLINE, newRowIndex(OUTLINE), row('body', 'Bloom'));
    expect(titlesOf(added)).toEqual(['Hook', 'Grind', 'Water', 'Bloom', 'Subscribe', 'Bye']);
  });

  it(`allows at most ${OUTLINE_SECTIONS_MAX} sections`, () => {
    const full = Array.from({ length: OUTLINE_SECTIONS_MAX }, (_, index) =>
      row('body', `${index}`),
    );
    expect(canAddRow(full)).toBe(false);
    expect(canAddRow(full.slice(1))).toBe(true);
  });

  it('can be written from only with a section and a title on every section', () => {
    expect(isWritable(OUTLINE)).toBe(true);
    expect(isWritable([])).toBe(false);
    expect(isWritable(updateRow(OUTLINE, 1, { title: '  ' }))).toBe(false);
  });
});

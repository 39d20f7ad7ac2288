import { OUTLINE_SECTIONS_MAX, type OutlineSection } from '@reelwright/contracts';

/**
 * The outline editor's rules: rows move one place at a time, any row can go (the outline may
 * end up empty, and then cannot be written from), at most 20 rows.
 */
type Row = Pick<OutlineSection, 'kind' | 'title'>;

/** `rows` with the row at `index` moved `by` places (-1 up, 1 down); unchanged at either end. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export const removeRow = <T>(rows: readonly T[], index: number) =>
  rows.filter((_, at) => at !== index);

export const updateRow = <T>(rows: readonly T[], index: number, change: Partial<T>) =>
  rows.map((row, at) => (at === index ? { ...row, ...change } : row));

export const canAddRow = (rows: readonly unknown[]) => rows.length < OUTLINE_SECTIONS_MAX;

const isClosing = (row: Row) => row.kind === 'cta' || row.kind === 'outro';

/** Where a new body section goes: before the call to action and outro that close the outline. */
export function newRowIndex(rows: readonly Row[]): number {
  let index = rows.length;
  while (index > 0 && isClosing(rows[index - 1]!)) index -= 1;
  return index;
}

export const insertRow = <T>(rows: readonly T[], index: number, row: T) => [
  ...rows.slice(0, index),
  row,
  ...rows.slice(index),
];

/** An outline can be written from when it has a section and every section has a title. */
export const isWritable = (rows: readonly Row[]) =>
  rows.length > 0 && rows.every((row) => row.title.trim() !== '');

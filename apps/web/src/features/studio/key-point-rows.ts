import { MAX_KEY_POINTS } from '@reelwright/script-kit';

/** The key point rows' rules (spec §5): at most 10 rows, and never fewer than one. */
export const canAddKeyPoint = (rows: readonly string[]) => rows.length < MAX_KEY_POINTS;

export const canRemoveKeyPoint = (rows: readonly string[]) => rows.length > 1;

export const addKeyPoint = (rows: readonly string[]) =>
  canAddKeyPoint(rows) ? [...rows, ''] : [...rows];

/** Removing the only row leaves one empty row. */
export function removeKeyPoint(rows: readonly string[], index: number): string[] {
  const rest = rows.filter((_, at) => at !== index);
  return rest.length > 0 ? rest : [''];
}

export const setKeyPoint = (rows: readonly string[], index: number, value: string) =>
  rows.map((row, at) => (at === index ? value : row));

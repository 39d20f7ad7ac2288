export interface LengthStats {
  readonly mean: number;
  /** Population standard deviation. */
  readonly stdDev: number;
  /** The middle half of the lengths: 25th and 75th percentiles (nearest rank). */
  readonly quartiles: readonly [number, number];
  readonly min: number;
  readonly max: number;
}

const EMPTY: LengthStats = { mean: 0, stdDev: 0, quartiles: [0, 0], min: 0, max: 0 };

export function lengthStats(lengths: readonly number[]): LengthStats {
  const count = lengths.length;
  if (count === 0) return EMPTY;
  let sum = 0;
  for (const length of lengths) sum += length;
  const mean = sum / count;
  let squares = 0;
  for (const length of lengths) squares += (length - mean) ** 2;
  const sorted = [...lengths].sort((a, b) => a - b);
  const rank = (share: number) => sorted[Math.max(0, Math.ceil(share * count) - 1)]!;
  return {
    mean,
    stdDev: Math.sqrt(squares / count),
    quartiles: [rank(0.25), rank(0.75)],
    min: sorted[0]!,
    max: sorted[count - 1]!,
  };
}

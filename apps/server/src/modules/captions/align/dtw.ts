/**
 * Dynamic time warping of a reference (columns, i) against a source (rows, j) within a band: column
 * i only considers source frames [from[i], to[i]). Steps are diagonal, reference-only and
 * source-only, each adding the Euclidean distance of the two frames. Costs are kept for two
 * columns only and the step taken for every cell in a byte, so a 5-minute read at 100 frames a
 * second with a 3-second band needs ~10 MB.
 */

/** Feature frames, row after row. */
export type FrameMatrix = { frames: Float32Array; count: number; dimensions: number };

/** Per reference frame, the source frames it may be matched with: [from[i], to[i]). */
export type Band = { from: Int32Array; to: Int32Array };

/** For each reference frame, the first and last source frame the best path pairs it with. */
export type FrameMapping = { first: Int32Array; last: Int32Array };

const DIAGONAL = 0;
const REFERENCE_STEP = 1;
const SOURCE_STEP = 2;

/**
 * The band around `centre[i]` (a source frame per reference frame), `width` frames wide,
 * made monotonic and connected, starting at source frame 0 and ending at the last one, so that
 * a path from corner to corner always exists.
 */
export function bandAround(centre: ArrayLike<number>, width: number, sourceCount: number): Band {
  const n = centre.length;
  const from = new Int32Array(n);
  const to = new Int32Array(n);
  const w = Math.max(2, Math.min(width, sourceCount));
  for (let i = 0; i < n; i++) {
    let start = Math.round(centre[i]! - w / 2);
    start = Math.min(Math.max(start, 0), sourceCount - w);
    if (i > 0) start = Math.max(start, from[i - 1]!);
    from[i] = start;
    to[i] = start + w;
  }
  if (n > 0) {
    from[0] = 0;
    for (let i = n - 1, end = sourceCount; i >= 0 && to[i]! < end; i--) to[i] = end;
    // a column must reach where the next one starts, or the path would break
    for (let i = 1; i < n; i++) if (from[i]! > to[i - 1]!) from[i] = to[i - 1]!;
  }
  return { from, to };
}

/** The straight band: reference frame i centred on the proportional source frame. */
export function diagonalBand(referenceCount: number, sourceCount: number, width: number): Band {
  const centre = Float64Array.from(
    { length: referenceCount },
    (_, i) => ((i + 0.5) * sourceCount) / referenceCount,
  );
  return bandAround(centre, width, sourceCount);
}

/** The cheapest path from (0, 0) to (last reference frame, last source frame) inside the band. */
export function warp(reference: FrameMatrix, source: FrameMatrix, band: Band): FrameMapping {
  const n = reference.count;
  const m = source.count;
  const dims = reference.dimensions;
  if (dims !== source.dimensions) throw new RangeError('Feature dimensions differ');
  const offsets = new Float64Array(n + 1); // cells before column i
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i]! + (band.to[i]! - band.from[i]!);
  const steps = new Uint8Array(offsets[n]!);
  let previous = new Float64Array(m);
  let current = new Float64Array(m);

  const a = reference.frames;
  const b = source.frames;
  for (let i = 0; i < n; i++) {
    const from = band.from[i]!;
    const to = band.to[i]!;
    const base = offsets[i]! - from;
    // the previous column's cells, [previousFrom, previousTo); none for the first column
    const previousFrom = i > 0 ? band.from[i - 1]! : m;
    const previousTo = i > 0 ? band.to[i - 1]! : m;
    const ai = i * dims;
    let below = Infinity; // current[j - 1]
    for (let j = from; j < to; j++) {
      let sum = 0;
      for (let d = 0, bj = j * dims; d < dims; d++) {
        const diff = a[ai + d]! - b[bj + d]!;
        sum += diff * diff;
      }
      const cost = Math.sqrt(sum);
      let best = j > previousFrom && j <= previousTo ? previous[j - 1]! : Infinity;
      let step = DIAGONAL;
      const referenceOnly = j >= previousFrom && j < previousTo ? previous[j]! : Infinity;
      if (referenceOnly < best) {
        best = referenceOnly;
        step = REFERENCE_STEP;
      }
      if (below < best) {
        best = below;
        step = SOURCE_STEP;
      }
      if (best === Infinity) best = 0; // the corner (0, 0)
      below = cost + best;
      current[j] = below;
      steps[base + j] = step;
    }
    [previous, current] = [current, previous];
  }

  const first = new Int32Array(n);
  const last = new Int32Array(n);
  let i = n - 1;
  let j = m - 1;
  last[i] = j;
  for (;;) {
    first[i] = j;
    if (i === 0 && j === 0) break;
    const step = steps[offsets[i]! + j - band.from[i]!]!;
    if (step === SOURCE_STEP) j--;
    else {
      if (step === DIAGONAL) j--;
      i--;
      last[i] = j;
    }
    if (i < 0 || j < 0) throw new Error('The warping path left the band');
  }
  return { first, last };
}

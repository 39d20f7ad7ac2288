import type { TimeMap } from './warp-audio';

/** A span of audio, in seconds. */
export type Span = { start: number; end: number };

/** How far (seconds) an edge may move to the nearest rise or fall of loudness. */
export const EDGE_SEARCH_SECONDS = 0.05;

const frameAt = (seconds: number, map: TimeMap) =>
  Math.min(map.first.length - 1, Math.max(0, Math.round(seconds / map.hop)));

/** The reference's word spans carried over to the source along the warping path. */
export function mapSpans(spans: readonly Span[], map: TimeMap): Span[] {
  return spans.map(({ start, end }) => ({
    start: map.first[frameAt(start, map)]! * map.hop,
    end: map.first[frameAt(end, map)]! * map.hop,
  }));
}

/**
 * Moves a word's start to the steepest rise of loudness within EDGE_SEARCH_SECONDS (where the
 * voice sets in), and its end to the steepest fall; a flat stretch (inside running speech)
 * leaves the edge where the path put it. Starts stay in order and ends stay after starts.
 */
export function refineEdges(spans: readonly Span[], energy: Float32Array, hop: number): Span[] {
  const reach = Math.round(EDGE_SEARCH_SECONDS / hop);
  const slope = (frame: number) =>
    frame <= 0 || frame >= energy.length ? 0 : energy[frame]! - energy[frame - 1]!;
  const steepest = (frame: number, sign: 1 | -1) => {
    let best = frame;
    let bestSlope = 3; // dB per frame: less than this is no onset
    for (let f = frame - reach; f <= frame + reach; f++) {
      const s = sign * slope(f);
      if (s > bestSlope) {
        bestSlope = s;
        best = f;
      }
    }
    return best;
  };
  const refined: Span[] = [];
  let floor = 0;
  for (const span of spans) {
    const startFrame = Math.round(span.start / hop);
    const endFrame = Math.round(span.end / hop);
    const start = Math.max(floor, steepest(startFrame, 1) * hop);
    const end = Math.max(start, steepest(endFrame, -1) * hop);
    refined.push({ start, end });
    floor = start;
  }
  return refined;
}

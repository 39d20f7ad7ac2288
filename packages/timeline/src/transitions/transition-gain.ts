import { itemEnd, type TimelineDocument, type TimelineItem } from '../document';
import { itemBeforeCut, transitionLength } from './active-transitions';

// How a crossfade sounds. On a cut, the outgoing item's sound plays on under the incoming one
// for the transition's length, the two crossing with equal-power curves (cos / sin of p·π/2):
// two different recordings are uncorrelated, so their powers add, and cos² + sin² = 1 keeps the
// loudness level through the cut, where linear ramps (which sum to 1 in amplitude) dip by 3 dB
// in the middle. A crossfade 'in' from or 'out' to nothing is the same curve against silence.
// Other kinds do nothing to the sound: the outgoing item is silent past its end and the
// incoming one plays at full gain from the cut.

interface SoundCrossfades {
  /** ms of crossfade at the item's start (cut or from silence) */
  fadeIn: number;
  /** ms of crossfade to silence at the item's end */
  fadeOut: number;
  /** ms the item's sound plays on past its end, under the next item's crossfade */
  overhang: number;
}

const NONE: SoundCrossfades = { fadeIn: 0, fadeOut: 0, overhang: 0 };

const cache = new WeakMap<object, Map<string, SoundCrossfades>>();

function crossfadesOf(document: Pick<TimelineDocument, 'tracks'>): Map<string, SoundCrossfades> {
  const cached = cache.get(document);
  if (cached) return cached;
  const found = new Map<string, SoundCrossfades>();
  const of = (id: string) => {
    let entry = found.get(id);
    if (!entry) found.set(id, (entry = { ...NONE }));
    return entry;
  };
  for (const track of document.tracks) {
    track.items.forEach((item, index) => {
      const entering = item.transitionIn;
      if (entering?.kind === 'crossfade') {
        const length = transitionLength(item, entering.duration);
        of(item.id).fadeIn = length;
        const before = itemBeforeCut(track, index);
        if (before) of(before.id).overhang = length;
      }
      const leaving = item.transitionOut;
      if (leaving?.kind === 'crossfade')
        of(item.id).fadeOut = transitionLength(item, leaving.duration);
    });
  }
  cache.set(document, found);
  return found;
}

const quarter = Math.PI / 2;
/** The rising half of an equal-power crossfade, 0 → 1 as `p` goes 0 → 1. */
export const equalPowerIn = (p: number): number => Math.sin(quarter * Math.min(1, Math.max(0, p)));
/** The falling half, 1 → 0; `equalPowerIn(p)² + equalPowerOut(p)² = 1`. */
export const equalPowerOut = (p: number): number => Math.cos(quarter * Math.min(1, Math.max(0, p)));

/**
 * How long an item's sound plays on past its end (ms): the length of a crossfade on the cut into
 * the next item on its track, else 0. The offline mix plays the item's clip this much longer.
 */
export const soundOverhang = (
  document: Pick<TimelineDocument, 'tracks'>,
  item: Pick<TimelineItem, 'id'>,
): number => crossfadesOf(document).get(item.id)?.overhang ?? 0;

/**
 * The crossfades' share of an item's gain at `timeMs` on the timeline, 0..1: rising over a
 * crossfade at its start, falling over a crossfade out at its end and, past its end, falling
 * over its overhang under the next item's crossfade. 1 inside the item otherwise, 0 before it
 * and past its end (and overhang).
 */
export function crossfadeGainAt(
  document: Pick<TimelineDocument, 'tracks'>,
  item: TimelineItem,
  timeMs: number,
): number {
  const local = timeMs - item.startTime;
  if (!(local >= 0)) return 0;
  const fades = crossfadesOf(document).get(item.id) ?? NONE;
  if (local > item.duration) {
    const past = timeMs - itemEnd(item);
    return fades.overhang > 0 && past <= fades.overhang ? equalPowerOut(past / fades.overhang) : 0;
  }
  let gain = 1;
  if (fades.fadeIn > 0 && local < fades.fadeIn) gain *= equalPowerIn(local / fades.fadeIn);
  const left = item.duration - local;
  if (fades.fadeOut > 0 && left < fades.fadeOut) gain *= equalPowerIn(left / fades.fadeOut);
  return gain;
}

import {
  itemEnd,
  MAX_DUCKING_DB,
  MAX_FADE_MS,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { isSpeech, makesSound, speechSpans, type Span } from './speech-spans';
import { animatedItem } from '../keyframes/animated-item';
import { crossfadeGainAt } from '../transitions/transition-gain';

// The gain every sound plays at, at any moment: its volume × its fades × the ducking under
// speech. The preview's mixer and the export's offline mix both ask these functions, so what
// the creator hears while editing is what the file carries.

/** Music starts dropping this long before a word, so it is down when the word starts. */
export const DUCK_ATTACK_MS = 200;
/** …and comes back over this long after speech stops. */
export const DUCK_RELEASE_MS = 500;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** 0 → 1 along an S-curve (raised cosine): no corner where a ramp starts or ends. */
const smoothStep = (x: number) => 0.5 - 0.5 * Math.cos(Math.PI * clamp(x, 0, 1));

export const dbToGain = (db: number): number => 10 ** (db / 20);
export const gainToDb = (gain: number): number =>
  gain > 0 ? 20 * Math.log10(gain) : Number.NEGATIVE_INFINITY;

/**
 * An item's fade lengths as they play: each 0–5 s, and together never more than the item (a
 * trim that shortens it below its fades shortens them in proportion).
 */
export function effectiveFades(item: Pick<TimelineItem, 'duration' | 'fadeIn' | 'fadeOut'>): {
  fadeIn: number;
  fadeOut: number;
} {
  const length = Math.max(0, item.duration);
  const fadeIn = clamp(Number.isFinite(item.fadeIn) ? item.fadeIn! : 0, 0, MAX_FADE_MS);
  const fadeOut = clamp(Number.isFinite(item.fadeOut) ? item.fadeOut! : 0, 0, MAX_FADE_MS);
  const total = fadeIn + fadeOut;
  if (total <= length) return { fadeIn, fadeOut };
  const scale = length / total;
  return { fadeIn: fadeIn * scale, fadeOut: fadeOut * scale };
}

/**
 * The item's fade at `timeMs` (timeline ms), 0..1: rising from 0 at its start over its fade-in,
 * falling to 0 at its end over its fade-out, 1 between; 0 outside the item. Sound is multiplied
 * by it, and so is a picture's opacity (a fade from / to black on the main track).
 */
export function itemFadeAt(
  item: Pick<TimelineItem, 'startTime' | 'duration' | 'fadeIn' | 'fadeOut'>,
  timeMs: number,
): number {
  const local = timeMs - item.startTime;
  if (!(local >= 0 && local <= item.duration)) return 0;
  const { fadeIn, fadeOut } = effectiveFades(item);
  const rising = fadeIn > 0 && local < fadeIn ? smoothStep(local / fadeIn) : 1;
  const left = item.duration - local;
  const falling = fadeOut > 0 && left < fadeOut ? smoothStep(left / fadeOut) : 1;
  return rising * falling;
}

/** The first span whose release has not ended by `time` (spans sorted, not overlapping). */
function firstReaching(spans: readonly Span[], time: number): number {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.end + DUCK_RELEASE_MS < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * How far down the ducking is at `timeMs`, 0 (none) to 1 (the whole depth): 1 while someone
 * speaks, easing down over the 200 ms before a span and back up over the 500 ms after it.
 */
export function duckingAmountAt(spans: readonly Span[], timeMs: number): number {
  let amount = 0;
  for (let index = firstReaching(spans, timeMs); index < spans.length; index += 1) {
    const span = spans[index]!;
    if (span.start - DUCK_ATTACK_MS > timeMs) break;
    let here: number;
    if (timeMs < span.start) here = smoothStep(1 - (span.start - timeMs) / DUCK_ATTACK_MS);
    else if (timeMs <= span.end) here = 1;
    else here = smoothStep(1 - (timeMs - span.end) / DUCK_RELEASE_MS);
    if (here > amount) amount = here;
    if (amount >= 1) break;
  }
  return amount;
}

/** The document's ducking depth in dB (0 = off), within 0..30. */
export const duckingDepthDb = (document: Pick<TimelineDocument, 'duckingDb'>): number =>
  Number.isFinite(document.duckingDb) ? clamp(document.duckingDb, 0, MAX_DUCKING_DB) : 0;

/**
 * Whether an item is lowered under speech: any sound that is not itself speech (music, the
 * camera's own sound under a voice-over), while ducking is on.
 */
export const isDucked = (document: TimelineDocument, item: TimelineItem): boolean =>
  makesSound(item) && duckingDepthDb(document) > 0 && !isSpeech(document, item);

const volumeOf = (item: Pick<TimelineItem, 'volume'>) =>
  Number.isFinite(item.volume) ? clamp(item.volume, 0, 1) : 1;

/** The ducking gain (linear, ≤ 1) an item gets at `timeMs`; 1 for speech, pictures and titles. */
export function duckingGainAt(
  document: TimelineDocument,
  item: TimelineItem,
  timeMs: number,
): number {
  if (!isDucked(document, item)) return 1;
  const amount = duckingAmountAt(speechSpans(document), timeMs);
  return amount > 0 ? dbToGain(-duckingDepthDb(document) * amount) : 1;
}

/**
 * The linear gain an item's sound plays at, at `timeMs` on the timeline: volume × crossfades ×
 * fades × ducking. 0 outside the item (but for its overhang under the next item's crossfade,
 * `crossfadeGainAt`) and for items that make no sound.
 */
export function itemGainAt(document: TimelineDocument, item: TimelineItem, timeMs: number): number {
  if (!makesSound(item)) return 0;
  // A keyframed volume at this moment (`animatedItem`: the same values the picture reads).
  const volume = volumeOf(animatedItem(item, timeMs));
  if (volume === 0) return 0;
  // Crossfades (and a sound playing on past its end under the next item's) first: 0 off the item.
  const crossfade = crossfadeGainAt(document, item, timeMs);
  if (crossfade === 0) return 0;
  const fade = itemFadeAt(item, Math.min(timeMs, itemEnd(item)));
  if (fade === 0) return 0;
  return volume * crossfade * fade * duckingGainAt(document, item, timeMs);
}

/**
 * `itemGainAt` sampled evenly from `fromMs` to `toMs` (both included), about `stepMs` apart:
 * the curve an offline mix hands its gain (`setValueCurveAtTime` spreads the values evenly
 * over the same span). At least two values.
 */
export function itemGainEnvelope(
  document: TimelineDocument,
  item: TimelineItem,
  fromMs: number,
  toMs: number,
  stepMs: number,
): Float32Array {
  const span = Math.max(0, toMs - fromMs);
  const step = stepMs > 0 ? stepMs : 10;
  const count = Math.max(2, Math.ceil(span / step) + 1);
  const values = new Float32Array(count);
  for (let index = 0; index < count; index += 1)
    values[index] = itemGainAt(document, item, fromMs + (span * index) / (count - 1));
  return values;
}

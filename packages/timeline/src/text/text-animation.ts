import {
  TEXT_ANIMATION_KINDS,
  TEXT_ANIMATION_MS,
  type TextAnimation,
  type TextAnimationKind,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { unchanged, type EditResult } from '../commands/edit-result';
import { updateTitleItem } from './update-title';

// How a title comes in and goes out, frame by frame: one pure function the preview and the export
// both draw with. The way out is the way in played backwards.

/** What an animation does to a title at one instant. */
export interface TextAnimationFrame {
  /** multiplies the title's alpha, 0–1 */
  alpha: number;
  /** shift as a share of the frame's width (negative: to the left) */
  offsetX: number;
  /** shift as a share of the frame's height (positive: down) */
  offsetY: number;
  /** about the text's centre */
  scale: number;
  /** how many characters show (line breaks not counted); the whole text when complete */
  visibleChars: number;
  /** px of blur at the 1280-px reference frame */
  blur: number;
}

/** How far a slide starts from its place (share of the frame's width, from the left). */
export const SLIDE_DISTANCE = 0.1;
/** How far below its place a rise starts (share of the frame's height). */
export const RISE_DISTANCE = 0.08;
/** The blur a blur-in starts from (px at the 1280-px reference frame). */
export const BLUR_START_PX = 20;
/** A pop grows from this scale, overshoots to POP_PEAK at POP_PEAK_AT of its time, settles at 1. */
export const POP_FROM = 0.6;
export const POP_PEAK = 1.1;
export const POP_PEAK_AT = 0.7;

const easeOut = (p: number) => 1 - (1 - p) ** 3;
const easeInOut = (p: number) => (p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2);
const unit = (p: number) => Math.min(1, Math.max(0, p));

/** The characters of a title's text that count for a typewriter (line breaks do not). */
export const typedLength = (content: string): number =>
  Array.from(content).filter((char) => char !== '\n').length;

/** The frame at `progress` (0: not in yet, 1: fully in) of one kind. */
export function animationFrame(
  kind: TextAnimationKind,
  progress: number,
  characters: number,
): TextAnimationFrame {
  const p = unit(progress);
  const e = easeOut(p);
  const rest: TextAnimationFrame = {
    alpha: 1,
    offsetX: 0,
    offsetY: 0,
    scale: 1,
    visibleChars: characters,
    blur: 0,
  };
  switch (kind) {
    case 'fade':
      return { ...rest, alpha: p };
    case 'slide':
      return { ...rest, alpha: e, offsetX: -SLIDE_DISTANCE * (1 - e) };
    case 'pop': {
      const scale =
        p <= POP_PEAK_AT
          ? POP_FROM + (POP_PEAK - POP_FROM) * easeOut(p / POP_PEAK_AT)
          : POP_PEAK - (POP_PEAK - 1) * easeInOut((p - POP_PEAK_AT) / (1 - POP_PEAK_AT));
      return { ...rest, alpha: unit(p / 0.3), scale };
    }
    case 'typewriter':
      return { ...rest, visibleChars: Math.floor(p * characters) };
    case 'rise':
      return { ...rest, alpha: e, offsetY: RISE_DISTANCE * (1 - e) };
    case 'blur':
      return { ...rest, alpha: unit(p * 2), blur: BLUR_START_PX * (1 - e) };
  }
}

const REST: Omit<TextAnimationFrame, 'visibleChars'> = {
  alpha: 1,
  offsetX: 0,
  offsetY: 0,
  scale: 1,
  blur: 0,
};

/**
 * A title's animation state at timeline time `time` (ms): its way in over the first
 * `animationIn.duration` ms, its way out over the last `animationOut.duration` ms (each at most the
 * item's length). When the two overlap (a short item) both apply: alphas and scales multiply,
 * shifts add, the fewer characters and the stronger blur win.
 */
export function textAnimationAt(
  item: Pick<TimelineItem, 'text' | 'startTime' | 'duration'>,
  time: number,
): TextAnimationFrame {
  const characters = typedLength(item.text?.content ?? '');
  const local = time - item.startTime;
  const frames: TextAnimationFrame[] = [];
  const { animationIn, animationOut } = item.text ?? {};
  if (animationIn) {
    const span = Math.min(animationIn.duration, item.duration);
    if (span > 0 && local < span)
      frames.push(animationFrame(animationIn.kind, local / span, characters));
  }
  if (animationOut) {
    const span = Math.min(animationOut.duration, item.duration);
    const left = item.duration - local;
    if (span > 0 && left < span)
      frames.push(animationFrame(animationOut.kind, left / span, characters));
  }
  return frames.reduce<TextAnimationFrame>(
    (sum, frame) => ({
      alpha: sum.alpha * frame.alpha,
      offsetX: sum.offsetX + frame.offsetX,
      offsetY: sum.offsetY + frame.offsetY,
      scale: sum.scale * frame.scale,
      visibleChars: Math.min(sum.visibleChars, frame.visibleChars),
      blur: Math.max(sum.blur, frame.blur),
    }),
    { ...REST, visibleChars: characters },
  );
}

/** Whether a title is still at rest at `time` (nothing to animate: draw it plainly). */
export const isAtRest = (frame: TextAnimationFrame, characters: number): boolean =>
  frame.alpha === 1 &&
  frame.offsetX === 0 &&
  frame.offsetY === 0 &&
  frame.scale === 1 &&
  frame.blur === 0 &&
  frame.visibleChars >= characters;

/** The default length of a new animation (ms). */
export const DEFAULT_TEXT_ANIMATION_MS = 500;

/** An animation kept within 100–3 000 ms and `itemDuration`, in whole ms. */
export const fitAnimation = (animation: TextAnimation, itemDuration: number): TextAnimation => ({
  kind: animation.kind,
  duration: Math.round(
    Math.min(
      itemDuration,
      Math.max(
        TEXT_ANIMATION_MS.min,
        Math.min(
          TEXT_ANIMATION_MS.max,
          Number.isFinite(animation.duration) ? animation.duration : DEFAULT_TEXT_ANIMATION_MS,
        ),
      ),
    ),
  ),
});

/**
 * Sets (or with null removes) a title's way in or out. The kind must be known; the duration is
 * rounded to whole ms and kept within 100–3 000 ms and the item's length. One undo step.
 */
export function setTextAnimation(
  document: TimelineDocument,
  itemId: string,
  which: 'in' | 'out',
  animation: TextAnimation | null,
): EditResult {
  if (animation && !TEXT_ANIMATION_KINDS.includes(animation.kind)) return unchanged(document);
  const field = which === 'in' ? 'animationIn' : 'animationOut';
  const label = animation ? `text animation ${which}` : `remove text animation ${which}`;
  return updateTitleItem(document, itemId, label, (item, text) => {
    const { [field]: _dropped, ...rest } = text;
    return {
      ...item,
      text: animation ? { ...rest, [field]: fitAnimation(animation, item.duration) } : rest,
    };
  });
}

import type { CompositionLayer } from './compositor';

/**
 * Whether a layer looks different from one instant to the next at `time` (timeline ms), apart
 * from a video's own frames: in a transition, keyframed, fading, a title animating in or out, or
 * a caption (its words come and go with the speech). A still, a title at rest or a video between
 * its frames draws the same until something changes, so the preview need not paint it again.
 */
export function movesWithTime(layer: CompositionLayer, time: number): boolean {
  const { item } = layer;
  if (layer.transition || item.type === 'caption') return true;
  if (item.keyframes && Object.values(item.keyframes).some((keys) => (keys?.length ?? 0) > 1))
    return true;
  const local = time - item.startTime;
  const left = item.duration - local;
  if ((item.fadeIn ?? 0) > 0 && local < item.fadeIn!) return true;
  if ((item.fadeOut ?? 0) > 0 && left < item.fadeOut!) return true;
  const { animationIn, animationOut } = item.text ?? {};
  if (animationIn && local < animationIn.duration) return true;
  if (animationOut && left < animationOut.duration) return true;
  return false;
}

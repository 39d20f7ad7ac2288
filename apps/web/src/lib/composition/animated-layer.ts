import { animatedItem } from '@reelwright/timeline';
import type { CompositionLayer } from './compositor';

/**
 * The layer with its item as it looks at `time` (timeline ms): keyframed position, scale,
 * rotation, opacity and volume at their values then (the engine's `animatedItem`). The same layer
 * when nothing is keyframed or the frame has no time.
 */
export function animatedLayer(layer: CompositionLayer, time: number | undefined): CompositionLayer {
  if (time === undefined || layer.item.keyframes === undefined) return layer;
  const item = animatedItem(layer.item, time);
  return item === layer.item ? layer : { ...layer, item };
}

import type { CompositionLayer } from '../../../lib/composition/compositor';
import { movesWithTime } from '../../../lib/composition/frame-motion';

/**
 * What the playing preview's frame shows, as a key: two equal keys mean the same picture, so the
 * second paint can be skipped. The preview runs at the screen's rate (60 Hz) and most videos at
 * 30 fps: half of its paints would redraw a video frame already drawn. A video layer's part is the
 * count of frames its element has presented (`frameVersion`); null (paint) when any layer moves
 * with time or a video's frames cannot be counted.
 */
export function playingFrameKey(
  layers: readonly CompositionLayer[],
  time: number,
  frameVersion: (itemId: string) => number | null,
): string | null {
  const parts: string[] = [];
  for (const layer of layers) {
    const { item } = layer;
    if (movesWithTime(layer, time)) return null;
    if (layer.source === null) {
      parts.push(`${item.id}:none`);
      continue;
    }
    if (item.type !== 'videos') {
      parts.push(item.id);
      continue;
    }
    const version = frameVersion(item.id);
    if (version === null) return null;
    parts.push(`${item.id}@${version}`);
  }
  return parts.join('|');
}

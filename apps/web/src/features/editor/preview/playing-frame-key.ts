import type { CompositionLayer } from '../../../lib/composition/compositor';
import { movesWithTime } from '../../../lib/composition/frame-motion';

/**
 * The rate the playing preview draws what moves with time (a keyframed overlay, a title on its
 * way in, a transition, captions) at: the export's default frame rate (`DEFAULT_SETTINGS.fps`),
 * whose frames it then shows as they will be exported. The screen's refreshes in between (60 Hz)
 * show the same picture and are not painted again.
 */
export const PLAYING_FPS = 30;

/** The number of the playing preview's frame at `time` (timeline ms). */
export const playingFrameOf = (time: number): number => Math.floor((time * PLAYING_FPS) / 1000);

/** The time the playing preview draws at `time`: its frame's start, as the export times it. */
export const playingFrameTime = (time: number): number =>
  (playingFrameOf(time) * 1000) / PLAYING_FPS;

/**
 * What the playing preview's frame shows, as a key: two equal keys mean the same picture, so the
 * second paint can be skipped. The preview runs at the screen's rate (60 Hz) and most videos at
 * 30 fps: half of its paints would redraw a video frame already drawn. A video layer's part is the
 * count of frames its element has presented (`frameVersion`); a layer that moves with time adds
 * the preview's frame (`playingFrameOf`); null (paint) when a video's frames cannot be counted.
 */
export function playingFrameKey(
  layers: readonly CompositionLayer[],
  time: number,
  frameVersion: (itemId: string) => number | null,
): string | null {
  const parts: string[] = [];
  for (const layer of layers) {
    const { item } = layer;
    const moving = movesWithTime(layer, time) ? `~${playingFrameOf(time)}` : '';
    if (layer.source === null) {
      parts.push(`${item.id}:none${moving}`);
      continue;
    }
    if (item.type !== 'videos') {
      parts.push(item.id + moving);
      continue;
    }
    const version = frameVersion(item.id);
    if (version === null) return null;
    parts.push(`${item.id}@${version}${moving}`);
  }
  return parts.join('|');
}

/**
 * The playing main track's key where it shows a video: its videos' frames alone, so a picture
 * that moves with time (a keyframed zoom, a crossfade's mix, a fade) is repainted with each new
 * video frame — moving once a frame, as the export makes it — and not on every refresh of the
 * screen in between, which painted the same frame of a 25 fps clip two or three times over. With
 * no video on show, `playingFrameKey`.
 */
export function mainTrackFrameKey(
  layers: readonly CompositionLayer[],
  time: number,
  frameVersion: (itemId: string) => number | null,
): string | null {
  if (!layers.some(isShownVideo)) return playingFrameKey(layers, time, frameVersion);
  const parts: string[] = [];
  for (const layer of layers) {
    const { item } = layer;
    if (!isShownVideo(layer)) {
      parts.push(layer.source === null ? `${item.id}:none` : item.id);
      continue;
    }
    const version = frameVersion(item.id);
    if (version === null) return null;
    parts.push(`${item.id}@${version}`);
  }
  return parts.join('|');
}

const isShownVideo = (layer: CompositionLayer) =>
  layer.item.type === 'videos' && layer.source !== null;

import {
  DEFAULT_OVERLAY_TRANSFORM,
  withTrackItems,
  type OverlayTransform,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { OVERLAY_BOX, OVERLAY_INSET, OVERLAY_SCALE } from '../timeline-numbers';
import { edited, unchanged, type EditResult } from './edit-result';
import { locateItem } from './locate-item';
import { animatedItem } from '../keyframes/animated-item';
import { insideItem, withTransformAt, withValueAt } from '../keyframes/keyframe-commands';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const clampUnit = (value: number) => (Number.isFinite(value) ? clamp(value, 0, 1) : 0);

function updateItem(
  document: TimelineDocument,
  itemId: string,
  label: string,
  change: (item: TimelineItem) => TimelineItem,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found) return unchanged(document);
  const next = change(found.item);
  if (JSON.stringify(next) === JSON.stringify(found.item)) return unchanged(document);
  const items = found.track.items.slice();
  items[found.index] = next;
  return edited(label, document, withTrackItems(document, found.track.id, items));
}

/**
 * Volume 0..1 (sliders send percent / 100; out-of-range values are clamped). With `at` (ms from
 * the item's start, the playhead) inside the item and the volume keyframed, it sets the key there.
 */
export const setItemVolume = (
  document: TimelineDocument,
  itemId: string,
  volume: number,
  at?: number,
): EditResult =>
  updateItem(
    document,
    itemId,
    'set volume',
    (item) =>
      withValueAt(item, 'volume', clampUnit(volume), at) ?? { ...item, volume: clampUnit(volume) },
  );

/** Opacity 0..1; with `at` inside the item and the opacity keyframed, it sets the key there. */
export const setItemOpacity = (
  document: TimelineDocument,
  itemId: string,
  opacity: number,
  at?: number,
): EditResult =>
  updateItem(
    document,
    itemId,
    'set opacity',
    (item) =>
      withValueAt(item, 'opacity', clampUnit(opacity), at) ?? {
        ...item,
        opacity: clampUnit(opacity),
      },
  );

export interface PreviewSize {
  width: number;
  height: number;
}

/**
 * Clamps an overlay transform: scale 0.2..4; the box (128×96 px at scale 1) keeps at least 5 px
 * inside the preview on every side, so it can never be dragged out of reach.
 */
export function clampOverlayTransform(
  transform: OverlayTransform,
  preview: PreviewSize,
): OverlayTransform {
  const scale = clamp(transform.scale, OVERLAY_SCALE.min, OVERLAY_SCALE.max);
  const width = OVERLAY_BOX.width * scale;
  const height = OVERLAY_BOX.height * scale;
  return {
    x: clamp(transform.x, OVERLAY_INSET - width, preview.width - OVERLAY_INSET),
    y: clamp(transform.y, OVERLAY_INSET - height, preview.height - OVERLAY_INSET),
    scale,
    opacity: clampUnit(transform.opacity),
  };
}

/**
 * Moves, scales or fades an overlay. With `at` (ms from the item's start, the playhead) inside
 * the item, keyframed x, y and scale take the change into their keys at `at` (`withTransformAt`).
 */
export const setOverlayTransform = (
  document: TimelineDocument,
  itemId: string,
  transform: Partial<OverlayTransform>,
  preview: PreviewSize,
  at?: number,
): EditResult =>
  updateItem(document, itemId, 'transform overlay', (item) => {
    if (item.keyframes === undefined)
      return {
        ...item,
        transform: clampOverlayTransform(
          { ...DEFAULT_OVERLAY_TRANSFORM, ...item.transform, ...transform },
          preview,
        ),
      };
    const shown = insideItem(item, at) ? animatedItem(item, item.startTime + at!) : item;
    const wanted = clampOverlayTransform(
      { ...DEFAULT_OVERLAY_TRANSFORM, ...shown.transform, ...transform },
      preview,
    );
    return withTransformAt(item, wanted, at, preview);
  });

// Titles' words and look are edited in the text module; kept importable from here.
export { setItemText, TEXT_FONT_SIZE } from '../text/text-style';

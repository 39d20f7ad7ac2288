import {
  DEFAULT_OVERLAY_TRANSFORM,
  DEFAULT_TEXT,
  type TextContent,
  withTrackItems,
  type OverlayTransform,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { OVERLAY_BOX, OVERLAY_INSET, OVERLAY_SCALE } from '../timeline-numbers';
import { edited, unchanged, type EditResult } from './edit-result';
import { locateItem } from './locate-item';

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

/** Volume 0..1 (sliders send percent / 100; out-of-range values are clamped). */
export const setItemVolume = (
  document: TimelineDocument,
  itemId: string,
  volume: number,
): EditResult =>
  updateItem(document, itemId, 'set volume', (item) => ({ ...item, volume: clampUnit(volume) }));

export const setItemOpacity = (
  document: TimelineDocument,
  itemId: string,
  opacity: number,
): EditResult =>
  updateItem(document, itemId, 'set opacity', (item) => ({ ...item, opacity: clampUnit(opacity) }));

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

export const setOverlayTransform = (
  document: TimelineDocument,
  itemId: string,
  transform: Partial<OverlayTransform>,
  preview: PreviewSize,
): EditResult =>
  updateItem(document, itemId, 'transform overlay', (item) => ({
    ...item,
    transform: clampOverlayTransform(
      { ...DEFAULT_OVERLAY_TRANSFORM, ...item.transform, ...transform },
      preview,
    ),
  }));

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const TEXT_FONT_SIZE = { min: 8, max: 400 } as const;

/**
 * Edits a title's words and look: the font size is clamped to 8..400 px, a colour that is not
 * #rrggbb is ignored. Does nothing to items that are not text.
 */
export const setItemText = (
  document: TimelineDocument,
  itemId: string,
  text: Partial<TextContent>,
): EditResult =>
  updateItem(document, itemId, 'edit text', (item) => {
    if (item.type !== 'text') return item;
    const current = { ...DEFAULT_TEXT, ...item.text };
    const fontSize = Number.isFinite(text.fontSize)
      ? clamp(Math.round(text.fontSize!), TEXT_FONT_SIZE.min, TEXT_FONT_SIZE.max)
      : current.fontSize;
    const color =
      text.color !== undefined && HEX_COLOUR.test(text.color)
        ? text.color.toLowerCase()
        : current.color;
    return { ...item, text: { content: text.content ?? current.content, fontSize, color } };
  });

import {
  DEFAULT_OVERLAY_TRANSFORM,
  KEYFRAME_PROPERTIES,
  type KeyframeProperty,
  type OverlayTransform,
  type TimelineItem,
} from '../document';
import { referenceFrame, type FrameSize } from '../format/frame-format';
import { OVERLAY_BOX, OVERLAY_SCALE } from '../timeline-numbers';
import { keyframeValueAt } from './keyframe-value';

// Keyframes animate an item by replacing its static fields with their values at a moment:
// `animatedItem` is the one function the compositor, the overlay handles, the inspectors and the
// sound mix all go through, so the preview and the export animate identically.
//
// What each property is: x, y, scale are the item's transform (reference px of the format's
// frame; on the main track an offset of the framed picture and a zoom about the frame's centre);
// rotation is degrees clockwise; opacity is the layer's whole alpha (a keyframed opacity replaces
// both `opacity` and the overlay transform's opacity); volume is the item's sound level 0..1.

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const unit = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 1 : clamp(value, 0, 1);

const PICTURE_PROPERTIES: readonly KeyframeProperty[] = ['x', 'y', 'scale', 'rotation', 'opacity'];

/** Whether the item puts a picture (or a title) on the frame that keyframes can move. */
const animatesPicture = (item: Pick<TimelineItem, 'type' | 'trackType'>) =>
  (item.type === 'videos' || item.type === 'images' || item.type === 'text') &&
  item.trackType !== 'audio';

/** The properties keyframes can animate on this item: pictures x…opacity, sound volume. */
export function keyframeablePropertiesOf(
  item: Pick<TimelineItem, 'type' | 'trackType'>,
): KeyframeProperty[] {
  const sound = item.type === 'videos' || item.type === 'audios';
  return KEYFRAME_PROPERTIES.filter((property) =>
    property === 'volume' ? sound : animatesPicture(item) && PICTURE_PROPERTIES.includes(property),
  );
}

/** Whether the property has at least one keyframe on the item. */
export const isKeyframed = (item: Pick<TimelineItem, 'keyframes'>, property: KeyframeProperty) =>
  (item.keyframes?.[property]?.length ?? 0) > 0;

/**
 * The transform an item's x, y, scale start from: its own, else a title's box centred in the
 * frame (where a title without one is drawn), else none (0, 0, scale 1).
 */
export function baseTransform(
  item: Pick<TimelineItem, 'type' | 'trackType' | 'transform'>,
  reference: FrameSize = referenceFrame('16:9'),
): OverlayTransform {
  if (item.transform) return { ...DEFAULT_OVERLAY_TRANSFORM, ...item.transform };
  if (item.type === 'text' && item.trackType !== 'main')
    return {
      ...DEFAULT_OVERLAY_TRANSFORM,
      x: (reference.width - OVERLAY_BOX.width) / 2,
      y: (reference.height - OVERLAY_BOX.height) / 2,
    };
  return DEFAULT_OVERLAY_TRANSFORM;
}

/** The property's static value: what the item shows when the property has no keyframes. */
export function staticValue(
  item: TimelineItem,
  property: KeyframeProperty,
  reference?: FrameSize,
): number {
  switch (property) {
    case 'x':
    case 'y':
    case 'scale':
      return baseTransform(item, reference)[property];
    case 'rotation':
      return Number.isFinite(item.rotation) ? item.rotation! : 0;
    case 'opacity':
      return unit(item.opacity) * unit(item.transform?.opacity);
    case 'volume':
      return unit(item.volume);
  }
}

/** The property's value `offsetMs` after the item's start: its keyframes', else its static value. */
export function animatedValue(
  item: TimelineItem,
  property: KeyframeProperty,
  offsetMs: number,
  reference?: FrameSize,
): number {
  const list = item.keyframes?.[property];
  const keyed = list && list.length > 0 ? keyframeValueAt(list, offsetMs) : undefined;
  return keyed ?? staticValue(item, property, reference);
}

/**
 * THE one function: the item as it looks at `timelineTime` (ms on the timeline), its keyframed
 * properties' static fields replaced by their values then — `transform.x / y / scale`,
 * `rotation`, `opacity` (and the transform's opacity set to 1, the key being the whole alpha),
 * `volume`. An item without keyframes comes back as the same object, so plain items cost nothing.
 */
export function animatedItem(item: TimelineItem, timelineTime: number): TimelineItem {
  const keys = item.keyframes;
  if (keys === undefined) return item;
  const offset = timelineTime - item.startTime;
  const at = (property: KeyframeProperty) => {
    const list = keys[property];
    return list && list.length > 0 ? keyframeValueAt(list, offset) : undefined;
  };
  const x = at('x');
  const y = at('y');
  const scale = at('scale');
  const rotation = at('rotation');
  const opacity = at('opacity');
  const volume = at('volume');
  if (
    x === undefined &&
    y === undefined &&
    scale === undefined &&
    rotation === undefined &&
    opacity === undefined &&
    volume === undefined
  )
    return item;
  const next: TimelineItem = { ...item };
  if (
    x !== undefined ||
    y !== undefined ||
    scale !== undefined ||
    (opacity !== undefined && item.transform)
  ) {
    const base = baseTransform(item);
    next.transform = {
      x: x ?? base.x,
      y: y ?? base.y,
      scale: scale === undefined ? base.scale : clamp(scale, OVERLAY_SCALE.min, OVERLAY_SCALE.max),
      opacity: opacity === undefined ? base.opacity : 1,
    };
  }
  if (rotation !== undefined) next.rotation = rotation;
  if (opacity !== undefined) next.opacity = clamp(opacity, 0, 1);
  if (volume !== undefined) next.volume = clamp(volume, 0, 1);
  return next;
}

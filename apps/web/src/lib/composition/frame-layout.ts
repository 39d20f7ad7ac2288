import {
  CENTRED_PAN,
  DEFAULT_OVERLAY_TRANSFORM,
  OVERLAY_BOX,
  OVERLAY_SCALE,
  TEXT_REFERENCE_LONG_SIDE,
  matchesFormat,
  referenceFrame,
  type FrameSize,
  type OverlayTransform,
  type Pan,
  type PictureFit,
  type PlayingItem,
  type TimelineDocument,
  type TimelineItem,
  type VideoFormat,
  visibleTrackIds,
} from '@reelwright/timeline';
import { transformedPictureRect } from './picture-transform';

// Where things go in a frame, with no DOM: the preview canvas, the overlay handles and the export
// all place pictures and titles with these functions, each at its own size. Overlay transforms
// are px of the format's reference frame (`referenceFrame`: 640 on the long side; 16:9 is
// 640×360); title and caption font sizes are px at a frame 1280 on its long side.

/** The 16:9 reference frame, which every function takes when handed none. */
export const REFERENCE_FRAME = { width: 640, height: 360 } as const;

/** Title font sizes are px at a 16:9 frame this wide (1280 on the long side of any format). */
export const TEXT_REFERENCE_WIDTH = TEXT_REFERENCE_LONG_SIDE;

/** How much titles and captions grow on a canvas: its long side over 1280. */
export const textScale = (canvasW: number, canvasH: number): number =>
  Math.max(canvasW, canvasH) / TEXT_REFERENCE_LONG_SIDE;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The largest rect of the source's aspect that fits inside dst, centred. A source of unknown size
 * (0 or less on either side) fills dst.
 */
export function fitContain(srcW: number, srcH: number, dstW: number, dstH: number): Rect {
  if (!(srcW > 0 && srcH > 0)) return { x: 0, y: 0, width: dstW, height: dstH };
  const scale = Math.min(dstW / srcW, dstH / srcH);
  const width = srcW * scale;
  const height = srcH * scale;
  return { x: (dstW - width) / 2, y: (dstH - height) / 2, width, height };
}

/** The smallest rect of the source's aspect that covers dst, centred (it overflows one side). */
export function fitCover(srcW: number, srcH: number, dstW: number, dstH: number): Rect {
  if (!(srcW > 0 && srcH > 0)) return { x: 0, y: 0, width: dstW, height: dstH };
  const scale = Math.max(dstW / srcW, dstH / srcH);
  const width = srcW * scale;
  const height = srcH * scale;
  return { x: (dstW - width) / 2, y: (dstH - height) / 2, width, height };
}

/**
 * The export dialog's old global setting. Each picture item now has its own fit
 * (`TimelineItem.fit`); the renderer ignores this. Kept only until the dialog stops offering it.
 * @deprecated
 */
export type ImageScaling = 'original' | 'fit' | 'fill' | 'stretch';
/** @deprecated see `ImageScaling` */
export const IMAGE_SCALINGS: readonly ImageScaling[] = ['original', 'fit', 'fill', 'stretch'];

/**
 * Where a picture that fills a frame is drawn (px of a dst-sized frame): 'fit' shows it whole
 * (contained, centred), 'fill' covers the frame and the pan picks the part that shows (−1 its
 * left / top edge, 1 its right / bottom edge), 'stretch' fills the frame ignoring the aspect.
 * A source of unknown size fills the frame.
 */
export function framedRect(
  fit: PictureFit,
  pan: Pan,
  srcW: number,
  srcH: number,
  dstW: number,
  dstH: number,
): Rect {
  if (fit === 'stretch' || !(srcW > 0 && srcH > 0))
    return { x: 0, y: 0, width: dstW, height: dstH };
  if (fit !== 'fill') return fitContain(srcW, srcH, dstW, dstH);
  const cover = fitCover(srcW, srcH, dstW, dstH);
  const panX = Math.min(1, Math.max(-1, pan.x || 0));
  const panY = Math.min(1, Math.max(-1, pan.y || 0));
  return {
    ...cover,
    x: (-(cover.width - dstW) / 2) * (1 + panX),
    y: (-(cover.height - dstH) / 2) * (1 + panY),
  };
}

/**
 * A main-track item's picture on a frame: its own fit (absent is 'fit') and pan, then moved and
 * zoomed by its transform when it has one (`transformedPictureRect`, reference px of `reference`).
 */
export const itemPictureRect = (
  item: Pick<TimelineItem, 'fit' | 'pan' | 'transform'>,
  srcW: number,
  srcH: number,
  dstW: number,
  dstH: number,
  reference: FrameSize = REFERENCE_FRAME,
): Rect =>
  transformedPictureRect(
    framedRect(item.fit ?? 'fit', item.pan ?? CENTRED_PAN, srcW, srcH, dstW, dstH),
    item.transform,
    dstW,
    dstH,
    reference,
  );

/**
 * How far a 'fill' picture overflows the frame on each axis (px of the frame): a pan of 1 moves
 * it by half of this. 0 on an axis the picture does not overflow.
 */
export function fillOverflow(srcW: number, srcH: number, dstW: number, dstH: number): FrameSize {
  const cover = fitCover(srcW, srcH, dstW, dstH);
  return {
    width: Math.max(0, cover.width - dstW),
    height: Math.max(0, cover.height - dstH),
  };
}

/**
 * Where the format's frame sits on a canvas: the whole canvas when it has the format's shape
 * (within 1%), else the largest such frame centred on it (the rest stays black).
 */
export function formatFrameOn(format: VideoFormat, canvasW: number, canvasH: number): Rect {
  if (matchesFormat({ width: canvasW, height: canvasH }, format))
    return { x: 0, y: 0, width: canvasW, height: canvasH };
  const shape = referenceFrame(format);
  return fitContain(shape.width, shape.height, canvasW, canvasH);
}

/** The overlay's box (128×96 × scale at x, y in reference px) on a canvas of the given size. */
export function overlayBox(
  transform: OverlayTransform | undefined,
  canvasW: number,
  canvasH: number,
  reference: FrameSize = REFERENCE_FRAME,
): Rect {
  const { x, y, scale } = { ...DEFAULT_OVERLAY_TRANSFORM, ...transform };
  const kx = canvasW / reference.width;
  const ky = canvasH / reference.height;
  return {
    x: x * kx,
    y: y * ky,
    width: OVERLAY_BOX.width * scale * kx,
    height: OVERLAY_BOX.height * scale * ky,
  };
}

/** Where an overlay picture is drawn: its source fitted (aspect kept) inside its box. */
export function overlayRect(
  transform: OverlayTransform | undefined,
  sourceW: number,
  sourceH: number,
  canvasW: number,
  canvasH: number,
  reference: FrameSize = REFERENCE_FRAME,
): Rect {
  const box = overlayBox(transform, canvasW, canvasH, reference);
  const fitted = fitContain(sourceW, sourceH, box.width, box.height);
  return { ...fitted, x: box.x + fitted.x, y: box.y + fitted.y };
}

export interface TextLayout {
  /** px on this canvas */
  fontSize: number;
  /** the point the title is centred on (px on this canvas) */
  x: number;
  y: number;
  align: 'center';
  baseline: 'middle';
}

/**
 * A title's font size and anchor on a canvas. The font scales with the canvas's long side (sizes
 * are px at 1280) and with the overlay scale. Without a transform the title is centred in the frame;
 * with one it is centred in its overlay box at the transform's x, y — the same box the engine
 * clamps and the handles drag, so the first drag of a centred title does not make it jump.
 */
export function textLayout(
  item: Pick<TimelineItem, 'text' | 'transform'>,
  canvasW: number,
  canvasH: number,
  reference: FrameSize = REFERENCE_FRAME,
): TextLayout {
  const base = item.text?.fontSize ?? 0;
  const scale = item.transform?.scale ?? 1;
  const fontSize = base * textScale(canvasW, canvasH) * scale;
  if (!item.transform) {
    return { fontSize, x: canvasW / 2, y: canvasH / 2, align: 'center', baseline: 'middle' };
  }
  const box = overlayBox(item.transform, canvasW, canvasH, reference);
  return {
    fontSize,
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    align: 'center',
    baseline: 'middle',
  };
}

/**
 * The transform a title without one behaves as: its box centred in the reference frame, which
 * puts the title exactly where `textLayout` centres it.
 */
export function effectiveTransform(
  item: Pick<TimelineItem, 'type' | 'transform'>,
  reference: FrameSize = REFERENCE_FRAME,
): OverlayTransform {
  if (item.transform) return { ...DEFAULT_OVERLAY_TRANSFORM, ...item.transform };
  if (item.type === 'text') {
    return {
      ...DEFAULT_OVERLAY_TRANSFORM,
      x: (reference.width - OVERLAY_BOX.width) / 2,
      y: (reference.height - OVERLAY_BOX.height) / 2,
    };
  }
  return DEFAULT_OVERLAY_TRANSFORM;
}

/** Whether an item is drawn from a library file (titles and captions are drawn from text). */
export const drawsMedia = (
  item: Pick<TimelineItem, 'type'>,
): item is Pick<TimelineItem, 'type'> & { type: 'videos' | 'images' | 'audios' } =>
  item.type !== 'text' && item.type !== 'caption';

/** Whether an item puts something on the picture (audio does not). */
export const isVisual = (item: Pick<TimelineItem, 'type' | 'trackType'>): boolean =>
  item.type !== 'audios' && item.trackType !== 'audio';

/**
 * The layers to paint, bottom-up: the main track first, then the overlay tracks from the lowest
 * listed to the top listed (`whatPlaysAt` lists the top track first), then the caption tracks
 * above everything. Within a track the order `whatPlaysAt` gives is kept (an item leaving through
 * a transition under the one entering). Audio is left out, and so are the hidden tracks of
 * `document` (`visibleTrackIds`) — the preview and the export both pass it.
 */
export function drawOrder(
  playing: readonly PlayingItem[],
  document?: Pick<TimelineDocument, 'tracks'>,
): PlayingItem[] {
  const visible = document ? visibleTrackIds(document) : undefined;
  const on = (type: TimelineItem['trackType']) => {
    const byTrack = new Map<string, PlayingItem[]>();
    for (const entry of playing) {
      if (entry.item.trackType !== type || !isVisual(entry.item)) continue;
      if (visible && !visible.has(entry.trackId)) continue;
      const list = byTrack.get(entry.trackId);
      if (list) list.push(entry);
      else byTrack.set(entry.trackId, [entry]);
    }
    return [...byTrack.values()];
  };
  return [...on('main'), ...on('overlay').reverse(), ...on('caption').reverse()].flat();
}

/**
 * Where an overlay's picture sits inside its box at scale 1 (reference px): a title fills the
 * box; a picture is its source fitted inside. The drawn rect at scale s is
 * (x + offsetX·s, y + offsetY·s, width·s, height·s).
 */
export interface PictureGeometry {
  offsetX: number;
  offsetY: number;
  width: number;
  height: number;
}

export function pictureGeometry(
  item: Pick<TimelineItem, 'type'>,
  sourceW: number,
  sourceH: number,
): PictureGeometry {
  if (item.type === 'text')
    return { offsetX: 0, offsetY: 0, width: OVERLAY_BOX.width, height: OVERLAY_BOX.height };
  const fitted = fitContain(sourceW, sourceH, OVERLAY_BOX.width, OVERLAY_BOX.height);
  return { offsetX: fitted.x, offsetY: fitted.y, width: fitted.width, height: fitted.height };
}

/** The picture's rect on a canvas for a transform (what the handles outline). */
export function pictureRect(
  transform: OverlayTransform,
  geometry: PictureGeometry,
  canvasW: number,
  canvasH: number,
  reference: FrameSize = REFERENCE_FRAME,
): Rect {
  const kx = canvasW / reference.width;
  const ky = canvasH / reference.height;
  const s = transform.scale;
  return {
    x: (transform.x + geometry.offsetX * s) * kx,
    y: (transform.y + geometry.offsetY * s) * ky,
    width: geometry.width * s * kx,
    height: geometry.height * s * ky,
  };
}

export type Corner = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';

const clampScale = (scale: number) =>
  Math.min(OVERLAY_SCALE.max, Math.max(OVERLAY_SCALE.min, scale));

/**
 * The overlay rescaled to `scale` (clamped 0.2..4) with the picture's corner opposite `corner`
 * kept where it was.
 */
export function scaleFromCorner(
  start: OverlayTransform,
  geometry: PictureGeometry,
  corner: Corner,
  scale: number,
): Pick<OverlayTransform, 'x' | 'y' | 'scale'> {
  const s0 = start.scale;
  const s = clampScale(scale);
  const right = corner === 'topRight' || corner === 'bottomRight';
  const bottom = corner === 'bottomLeft' || corner === 'bottomRight';
  const left0 = start.x + geometry.offsetX * s0;
  const top0 = start.y + geometry.offsetY * s0;
  const right0 = left0 + geometry.width * s0;
  const bottom0 = top0 + geometry.height * s0;
  return {
    x: right ? left0 - geometry.offsetX * s : right0 - (geometry.offsetX + geometry.width) * s,
    y: bottom ? top0 - geometry.offsetY * s : bottom0 - (geometry.offsetY + geometry.height) * s,
    scale: s,
  };
}

/**
 * A corner dragged by (dx, dy) reference px: the picture keeps its aspect and follows whichever
 * axis the pointer changed more (so a purely sideways drag still shrinks it), and its opposite
 * corner stays put.
 */
export function resizeFromCorner(
  start: OverlayTransform,
  geometry: PictureGeometry,
  corner: Corner,
  dx: number,
  dy: number,
): Pick<OverlayTransform, 'x' | 'y' | 'scale'> {
  const right = corner === 'topRight' || corner === 'bottomRight';
  const bottom = corner === 'bottomLeft' || corner === 'bottomRight';
  const width = geometry.width * start.scale + (right ? dx : -dx);
  const height = geometry.height * start.scale + (bottom ? dy : -dy);
  const sx = geometry.width > 0 ? width / geometry.width : start.scale;
  const sy = geometry.height > 0 ? height / geometry.height : start.scale;
  const scale = Math.abs(sx - start.scale) >= Math.abs(sy - start.scale) ? sx : sy;
  return scaleFromCorner(start, geometry, corner, scale);
}

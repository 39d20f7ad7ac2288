import {
  DEFAULT_OVERLAY_TRANSFORM,
  OVERLAY_BOX,
  OVERLAY_SCALE,
  type OverlayTransform,
  type PlayingItem,
  type TimelineItem,
} from '@reelwright/timeline';

// Where things go in a frame, with no DOM: the preview canvas, the overlay handles and the export
// all place pictures and titles with these functions, each at its own size.

/**
 * The frame overlay transforms are stored in (px). The preview and the export scale them to their
 * own canvas, so a box at x 320 sits in the middle of any 16:9 frame.
 */
export const REFERENCE_FRAME = { width: 640, height: 360 } as const;

/** Title font sizes are px at a frame this wide (the engine's `TextContent.fontSize`). */
export const TEXT_REFERENCE_WIDTH = 1280;

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
 * How a main-track picture fills the frame: 'original' keeps its natural px size (px at a
 * frame `TEXT_REFERENCE_WIDTH` wide, so it looks the same at every export size), 'fit' shows it
 * whole (contain), 'fill' covers the frame (crop), 'stretch' fills the frame ignoring the aspect.
 */
export type ImageScaling = 'original' | 'fit' | 'fill' | 'stretch';

export const IMAGE_SCALINGS: readonly ImageScaling[] = ['original', 'fit', 'fill', 'stretch'];

/** Where a main-track picture is drawn on a canvas for a scaling; unknown sizes fill the frame. */
export function mainRect(
  scaling: ImageScaling,
  srcW: number,
  srcH: number,
  dstW: number,
  dstH: number,
): Rect {
  if (scaling === 'stretch' || !(srcW > 0 && srcH > 0))
    return { x: 0, y: 0, width: dstW, height: dstH };
  if (scaling === 'fill') return fitCover(srcW, srcH, dstW, dstH);
  if (scaling === 'original') {
    const k = dstW / TEXT_REFERENCE_WIDTH;
    const width = srcW * k;
    const height = srcH * k;
    return { x: (dstW - width) / 2, y: (dstH - height) / 2, width, height };
  }
  return fitContain(srcW, srcH, dstW, dstH);
}

/** The overlay's box (128×96 × scale at x, y in reference px) on a canvas of the given size. */
export function overlayBox(
  transform: OverlayTransform | undefined,
  canvasW: number,
  canvasH: number,
): Rect {
  const { x, y, scale } = { ...DEFAULT_OVERLAY_TRANSFORM, ...transform };
  const kx = canvasW / REFERENCE_FRAME.width;
  const ky = canvasH / REFERENCE_FRAME.height;
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
): Rect {
  const box = overlayBox(transform, canvasW, canvasH);
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
 * A title's font size and anchor on a canvas. The font scales with the canvas width (sizes are
 * px at 1280) and with the overlay scale. Without a transform the title is centred in the frame;
 * with one it is centred in its overlay box at the transform's x, y — the same box the engine
 * clamps and the handles drag, so the first drag of a centred title does not make it jump.
 */
export function textLayout(
  item: Pick<TimelineItem, 'text' | 'transform'>,
  canvasW: number,
  canvasH: number,
): TextLayout {
  const base = item.text?.fontSize ?? 0;
  const scale = item.transform?.scale ?? 1;
  const fontSize = (base * canvasW * scale) / TEXT_REFERENCE_WIDTH;
  if (!item.transform) {
    return { fontSize, x: canvasW / 2, y: canvasH / 2, align: 'center', baseline: 'middle' };
  }
  const box = overlayBox(item.transform, canvasW, canvasH);
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
): OverlayTransform {
  if (item.transform) return { ...DEFAULT_OVERLAY_TRANSFORM, ...item.transform };
  if (item.type === 'text') {
    return {
      ...DEFAULT_OVERLAY_TRANSFORM,
      x: (REFERENCE_FRAME.width - OVERLAY_BOX.width) / 2,
      y: (REFERENCE_FRAME.height - OVERLAY_BOX.height) / 2,
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
 * above everything. Audio is left out.
 */
export function drawOrder(playing: readonly PlayingItem[]): PlayingItem[] {
  const on = (type: TimelineItem['trackType']) =>
    playing.filter((entry) => entry.item.trackType === type && isVisual(entry.item));
  return [...on('main'), ...on('overlay').reverse(), ...on('caption').reverse()];
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
): Rect {
  const kx = canvasW / REFERENCE_FRAME.width;
  const ky = canvasH / REFERENCE_FRAME.height;
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

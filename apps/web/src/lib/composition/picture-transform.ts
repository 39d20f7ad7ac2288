import type { FrameSize, OverlayTransform } from '@reelwright/timeline';
import type { Rect } from './frame-layout';

/**
 * A main-track picture's rect moved and zoomed by its item's transform (Ken Burns): scaled by
 * `scale` about the frame's centre, then offset by x, y reference px (the format's reference
 * frame, like overlays). No transform: the rect as it was.
 */
export function transformedPictureRect(
  rect: Rect,
  transform: Pick<OverlayTransform, 'x' | 'y' | 'scale'> | undefined,
  dstW: number,
  dstH: number,
  reference: FrameSize,
): Rect {
  if (transform === undefined) return rect;
  const scale = Number.isFinite(transform.scale) && transform.scale > 0 ? transform.scale : 1;
  const dx = ((Number.isFinite(transform.x) ? transform.x : 0) * dstW) / reference.width;
  const dy = ((Number.isFinite(transform.y) ? transform.y : 0) * dstH) / reference.height;
  if (scale === 1 && dx === 0 && dy === 0) return rect;
  const cx = dstW / 2;
  const cy = dstH / 2;
  return {
    x: cx + (rect.x - cx) * scale + dx,
    y: cy + (rect.y - cy) * scale + dy,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

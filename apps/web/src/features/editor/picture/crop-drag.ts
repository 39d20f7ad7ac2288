import { clampCrop, NO_CROP, type Crop, type CropEdge } from '@reelwright/timeline';

// The preview's crop and turn handles as numbers, with no DOM. The handles sit on the picture's
// own edges in a box turned and flipped as the canvas draws it, so a pointer's move on screen is
// first brought back into the picture's own axes.

/**
 * A screen move (px) in the picture's own axes. The picture shows turned, then mirrored on
 * screen (screen = flip · turn · own), so the move is unmirrored, then unturned.
 */
export function intoPicture(
  dx: number,
  dy: number,
  turn: { rotation?: number | undefined; flipH?: boolean | undefined; flipV?: boolean | undefined },
): { x: number; y: number } {
  const mx = turn.flipH ? -dx : dx;
  const my = turn.flipV ? -dy : dy;
  const angle = ((turn.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { x: mx * cos + my * sin, y: -mx * sin + my * cos };
}

/**
 * The crop after dragging one edge's handle by (dx, dy) screen px, from the crop at the drag's
 * start. `drawn` is the picture's drawn size on screen (unturned) as the drag began: it shows
 * the part the start crop keeps, so a px is that part's share over the drawn size. Moving an
 * edge inwards crops more. The result is clamped like the engine's.
 */
export function cropAfterDrag(
  start: Crop | undefined,
  edge: CropEdge,
  dx: number,
  dy: number,
  turn: Parameters<typeof intoPicture>[2],
  drawn: { width: number; height: number },
): Crop {
  const crop = { ...NO_CROP, ...start };
  const local = intoPicture(dx, dy, turn);
  const horizontal = edge === 'left' || edge === 'right';
  const kept = horizontal ? 1 - crop.left - crop.right : 1 - crop.top - crop.bottom;
  const px = horizontal ? drawn.width : drawn.height;
  if (!(px > 0)) return crop;
  const along = horizontal ? local.x : local.y;
  const inward = edge === 'left' || edge === 'top' ? along : -along;
  return clampCrop({ ...crop, [edge]: crop[edge] + (inward * kept) / px }, [edge]);
}

/**
 * Degrees the turn handle gives: the start turn plus the pointer's sweep about the centre (the
 * other way round when the picture is mirrored once, since its turn then shows reversed).
 */
export function rotationAfterDrag(
  startRotation: number,
  centre: { x: number; y: number },
  from: { x: number; y: number },
  to: { x: number; y: number },
  snap: boolean,
  mirrored = false,
): number {
  const angle = (point: { x: number; y: number }) =>
    (Math.atan2(point.y - centre.y, point.x - centre.x) * 180) / Math.PI;
  const sweep = angle(to) - angle(from);
  const turned = startRotation + (mirrored ? -sweep : sweep);
  return snap ? Math.round(turned / ROTATION_SNAP) * ROTATION_SNAP : Math.round(turned * 10) / 10;
}

/** Shift snaps the turn handle to this many degrees. */
export const ROTATION_SNAP = 15;

import type { ColourAdjust, TimelineItem } from '@reelwright/timeline';
import { applyGrade, canGradeInPlace } from './apply-grade';
import type { ColourGrade } from './colour-grade';
import type { CompositionLayer, CompositorContext } from './compositor';
import type { Rect } from './frame-layout';

// A crossfade between two video clips with the same colour is graded once, after the two are
// mixed, as a grade laid over the whole cut would be — not each clip on its own, which would
// cost the incoming clip a scratch canvas (it is see-through while it fades in). For the grade's
// straight-line steps the result is the same; the temperature's soft-light bends a little with
// the mix, least where the two pictures are alike.

const sameColour = (a: ColourAdjust | undefined, b: ColourAdjust | undefined): boolean =>
  a !== undefined &&
  b !== undefined &&
  a.look === b.look &&
  a.brightness === b.brightness &&
  a.contrast === b.contrast &&
  a.saturation === b.saturation &&
  a.temperature === b.temperature;

const upright = (item: TimelineItem) => !item.rotation && !item.flipH && !item.flipV;

/** The crossfade pairs among the frame's layers whose grade can wait for the incoming clip. */
export function sharedCrossfadeGrades(
  layers: readonly CompositionLayer[],
): Map<CompositionLayer, CompositionLayer> {
  const pairs = new Map<CompositionLayer, CompositionLayer>();
  layers.forEach((outgoing, index) => {
    const incoming = layers[index + 1];
    if (
      incoming &&
      outgoing.transition?.kind === 'crossfade' &&
      outgoing.transition.role === 'outgoing' &&
      incoming.transition?.kind === 'crossfade' &&
      incoming.transition.role === 'incoming' &&
      outgoing.item.type === 'videos' &&
      incoming.item.type === 'videos' &&
      upright(outgoing.item) &&
      upright(incoming.item) &&
      sameColour(outgoing.item.colour, incoming.item.colour)
    )
      pairs.set(outgoing, incoming);
  });
  return pairs;
}

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/**
 * The grade an outgoing clip left for later: `hold` it when the outgoing is drawn (opaque, so
 * its area can be graded where it lies), `takes` says whether the incoming clip may be drawn
 * ungraded (it lies within that area) and `apply` grades the area — after the incoming, or at
 * once when the incoming does not come.
 */
export function heldGrade() {
  let held: { grade: ColourGrade; area: Rect; incoming: CompositionLayer } | null = null;
  return {
    /** Whether the grade held waits for this layer (the incoming clip). */
    waitsFor(layer: CompositionLayer): boolean {
      return held !== null && held.incoming === layer;
    },
    hold(grade: ColourGrade, area: Rect, incoming: CompositionLayer) {
      held = { grade, area, incoming };
    },
    takes(layer: CompositionLayer, area: Rect): boolean {
      return held !== null && held.incoming === layer && inside(area, held.area);
    },
    apply(ctx: CompositorContext) {
      if (held && canGradeInPlace(ctx)) applyGrade(ctx, held.grade, held.area);
      held = null;
    },
  };
}

import type { ActiveTransition, TrackType } from '@reelwright/timeline';
import type { CanvasSize, CompositionLayer, CompositorContext } from './compositor';
import type { Rect } from './frame-layout';

// What a transition does to one layer while it runs, for the compositor (so for the preview and
// the export alike). A cut transition's outgoing item is painted first, the incoming one over it
// (`whatPlaysAt` / `drawOrder`); 'in' and 'out' are the same against nothing: black under the
// main track, transparent for overlays.
//
// - crossfade: the outgoing stays whole, the incoming comes in at alpha p, so the middle frame
//   is the 50/50 blend; 'in' rises from nothing, 'out' falls to it.
// - dip to black / white: the first half takes the outgoing to the colour, the second brings the
//   incoming from it. On the main track the colour is a fill over the whole frame, over the
//   picture; an overlay fades to nothing and back (no box of colour).
// - wipe-X: the incoming is revealed by an edge moving in direction X across the frame (an 'out'
//   is hidden by it).
// - slide-X: the incoming slides in moving in direction X, pushing the outgoing out ahead of it.
// On the main track the incoming of a wipe or slide brings its own black backdrop, so its
// letterbox bars cover the outgoing like the picture does.

export interface TransitionFill {
  colour: string;
  alpha: number;
}

export interface TransitionEffect {
  /** multiplies the layer's alpha (0 hides it; its fills still paint) */
  alpha: number;
  /** the part of the frame the layer may paint (wipes), frame px */
  clip?: Rect;
  /** how far the layer (and its fills) is moved (slides), frame px */
  offset?: { x: number; y: number };
  /** painted over the whole (clipped, moved) frame before the layer, bottom first */
  under: TransitionFill[];
  /** painted over the whole (clipped, moved) frame after the layer */
  over: TransitionFill[];
}

const none = (): Pick<TransitionEffect, 'under' | 'over'> => ({ under: [], over: [] });

export const DIP_COLOURS = { 'dip-black': '#000000', 'dip-white': '#ffffff' } as const;
const BACKDROP: TransitionFill = { colour: '#000000', alpha: 1 };

const DIRECTIONS = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
} as const;
type Direction = keyof typeof DIRECTIONS;

const clampUnit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1);
const entering = (role: ActiveTransition['role']) => role === 'incoming' || role === 'in';

/** The part of the frame an edge moving in `direction` has swept by progress `p`. */
function swept(direction: Direction, p: number, frame: CanvasSize): Rect {
  const { width, height } = frame;
  switch (direction) {
    case 'left':
      return { x: width * (1 - p), y: 0, width: width * p, height };
    case 'right':
      return { x: 0, y: 0, width: width * p, height };
    case 'up':
      return { x: 0, y: height * (1 - p), width, height: height * p };
    case 'down':
      return { x: 0, y: 0, width, height: height * p };
  }
}

/** The rest of the frame: what an edge moving in `direction` has not yet swept by `p`. */
const unswept = (direction: Direction, p: number, frame: CanvasSize): Rect => {
  const opposite = { left: 'right', right: 'left', up: 'down', down: 'up' } as const;
  return swept(opposite[direction], 1 - p, frame);
};

/**
 * What `transition` does to a layer on a track of `trackType` in a frame of `frame` px: its
 * alpha factor, clip, offset and fills (see the rules above). No transition: unchanged.
 */
export function transitionEffect(
  transition: ActiveTransition | undefined,
  frame: CanvasSize,
  trackType: TrackType,
): TransitionEffect {
  if (!transition) return { alpha: 1, ...none() };
  const p = clampUnit(transition.progress);
  const { kind, role } = transition;
  const main = trackType === 'main';
  if (kind === 'crossfade')
    return { alpha: role === 'outgoing' ? 1 : role === 'out' ? 1 - p : p, ...none() };
  if (kind === 'dip-black' || kind === 'dip-white') {
    const colour = DIP_COLOURS[kind];
    // The picture shows in its own half: the outgoing ('out') first, the incoming ('in') second.
    const firstHalf = p < 0.5;
    const shows = entering(role) ? !firstHalf : firstHalf;
    const depth = firstHalf ? 2 * p : 2 * (1 - p);
    if (shows)
      return main
        ? { alpha: 1, under: [BACKDROP], over: [{ colour, alpha: depth }] }
        : { alpha: 1 - depth, ...none() };
    // Hidden: from / to nothing the colour rises out of / sinks into the black alone; on a cut
    // the other side paints it.
    const alone = role === 'in' || role === 'out';
    return { alpha: 0, under: main && alone ? [{ colour, alpha: depth }] : [], over: [] };
  }
  const [family, direction] = kind.split('-') as ['wipe' | 'slide', Direction];
  if (family === 'wipe') {
    if (role === 'outgoing') return { alpha: 1, ...none() };
    if (role === 'out') return { alpha: 1, clip: unswept(direction, p, frame), ...none() };
    return { alpha: 1, clip: swept(direction, p, frame), under: main ? [BACKDROP] : [], over: [] };
  }
  const toward = DIRECTIONS[direction];
  const share = entering(role) ? p - 1 : p;
  const offset = {
    x: toward.x === 0 ? 0 : toward.x * share * frame.width,
    y: toward.y === 0 ? 0 : toward.y * share * frame.height,
  };
  return { alpha: 1, offset, under: main && entering(role) ? [BACKDROP] : [], over: [] };
}

/**
 * The compositor's layers, each yielded with its transition's alpha factor while the canvas is
 * clipped, moved and filled for it; the canvas state comes back after the layer is painted
 * (when the loop asks for the next one, or stops).
 */
export function* inTransitions(
  ctx: CompositorContext,
  frame: CanvasSize,
  layers: readonly CompositionLayer[],
): Generator<[CompositionLayer, number]> {
  for (const layer of layers) {
    if (!layer.transition) {
      yield [layer, 1];
      continue;
    }
    const effect = transitionEffect(layer.transition, frame, layer.item.trackType);
    ctx.save();
    try {
      if (effect.offset) ctx.translate(effect.offset.x, effect.offset.y);
      if (effect.clip) {
        ctx.beginPath();
        ctx.rect(effect.clip.x, effect.clip.y, effect.clip.width, effect.clip.height);
        ctx.clip();
      }
      fill(ctx, frame, effect.under);
      yield [layer, effect.alpha];
      fill(ctx, frame, effect.over);
    } finally {
      ctx.restore();
    }
  }
}

function fill(ctx: CompositorContext, frame: CanvasSize, fills: readonly TransitionFill[]): void {
  for (const { colour, alpha } of fills) {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, frame.width, frame.height);
  }
  ctx.globalAlpha = 1;
}

/** The layer carrying the transition its item is in (`PlayingItem.transition`), if any. */
export const withTransition = (
  layer: CompositionLayer,
  transition: ActiveTransition | undefined,
): CompositionLayer => (transition ? { ...layer, transition } : layer);

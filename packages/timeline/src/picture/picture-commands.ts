import {
  COLOUR_LOOKS,
  NEUTRAL_COLOUR,
  NO_CROP,
  withTrackItems,
  type ColourAdjust,
  type Crop,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { edited, unchanged, type EditResult } from '../commands/edit-result';
import { locateItem } from '../commands/locate-item';

// A picture's crop, turn, flips and colour: each command is one undo step, clamps to the limits
// the schema checks (parse-document.ts), and saves the neutral value (no crop, 0°, not flipped,
// neutral colour) by leaving the field out, as an item that never had it reads it.

/** Each edge at most this share of the source. */
export const CROP_EDGE_MAX = 0.9;
/** Opposite edges together at most this share, so at least 5 % of each axis shows. */
export const CROP_PAIR_MAX = 0.95;

export type CropEdge = keyof Crop;
export const CROP_EDGES: readonly CropEdge[] = ['left', 'top', 'right', 'bottom'];
const OPPOSITE: Record<CropEdge, CropEdge> = {
  left: 'right',
  right: 'left',
  top: 'bottom',
  bottom: 'top',
};

/** Items whose picture can be cropped and coloured: videos and images. */
export const isCroppable = (item: Pick<TimelineItem, 'type'>): boolean =>
  item.type === 'videos' || item.type === 'images';

/** Items that can be turned and flipped: pictures and titles. */
export const isTurnable = (item: Pick<TimelineItem, 'type'>): boolean =>
  isCroppable(item) || item.type === 'text';

const round = (value: number, places: number) => {
  const k = 10 ** places;
  return Math.round(value * k) / k;
};
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Whether two opposite edges leave enough of the axis (the schema's own test). */
const pairFits = (a: number, b: number) => a + b <= CROP_PAIR_MAX;

/**
 * A crop within the limits: each edge 0..0.9 (not a number is 0), to 4 decimals; when opposite
 * edges together cut more than 95 %, the edges that `changed` names give way (both, evenly, when
 * both changed or neither is named).
 */
export function clampCrop(crop: Crop, changed: readonly CropEdge[] = CROP_EDGES): Crop {
  const next = { ...crop };
  for (const edge of CROP_EDGES) {
    const value = next[edge];
    next[edge] = Number.isFinite(value) ? round(clamp(value, 0, CROP_EDGE_MAX), 4) : 0;
  }
  for (const [a, b] of [
    ['left', 'right'],
    ['top', 'bottom'],
  ] as const) {
    if (pairFits(next[a], next[b])) continue;
    const aGives = changed.includes(a);
    const bGives = changed.includes(b);
    if (aGives === bGives) {
      const excess = next[a] + next[b] - CROP_PAIR_MAX;
      next[a] = round(next[a] - excess / 2, 4);
      next[b] = round(next[b] - excess / 2, 4);
    } else {
      const giver = aGives ? a : b;
      next[giver] = round(CROP_PAIR_MAX - next[OPPOSITE[giver]], 4);
    }
    // Rounding may land a hair over: take a ten-thousandth more from the edge that gave way.
    while (!pairFits(next[a], next[b])) {
      const giver = bGives && !aGives ? b : a;
      next[giver] = round(next[giver] - 0.0001, 4);
    }
  }
  return next;
}

export const isUncropped = (crop: Crop | undefined): boolean =>
  !crop || CROP_EDGES.every((edge) => crop[edge] === 0);

/** Degrees in (−180, 180], to a tenth of a degree (not a number is 0). */
export function normalizeRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  let turned = round(degrees, 1) % 360;
  if (turned <= -180) turned += 360;
  if (turned > 180) turned -= 360;
  return turned === 0 ? 0 : round(turned, 1);
}

const clampSlider = (value: number | undefined, fallback: number) =>
  value === undefined ? fallback : Number.isFinite(value) ? round(clamp(value, -1, 1), 3) : 0;

export const isNeutralColour = (colour: ColourAdjust | undefined): boolean =>
  !colour ||
  (colour.brightness === 0 &&
    colour.contrast === 0 &&
    colour.saturation === 0 &&
    colour.temperature === 0 &&
    colour.look === 'none');

function updateItem(
  document: TimelineDocument,
  itemId: string,
  label: string,
  accepts: (item: TimelineItem) => boolean,
  change: (item: TimelineItem) => TimelineItem,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found || !accepts(found.item)) return unchanged(document);
  const next = change(found.item);
  if (JSON.stringify(next) === JSON.stringify(found.item)) return unchanged(document);
  const items = found.track.items.slice();
  items[found.index] = next;
  return edited(label, document, withTrackItems(document, found.track.id, items));
}

function withField<K extends 'crop' | 'rotation' | 'flipH' | 'flipV' | 'colour'>(
  item: TimelineItem,
  key: K,
  value: TimelineItem[K] | undefined,
): TimelineItem {
  const next: TimelineItem = { ...item };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * Sets some crop edges (shares of the source, 0..0.9 each) of a video or image; the edges named
 * give way when opposite edges would cut more than 95 %. A crop of nothing is saved as none.
 */
export const setItemCrop = (
  document: TimelineDocument,
  itemId: string,
  crop: Partial<Crop>,
): EditResult =>
  updateItem(document, itemId, 'crop picture', isCroppable, (item) => {
    const changed = CROP_EDGES.filter((edge) => crop[edge] !== undefined);
    const next = clampCrop({ ...NO_CROP, ...item.crop, ...crop }, changed);
    return withField(item, 'crop', isUncropped(next) ? undefined : next);
  });

export const resetItemCrop = (document: TimelineDocument, itemId: string): EditResult =>
  updateItem(document, itemId, 'reset crop', isCroppable, (item) =>
    withField(item, 'crop', undefined),
  );

/** Turns a picture or title to `degrees` clockwise (kept in −180..180, 0.1° steps). */
export const setItemRotation = (
  document: TimelineDocument,
  itemId: string,
  degrees: number,
): EditResult =>
  updateItem(document, itemId, 'rotate', isTurnable, (item) => {
    const next = normalizeRotation(degrees);
    return withField(item, 'rotation', next === 0 ? undefined : next);
  });

/** Turns a picture or title by `degrees` more (±90 for the quarter-turn buttons). */
export const rotateItem = (
  document: TimelineDocument,
  itemId: string,
  degrees: number,
): EditResult => {
  const item = locateItem(document, itemId)?.item;
  if (!item || !Number.isFinite(degrees)) return unchanged(document);
  return setItemRotation(document, itemId, (item.rotation ?? 0) + degrees);
};

/** Mirrors a picture or title left-right ('h') or upside down ('v'); again puts it back. */
export const flipItem = (document: TimelineDocument, itemId: string, axis: 'h' | 'v'): EditResult =>
  updateItem(
    document,
    itemId,
    axis === 'h' ? 'flip horizontal' : 'flip vertical',
    isTurnable,
    (item) => {
      const key = axis === 'h' ? 'flipH' : 'flipV';
      return withField(item, key, item[key] ? undefined : true);
    },
  );

/**
 * Sets some of a video's or image's colour sliders (each −1..1, to 3 decimals) and its look (a
 * look that does not exist is ignored). Neutral colour is saved as none.
 */
export const setItemColour = (
  document: TimelineDocument,
  itemId: string,
  colour: Partial<ColourAdjust>,
): EditResult =>
  updateItem(document, itemId, 'colour', isCroppable, (item) => {
    const current = { ...NEUTRAL_COLOUR, ...item.colour };
    const next: ColourAdjust = {
      brightness: clampSlider(colour.brightness, current.brightness),
      contrast: clampSlider(colour.contrast, current.contrast),
      saturation: clampSlider(colour.saturation, current.saturation),
      temperature: clampSlider(colour.temperature, current.temperature),
      look:
        colour.look !== undefined && COLOUR_LOOKS.includes(colour.look)
          ? colour.look
          : current.look,
    };
    return withField(item, 'colour', isNeutralColour(next) ? undefined : next);
  });

export const resetItemColour = (document: TimelineDocument, itemId: string): EditResult =>
  updateItem(document, itemId, 'reset colour', isCroppable, (item) =>
    withField(item, 'colour', undefined),
  );

import {
  CENTRED_PAN,
  PICTURE_FITS,
  withTrackItems,
  type Pan,
  type PictureFit,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { edited, unchanged, type EditResult } from '../commands/edit-result';
import { locateItem } from '../commands/locate-item';

/** Whether an item is a picture with a fit and a pan (videos and images). */
export const hasPicture = (item: Pick<TimelineItem, 'type'>): boolean =>
  item.type === 'videos' || item.type === 'images';

const clampPanAxis = (value: number) =>
  Number.isFinite(value) ? Math.round(Math.min(1, Math.max(-1, value)) * 10_000) / 10_000 : 0;

/** A pan with each axis in −1..1 (not a number is centred), to 4 decimals. */
export const clampPan = (pan: Pan): Pan => ({ x: clampPanAxis(pan.x), y: clampPanAxis(pan.y) });

const isCentred = (pan: Pan) => pan.x === 0 && pan.y === 0;

/**
 * The item as it is saved with a fit and a pan: the defaults ('fit', centred) are left out, as
 * an item that never had them reads them.
 */
export function withFraming(item: TimelineItem, fit: PictureFit, pan: Pan): TimelineItem {
  const { fit: _fit, pan: _pan, ...rest } = item;
  return {
    ...rest,
    ...(fit === 'fit' ? {} : { fit }),
    ...(isCentred(pan) ? {} : { pan }),
  };
}

function updatePicture(
  document: TimelineDocument,
  itemId: string,
  label: string,
  change: (item: TimelineItem) => TimelineItem,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found || !hasPicture(found.item)) return unchanged(document);
  const next = change(found.item);
  if (next.fit === found.item.fit && samePan(next.pan, found.item.pan)) return unchanged(document);
  const items = found.track.items.slice();
  items[found.index] = next;
  return edited(label, document, withTrackItems(document, found.track.id, items));
}

const samePan = (a: Pan | undefined, b: Pan | undefined) =>
  (a?.x ?? 0) === (b?.x ?? 0) && (a?.y ?? 0) === (b?.y ?? 0);

/** How a video or image meets its frame: whole, covering it (cropped) or stretched. */
export const setItemFit = (
  document: TimelineDocument,
  itemId: string,
  fit: PictureFit,
): EditResult =>
  PICTURE_FITS.includes(fit)
    ? updatePicture(document, itemId, 'set fit', (item) =>
        withFraming(item, fit, item.pan ?? CENTRED_PAN),
      )
    : unchanged(document);

/** Which part of an overflowing picture shows; each axis is clamped to −1..1. */
export const setItemPan = (document: TimelineDocument, itemId: string, pan: Pan): EditResult =>
  updatePicture(document, itemId, 'pan picture', (item) =>
    withFraming(item, item.fit ?? 'fit', clampPan(pan)),
  );

import { itemEnd, withTrackItems, type TimelineDocument } from '../document';
import { MIN_ITEM_DURATION } from '../timeline-numbers';
import { splitCaption } from '../captions/caption-commands';
import { relinkCaptionsAfterSplit } from '../captions/follow-audio';
import { edited, unchanged, type EditContext, type EditResult } from './edit-result';
import { locateItem } from './locate-item';

/**
 * Splits an item at the playhead, only when the playhead is strictly inside it
 * and both halves keep at least 100 ms. The left half
 * keeps the id and trim; the right half gets a new id and a trim advanced by the cut.
 */
export function splitItem(
  document: TimelineDocument,
  itemId: string,
  playhead: number,
  context: Pick<EditContext, 'newId'>,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found) return unchanged(document);
  const { item, track, index } = found;
  if (item.type === 'caption') return splitCaption(document, itemId, { time: playhead }, context);
  const at = Math.round(playhead);
  // Both halves must stay at least 100 ms long (the spec's minimum item).
  if (at < item.startTime + MIN_ITEM_DURATION || at > itemEnd(item) - MIN_ITEM_DURATION)
    return unchanged(document);
  const cut = at - item.startTime;
  // A fade belongs to the item's own end: the left half keeps the fade in, the right the fade out.
  const { fadeOut: _leftLoses, ...leftItem } = item;
  const { fadeIn: _rightLoses, ...rightItem } = item;
  const left = { ...leftItem, duration: cut };
  const right = {
    ...rightItem,
    id: context.newId(),
    startTime: at,
    duration: item.duration - cut,
    trimStart: item.trimStart + cut,
  };
  const items = track.items.slice();
  items.splice(index, 1, left, right);
  let next = withTrackItems(document, track.id, items);
  if (item.type === 'audios') next = relinkCaptionsAfterSplit(next, item.id, right.id, at);
  return edited('split item', document, next);
}

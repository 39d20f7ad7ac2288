import { itemEnd, withTrackItems, type TimelineDocument } from '../document';
import { MIN_ITEM_DURATION } from '../timeline-numbers';
import { splitCaption } from '../captions/caption-commands';
import { relinkCaptionsAfterSplit } from '../captions/follow-audio';
import { edited, unchanged, type EditContext, type EditResult } from './edit-result';
import { locateItem } from './locate-item';
import { itemSpeed } from '../speed/source-time';
import { withKeyframesClipped } from '../keyframes/clip-keyframes';

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
  // A fade (a transition) belongs to the item's own end: the left half keeps the fade in (the
  // transition in), the right the fade out (the transition out).
  const { fadeOut: _leftLoses, transitionOut: _leftLosesOut, ...leftItem } = item;
  const { fadeIn: _rightLoses, transitionIn: _rightLosesIn, ...rightItem } = item;
  // Each half keeps its own keys, with one added at the cut so both look the same there.
  const left = withKeyframesClipped({ ...leftItem, duration: cut }, 0, cut);
  const right = {
    ...rightItem,
    id: context.newId(),
    startTime: at,
    duration: item.duration - cut,
    // At speed the source runs `speed` ms per timeline ms; a freeze frame's halves hold one frame.
    trimStart:
      item.freezeFrame !== undefined
        ? item.trimStart
        : item.trimStart + Math.round(cut * itemSpeed(item)),
  };
  const items = track.items.slice();
  items.splice(index, 1, left, withKeyframesClipped(right, cut, item.duration));
  let next = withTrackItems(document, track.id, items);
  if (item.type === 'audios') next = relinkCaptionsAfterSplit(next, item.id, right.id, at);
  return edited('split item', document, next);
}

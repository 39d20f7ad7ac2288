import {
  DEFAULT_TEXT,
  withTrackItems,
  type TextContent,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { edited, unchanged, type EditResult } from '../commands/edit-result';
import { locateItem } from '../commands/locate-item';

/**
 * One edit of a title: `change` gets the item and its text (defaults filled in) and returns the
 * item's next state. Nothing happens to items that are not text, or when nothing changed.
 */
export function updateTitleItem(
  document: TimelineDocument,
  itemId: string,
  label: string,
  change: (item: TimelineItem, text: TextContent) => TimelineItem,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found || found.item.type !== 'text') return unchanged(document);
  const next = change(found.item, { ...DEFAULT_TEXT, ...found.item.text });
  if (JSON.stringify(next) === JSON.stringify(found.item)) return unchanged(document);
  const items = found.track.items.slice();
  items[found.index] = next;
  return edited(label, document, withTrackItems(document, found.track.id, items));
}

/** One edit of a title's text alone. */
export const updateTitle = (
  document: TimelineDocument,
  itemId: string,
  label: string,
  change: (text: TextContent) => TextContent,
): EditResult =>
  updateTitleItem(document, itemId, label, (item, text) => ({ ...item, text: change(text) }));

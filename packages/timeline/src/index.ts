export * from './timeline-numbers';
export * from './document';
export { parseDocument, MIGRATIONS, type ParseResult } from './parse-document';
export { addTrack, chooseTrack, defaultTrackType, trackAccepts } from './tracks';
export type { EditContext, EditRecord, EditResult } from './commands/edit-result';
export { addItem, defaultDuration, toItemType, type NewItem } from './commands/add-item';
export { placeItem, type PlaceOptions, type Placement } from './commands/place-item';
export { moveItem, nudgeItem, type MoveMode, type MoveTarget } from './commands/move-item';
export { resizeItem, type ResizeEdge } from './commands/resize-item';
export { splitItem } from './commands/split-item';
export { relinkMedia } from './commands/relink-media';
export { itemsInRange } from './track-items';
export { copyItem, pasteItem } from './commands/clipboard';
export { deleteItem, rippleDeleteItem } from './commands/delete-item';
export {
  clampOverlayTransform,
  setItemOpacity,
  setItemText,
  setItemVolume,
  TEXT_FONT_SIZE,
  setOverlayTransform,
  type PreviewSize,
} from './commands/item-properties';
export { dropItem, previewDrop, type DropMode, type DropPreview } from './commands/drop-item';
export * from './history';
export {
  advancePlayhead,
  clampSeek,
  skipPlayhead,
  whatPlaysAt,
  type PlayingItem,
} from './playback';
export { snapSpan, snapTime, type SnapOptions } from './snapping';
export * from './view';
export { headerStatus, type TimelineMode } from './modes';

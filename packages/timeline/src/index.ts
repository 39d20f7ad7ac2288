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
export { itemSpeed, sourceSpan, sourceTimeAt } from './speed/source-time';
export {
  itemBeforeCut,
  trackLayersAt,
  transitionLength,
  transitionOverhangs,
  type ActiveTransition,
  type TransitionLayer,
} from './transitions/active-transitions';
export { timelineDocumentSchema } from './parse-document';
export { snapSpan, snapTime, type SnapOptions } from './snapping';
export * from './view';
export { headerStatus, type TimelineMode } from './modes';
export type {
  CaptionContent,
  CaptionHighlight,
  CaptionPosition,
  CaptionStyle,
  CaptionWord,
} from './captions/caption-types';
export * from './captions/caption-presets';
export {
  assembleVideo,
  TITLE_CARD_DURATION,
  type AssemblyMedia,
  type AssemblyPlan,
  type AssemblyResult,
  type AssemblySection,
} from './assembly/assemble-video';
export { chaptersOf, YOUTUBE_CHAPTERS, type AssemblyChapter } from './assembly/chapters';
export { DEFAULT_CAPTION_STYLE } from './captions/default-caption-style';
export {
  addCaptionsFromCues,
  addCaptionsFromWords,
  editCaptionText,
  mergeCaptions,
  shiftCaptions,
  splitCaption,
  type CaptionSplitPoint,
  type CaptionsFromWordsOptions,
  type Cue,
} from './captions/caption-commands';
export { absoluteWords, captionText } from './captions/caption-items';
export {
  CAPTION_LIMITS,
  DEFAULT_GROUPING,
  groupWords,
  normalizeWords,
  type GroupingOptions,
  type SpokenWord,
} from './captions/caption-words';
export { captionsFollowAudio } from './captions/follow-audio';
export {
  cuesFromCaptions,
  cuesFromWords,
  formatTimestamp,
  parseSrt,
  parseSubtitles,
  parseWebVtt,
  toSrt,
  toWebVtt,
  type CueOptions,
  type SubtitleParseResult,
} from './captions/subtitle-files';
export { sanitizeCaptionStyle, setCaptionStyle } from './captions/set-caption-style';
export {
  isSpeech,
  makesSound,
  mergeSpans,
  speechSpans,
  SPEECH_MERGE_GAP_MS,
  type Span,
} from './sound/speech-spans';
export {
  dbToGain,
  DUCK_ATTACK_MS,
  DUCK_RELEASE_MS,
  duckingAmountAt,
  duckingDepthDb,
  duckingGainAt,
  effectiveFades,
  gainToDb,
  isDucked,
  itemFadeAt,
  itemGainAt,
  itemGainEnvelope,
} from './sound/gain-envelope';
export { setDuckingDb, setItemAudioRole, setItemFades } from './sound/sound-commands';
export * from './format/frame-format';
export { changeFormat, TITLE_CHAR_WIDTH } from './format/change-format';
export { clampPan, hasPicture, setItemFit, setItemPan } from './format/picture-fit';
export {
  createLoudnessMeter,
  integratedLoudness,
  normalizeLoudness,
  truePeak,
  type LoudnessMeter,
  type LoudnessProgress,
  type LoudnessReport,
  type LoudnessTarget,
} from './sound/loudness';

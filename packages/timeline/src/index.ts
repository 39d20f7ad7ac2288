export * from './timeline-numbers';
export * from './document';
export { parseDocument, MIGRATIONS, type ParseResult } from './parse-document';
export { addTrack, chooseTrack, defaultTrackType, trackAccepts } from './tracks';
export {
  deleteTrack,
  moveTrack,
  renameTrack,
  setMasterVolume,
  setTrackFlag,
  trackBand,
  TRACK_NAME_MAX,
  whyTrackStays,
  type TrackFlag,
} from './track-controls/track-commands';
export { isItemLocked, isLocked, lockedTrackTouched } from './track-controls/track-lock';
export { audibleTrackIds, masterGain, visibleTrackIds } from './track-controls/track-rules';
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
export * from './keyframes';
export {
  canChangeSpeed,
  clampSpeed,
  FREEZE_FRAME_MS,
  freezeFrame,
  longestAtSpeed,
  setItemSpeed,
  SPEED_PRESETS,
} from './speed/speed-commands';
export {
  itemBeforeCut,
  trackLayersAt,
  transitionLength,
  transitionOverhangs,
  type ActiveTransition,
  type TransitionLayer,
} from './transitions/active-transitions';
export {
  DEFAULT_TRANSITION_MS,
  dropTransition,
  setTransition,
  TRANSITION_DROP_TOLERANCE_MS,
  transitionTargetAt,
  type TransitionEdge,
  type TransitionTarget,
} from './transitions/transition-commands';
export { fitTransitionLength, takesTransition } from './transitions/fit-transitions';
export {
  crossfadeGainAt,
  equalPowerIn,
  equalPowerOut,
  soundOverhang,
} from './transitions/transition-gain';
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
  clampCrop,
  CROP_EDGE_MAX,
  CROP_EDGES,
  CROP_PAIR_MAX,
  flipItem,
  isCroppable,
  isNeutralColour,
  isTurnable,
  isUncropped,
  normalizeRotation,
  resetItemColour,
  resetItemCrop,
  rotateItem,
  setItemColour,
  setItemCrop,
  setItemRotation,
  type CropEdge,
} from './picture/picture-commands';
export {
  createLoudnessApplier,
  createLoudnessMeter,
  integratedLoudness,
  memorySignal,
  normalizeLoudness,
  planLoudness,
  truePeak,
  type LoudnessMeter,
  type LoudnessPlan,
  type LoudnessProgress,
  type LoudnessReport,
  type LoudnessTarget,
  type SignalSource,
} from './sound/loudness';
export {
  resolvedTextStyle,
  sanitizeTextPatch,
  TEXT_BOX_PADDING,
  TEXT_STYLE_LIMITS,
  TITLE_FONT_FAMILIES,
  TITLE_FONT_WEIGHTS,
  TITLE_STYLE_DEFAULTS,
  type TitleFontFamily,
} from './text/text-style';
export {
  animationFrame,
  BLUR_START_PX,
  DEFAULT_TEXT_ANIMATION_MS,
  fitAnimation,
  isAtRest,
  RISE_DISTANCE,
  setTextAnimation,
  SLIDE_DISTANCE,
  textAnimationAt,
  typedLength,
  type TextAnimationFrame,
} from './text/text-animation';
export {
  applyTextPreset,
  presetTransform,
  TEXT_PRESET_IDS,
  TEXT_PRESETS,
  TITLE_SAFE_MARGINS,
  withTextPreset,
  type TextPlacement,
  type TextPreset,
  type TextPresetId,
} from './text/text-presets';

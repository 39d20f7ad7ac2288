import type { CaptionContent, CaptionStyle } from './captions/caption-types';
import { DEFAULT_CAPTION_STYLE } from './captions/default-caption-style';
import { DEFAULT_TOTAL_DURATION, TOTAL_EXTENSION } from './timeline-numbers';
import { fitTransitions } from './transitions/fit-transitions';

/** Library media kinds (plural, as the library stores them), titles typed in the editor, captions. */
export type ItemType = 'videos' | 'images' | 'audios' | 'text' | 'caption';
export type TrackType = 'caption' | 'overlay' | 'main' | 'audio';

/** How a title's text lines up in its box. */
export type TextAlign = 'left' | 'center' | 'right';
export const TEXT_ALIGNS: readonly TextAlign[] = ['left', 'center', 'right'];

/** A title's background box: one around all its lines, one per line, or a band across the frame. */
export type TextBoxShape = 'block' | 'lines' | 'bar';
export const TEXT_BOX_SHAPES: readonly TextBoxShape[] = ['block', 'lines', 'bar'];

/** How a title comes in or goes out (each mirrored for the way out). */
export type TextAnimationKind = 'fade' | 'slide' | 'pop' | 'typewriter' | 'rise' | 'blur';
export const TEXT_ANIMATION_KINDS: readonly TextAnimationKind[] = [
  'fade',
  'slide',
  'pop',
  'typewriter',
  'rise',
  'blur',
];
export interface TextAnimation {
  kind: TextAnimationKind;
  /** ms, 100–3 000 (and never more than the item) */
  duration: number;
}
export const TEXT_ANIMATION_MS = { min: 100, max: 3_000 } as const;

/**
 * A title drawn on the preview: what it says and how it looks. Only content, size and colour are
 * required: a title saved before the text inspector existed draws as it always did (bold Inter,
 * centred, a soft dark shadow, no outline, no box).
 */
export interface TextContent {
  content: string;
  /** px at the 1280-px-wide reference frame; the preview and export scale it */
  fontSize: number;
  /** CSS hex colour, #rrggbb */
  color: string;
  /** one of the shipped families (the caption fonts); absent is Inter */
  fontFamily?: string;
  /** 100–900; absent is 700 */
  fontWeight?: number;
  /** #rrggbb; drawn only when outlineWidth > 0 */
  outlineColor?: string;
  /** px at the reference frame, 0–20; absent is 0 */
  outlineWidth?: number;
  /** the soft dark shadow under the letters; absent is on */
  shadow?: boolean;
  /** a box behind the text, #rrggbb; drawn only when backgroundOpacity > 0 */
  backgroundColor?: string;
  /** 0–1; absent is 0 (no box) */
  backgroundOpacity?: number;
  /** the box's shape: one around all lines, one per line, or a band across the frame; absent is 'block' */
  backgroundBox?: TextBoxShape;
  /** absent is 'center' */
  align?: TextAlign;
  /** line height as a multiple of the font size, 0.8–3; absent is 1.2 */
  lineHeight?: number;
  /** the text preset it was made from ('lower-third', 'big-title', 'subtitle-bar'), if any */
  preset?: string;
  animationIn?: TextAnimation;
  animationOut?: TextAnimation;
}

/** Who made an item, when not the creator by hand. */
export type ItemOrigin = 'assembly';

/** The frame's shape: landscape (the default), vertical Shorts / TikTok / Reels, square, portrait feed. */
export type VideoFormat = '16:9' | '9:16' | '1:1' | '4:5';
export const VIDEO_FORMATS: readonly VideoFormat[] = ['16:9', '9:16', '1:1', '4:5'];
export const DEFAULT_VIDEO_FORMAT: VideoFormat = '16:9';

/** How a picture meets its frame: whole (letterboxed), covering it (cropped), or stretched to it. */
export type PictureFit = 'fit' | 'fill' | 'stretch';
export const PICTURE_FITS: readonly PictureFit[] = ['fit', 'fill', 'stretch'];
export const DEFAULT_PICTURE_FIT: PictureFit = 'fit';

/**
 * Which part of a picture that overflows its frame ('fill') shows: −1 is the left (top) edge, 0
 * the centre, 1 the right (bottom) edge, on each axis.
 */
export interface Pan {
  x: number;
  y: number;
}
export const CENTRED_PAN: Pan = { x: 0, y: 0 };

/** What a sound is, for the mix: speech ducks the rest; music is ducked under speech. */
export type AudioRole = 'voice' | 'music';

/** Fades are 0–5 s long. */
export const MAX_FADE_MS = 5_000;
/** How far music (and other sound under a voice-over) drops while someone speaks, dB. */
export const DEFAULT_DUCKING_DB = 12;
export const MAX_DUCKING_DB = 30;

/** How one item gives way to the next on its track (or comes from / goes to nothing). */
export type TransitionKind =
  | 'crossfade'
  | 'dip-black'
  | 'dip-white'
  | 'wipe-left'
  | 'wipe-right'
  | 'wipe-up'
  | 'wipe-down'
  | 'slide-left'
  | 'slide-right'
  | 'slide-up'
  | 'slide-down';
export const TRANSITION_KINDS: readonly TransitionKind[] = [
  'crossfade',
  'dip-black',
  'dip-white',
  'wipe-left',
  'wipe-right',
  'wipe-up',
  'wipe-down',
  'slide-left',
  'slide-right',
  'slide-up',
  'slide-down',
];
/**
 * A transition at an item's start (`transitionIn`) or end (`transitionOut`). A `transitionIn` on
 * an item whose track has another item ending exactly at its start is a transition on that cut:
 * it begins at the cut and lasts `duration`, the outgoing item playing on under it (its source
 * past its out-point when it has one, else its last frame held). Otherwise the item comes from
 * (goes to) nothing over its first (last) `duration` ms.
 */
export interface Transition {
  kind: TransitionKind;
  /** ms, 100–3 000, never longer than the item */
  duration: number;
}
export const TRANSITION_MS = { min: 100, max: 3_000 } as const;

/** Playback speed of a video or audio item: 0.25×–4×; the item's length is its source span / speed. */
export const SPEED_LIMITS = { min: 0.25, max: 4 } as const;

/** Share of the source cut from each edge (0–0.9; opposite edges together leave at least 5 %). */
export interface Crop {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
export const NO_CROP: Crop = { left: 0, top: 0, right: 0, bottom: 0 };

/** What keyframes can animate. x, y, scale are the item's transform; rotation in degrees. */
export type KeyframeProperty = 'x' | 'y' | 'scale' | 'rotation' | 'opacity' | 'volume';
export const KEYFRAME_PROPERTIES: readonly KeyframeProperty[] = [
  'x',
  'y',
  'scale',
  'rotation',
  'opacity',
  'volume',
];
/** How the value travels from this keyframe to the next; 'hold' keeps it until the next. */
export type Easing = 'linear' | 'ease-in' | 'ease-out' | 'ease-in-out' | 'hold';
export const EASINGS: readonly Easing[] = ['linear', 'ease-in', 'ease-out', 'ease-in-out', 'hold'];
export interface Keyframe {
  /** ms from the item's start (0..duration) */
  time: number;
  value: number;
  easing: Easing;
}
/** Per property, sorted by time, at most one keyframe per time. */
export type Keyframes = Partial<Record<KeyframeProperty, readonly Keyframe[]>>;

/** A ready-made grade applied after the sliders. */
export type ColourLook = 'none' | 'warm' | 'cool' | 'mono' | 'vivid' | 'film';
export const COLOUR_LOOKS: readonly ColourLook[] = [
  'none',
  'warm',
  'cool',
  'mono',
  'vivid',
  'film',
];
/** A picture's colour: each slider −1..1 with 0 unchanged. */
export interface ColourAdjust {
  brightness: number;
  contrast: number;
  saturation: number;
  /** −1 cool (blue) … 1 warm (orange) */
  temperature: number;
  look: ColourLook;
}
export const NEUTRAL_COLOUR: ColourAdjust = {
  brightness: 0,
  contrast: 0,
  saturation: 0,
  temperature: 0,
  look: 'none',
};

/** The mix's master volume: 0–2 (0 % – 200 %), 1 unchanged. */
export const MASTER_VOLUME_MAX = 2;

export interface OverlayTransform {
  x: number;
  y: number;
  scale: number;
  opacity: number;
}

export interface TimelineItem {
  id: string;
  mediaId: string;
  name: string;
  url: string;
  type: ItemType;
  trackId: string;
  trackType: TrackType;
  /** ms from the timeline start */
  startTime: number;
  /** ms */
  duration: number;
  /** ms into the source where the item begins (grows when the left edge is trimmed) */
  trimStart: number;
  /** ms length of the source, when known; bounds trimming of videos and audio */
  sourceDuration?: number;
  volume: number;
  opacity: number;
  transform?: OverlayTransform;
  /** only on 'text' items */
  text?: TextContent;
  /** only on 'caption' items: the words shown and when each is spoken */
  caption?: CaptionContent;
  /** 'assembly' on what 'Build my video' made, so running it again replaces only that */
  origin?: ItemOrigin;
  /** videos and images: how the picture meets its frame; absent is 'fit' */
  fit?: PictureFit;
  /** videos and images: which part of an overflowing picture shows; absent is centred */
  pan?: Pan;
  /** ms of fade in from silence / black at the item's start (0–5 s) */
  fadeIn?: number;
  /** ms of fade out at the item's end (0–5 s) */
  fadeOut?: number;
  /** audio and video sound: 'voice' ducks the rest, 'music' is ducked; absent is decided by the mix */
  audioRole?: AudioRole;
  /** videos and audio: 0.25–4, absent is 1; the item plays `duration × speed` ms of its source */
  speed?: number;
  /** videos: a freeze frame, holding the source's picture at this ms (no sound) for the item's length */
  freezeFrame?: number;
  /** videos and images: share cut from each edge of the source */
  crop?: Crop;
  /** pictures and titles: degrees clockwise about the centre, −360..360; absent is 0 */
  rotation?: number;
  flipH?: boolean;
  flipV?: boolean;
  /** animated properties; a property with keyframes ignores its static value */
  keyframes?: Keyframes;
  /** videos and images: colour adjustments and look */
  colour?: ColourAdjust;
  /** how the item comes in: from the item ending at its start on its track, else from nothing */
  transitionIn?: Transition;
  /** how the item goes out to nothing (a cut into an adjacent item is the next one's transitionIn) */
  transitionOut?: Transition;
}

export interface Track {
  id: string;
  name: string;
  type: TrackType;
  /** sorted by startTime, never overlapping */
  items: readonly TimelineItem[];
  /** only on (and always on) 'caption' tracks: how every caption on it is drawn */
  captionStyle?: CaptionStyle;
  /** its pictures (titles, captions) are not drawn */
  hidden?: boolean;
  /** its sound is not heard */
  muted?: boolean;
  /** while any track is solo, only solo tracks are heard */
  solo?: boolean;
  /** its items cannot be edited, moved, added to or deleted */
  locked?: boolean;
}

export const SCHEMA_VERSION = 5;

export interface TimelineDocument {
  schemaVersion: typeof SCHEMA_VERSION;
  /** the frame's shape; preview, handles, titles, captions and export follow it */
  format: VideoFormat;
  tracks: readonly Track[];
  /** ms */
  totalDuration: number;
  /** dB that music and sound under speech drop while a voice speaks; 0 turns ducking off */
  duckingDb: number;
  /** the whole mix's gain, 0–2 (1 unchanged), applied before the loudness balance */
  masterVolume: number;
}

export const DEFAULT_OVERLAY_TRANSFORM: OverlayTransform = { x: 0, y: 0, scale: 1, opacity: 1 };
export const DEFAULT_TEXT: TextContent = { content: 'Title', fontSize: 64, color: '#ffffff' };

export const CAPTION_TRACK_ID = 'captions';

export const DEFAULT_TRACKS: readonly Track[] = [
  {
    id: CAPTION_TRACK_ID,
    name: 'Captions',
    type: 'caption',
    items: [],
    captionStyle: DEFAULT_CAPTION_STYLE,
  },
  { id: 'overlay-1', name: 'Overlay 1', type: 'overlay', items: [] },
  { id: 'overlay-2', name: 'Overlay 2', type: 'overlay', items: [] },
  { id: 'main-video', name: 'Main Video', type: 'main', items: [] },
  { id: 'audio-1', name: 'Audio 1', type: 'audio', items: [] },
  { id: 'audio-2', name: 'Audio 2', type: 'audio', items: [] },
];

export function createDocument(format: VideoFormat = DEFAULT_VIDEO_FORMAT): TimelineDocument {
  return {
    schemaVersion: SCHEMA_VERSION,
    format,
    tracks: DEFAULT_TRACKS,
    totalDuration: DEFAULT_TOTAL_DURATION,
    duckingDb: DEFAULT_DUCKING_DB,
    masterVolume: 1,
  };
}

export const itemEnd = (item: TimelineItem): number => item.startTime + item.duration;

/** Videos and audio play through a source with its own clock, which bounds trimming; stills and titles do not. */
export const hasSourceTimeline = (item: Pick<TimelineItem, 'type'>): boolean =>
  item.type === 'videos' || item.type === 'audios';

export function findTrack(document: TimelineDocument, trackId: string): Track | undefined {
  return document.tracks.find((track) => track.id === trackId);
}

export function findItem(document: TimelineDocument, itemId: string): TimelineItem | undefined {
  for (const track of document.tracks) {
    const item = track.items.find((candidate) => candidate.id === itemId);
    if (item) return item;
  }
  return undefined;
}

export function allItems(document: TimelineDocument): TimelineItem[] {
  return document.tracks.flatMap((track) => track.items);
}

/** End of the last item on any track, 0 when the timeline is empty. */
export function contentEnd(document: TimelineDocument): number {
  let end = 0;
  for (const track of document.tracks) {
    const last = track.items[track.items.length - 1];
    if (last && itemEnd(last) > end) end = itemEnd(last);
  }
  return end;
}

/** Replaces one track's items; grows the total to the last end + 10 s once content passes it. */
export function withTrackItems(
  document: TimelineDocument,
  trackId: string,
  items: readonly TimelineItem[],
): TimelineDocument {
  // Whatever the edit, no transition outlasts its item (`fitTransitions`).
  const fitted = items.map(fitTransitions);
  const tracks = document.tracks.map((track) =>
    track.id === trackId ? { ...track, items: fitted } : track,
  );
  return coverContent({ ...document, tracks });
}

export function coverContent(document: TimelineDocument): TimelineDocument {
  const end = contentEnd(document);
  return end > document.totalDuration
    ? { ...document, totalDuration: end + TOTAL_EXTENSION }
    : document;
}

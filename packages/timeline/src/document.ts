import type { CaptionContent, CaptionStyle } from './captions/caption-types';
import { DEFAULT_CAPTION_STYLE } from './captions/default-caption-style';
import { DEFAULT_TOTAL_DURATION, TOTAL_EXTENSION } from './timeline-numbers';

/** Library media kinds (plural, as the library stores them), titles typed in the editor, captions. */
export type ItemType = 'videos' | 'images' | 'audios' | 'text' | 'caption';
export type TrackType = 'caption' | 'overlay' | 'main' | 'audio';

/** A title drawn on the preview: what it says and how it looks. */
export interface TextContent {
  content: string;
  /** px at the 1280-px-wide reference frame; the preview and export scale it */
  fontSize: number;
  /** CSS hex colour, #rrggbb */
  color: string;
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
}

export interface Track {
  id: string;
  name: string;
  type: TrackType;
  /** sorted by startTime, never overlapping */
  items: readonly TimelineItem[];
  /** only on (and always on) 'caption' tracks: how every caption on it is drawn */
  captionStyle?: CaptionStyle;
}

export const SCHEMA_VERSION = 4;

export interface TimelineDocument {
  schemaVersion: typeof SCHEMA_VERSION;
  /** the frame's shape; preview, handles, titles, captions and export follow it */
  format: VideoFormat;
  tracks: readonly Track[];
  /** ms */
  totalDuration: number;
  /** dB that music and sound under speech drop while a voice speaks; 0 turns ducking off */
  duckingDb: number;
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
  const tracks = document.tracks.map((track) =>
    track.id === trackId ? { ...track, items } : track,
  );
  return coverContent({ ...document, tracks });
}

export function coverContent(document: TimelineDocument): TimelineDocument {
  const end = contentEnd(document);
  return end > document.totalDuration
    ? { ...document, totalDuration: end + TOTAL_EXTENSION }
    : document;
}

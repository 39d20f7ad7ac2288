import {
  DEFAULT_TEXT,
  type AudioRole,
  findTrack,
  itemEnd,
  withTrackItems,
  type ItemType,
  type TextContent,
  type TimelineDocument,
  type TimelineItem,
  type Track,
} from '../document';
import { DEFAULT_IMAGE_DURATION, DEFAULT_MEDIA_DURATION } from '../timeline-numbers';
import { insertSorted, isFree } from '../track-items';
import { chooseTrack, trackAccepts } from '../tracks';
import { edited, type EditResult } from './edit-result';

/** What the library (or the editor's 'Add text') hands the timeline. */
export interface NewItem {
  id: string;
  /** the library file's id; empty for text */
  mediaId: string;
  name: string;
  url: string;
  /** plural as the library stores it; the singular ('video', 'image', 'audio') is accepted too */
  type: ItemType | 'video' | 'image' | 'audio';
  /** the media's own length in ms; videos and audio use it as their default duration */
  sourceDuration?: number;
  /** defaults to the first track of the item's kind */
  trackId?: string;
  /** for text items; missing fields take DEFAULT_TEXT's */
  text?: Partial<TextContent>;
  /** sound items: 'voice' for a voice-over (it ducks the rest), 'music' for a music bed */
  audioRole?: AudioRole;
}

const SINGULAR: Record<string, ItemType> = { video: 'videos', image: 'images', audio: 'audios' };

/** The plural item type for a plural or singular name, or undefined for anything else. */
export function toItemType(value: unknown): ItemType | undefined {
  if (typeof value !== 'string') return undefined;
  if (value in SINGULAR) return SINGULAR[value];
  return value === 'videos' ||
    value === 'images' ||
    value === 'audios' ||
    value === 'text' ||
    value === 'caption'
    ? value
    : undefined;
}

export function defaultDuration(type: ItemType, sourceDuration?: number): number {
  if (type === 'images') return DEFAULT_IMAGE_DURATION;
  if (type === 'text') return DEFAULT_MEDIA_DURATION;
  return sourceDuration && sourceDuration > 0 ? Math.round(sourceDuration) : DEFAULT_MEDIA_DURATION;
}

/** The timeline item a library file (or a title) becomes on `track` at `startTime`. */
export function buildItem(
  input: NewItem,
  type: ItemType,
  track: Track,
  startTime: number,
  duration: number,
): TimelineItem {
  const hasSource = (type === 'videos' || type === 'audios') && input.sourceDuration !== undefined;
  return {
    id: input.id,
    mediaId: input.mediaId,
    name: input.name,
    url: input.url,
    type,
    trackId: track.id,
    trackType: track.type,
    startTime,
    duration,
    trimStart: 0,
    ...(hasSource ? { sourceDuration: Math.round(input.sourceDuration!) } : {}),
    volume: 1,
    opacity: 1,
    ...(type === 'text' ? { text: { ...DEFAULT_TEXT, ...input.text } } : {}),
    ...((type === 'videos' || type === 'audios') && input.audioRole
      ? { audioRole: input.audioRole }
      : {}),
  };
}

/**
 * Adds a library item at `currentTime` if that stretch of its track is free, else right after
 * the last item on the track. Throws when the name or type is missing or no track fits.
 */
export function addItem(
  document: TimelineDocument,
  input: NewItem,
  currentTime: number,
): EditResult {
  const type = toItemType(input.type);
  if (!input.name || !type) throw new Error('An item needs a name and a type');
  if (type === 'caption') throw new Error('Captions are made from words (addCaptions)');
  const track = input.trackId ? findTrack(document, input.trackId) : chooseTrack(document, type);
  if (!track || !trackAccepts(track.type, type)) throw new Error(`No track for ${type}`);
  const duration = defaultDuration(type, input.sourceDuration);
  const at = Math.max(0, Math.round(currentTime));
  const last = track.items[track.items.length - 1];
  const startTime = isFree(track.items, at, duration) ? at : last ? itemEnd(last) : 0;
  const item = buildItem(input, type, track, startTime, duration);
  return edited(
    'add item',
    document,
    withTrackItems(document, track.id, insertSorted(track.items, item)),
  );
}

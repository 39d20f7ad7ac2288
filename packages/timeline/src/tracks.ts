import type { ItemType, TimelineDocument, Track, TrackType } from './document';
import { edited, type EditResult } from './commands/edit-result';

const TRACK_TYPE_FOR_ITEM: Record<ItemType, TrackType> = {
  videos: 'main',
  audios: 'audio',
  images: 'overlay',
  text: 'overlay',
  caption: 'caption',
};

const ITEMS_A_TRACK_ACCEPTS: Record<TrackType, readonly ItemType[]> = {
  main: ['videos', 'images'],
  overlay: ['videos', 'images', 'text'],
  audio: ['audios'],
  caption: ['caption'],
};

/**
 * Which tracks an item may sit on when dragged there: sound only on audio tracks, pictures on
 * the main or overlay tracks, titles only over the picture (overlay tracks), captions only on
 * caption tracks (and nothing else there).
 */
export const trackAccepts = (trackType: TrackType, itemType: ItemType): boolean =>
  ITEMS_A_TRACK_ACCEPTS[trackType].includes(itemType);

/** The kind of track an item goes to by default: videos main, audio audio, images and text overlay. */
export const defaultTrackType = (type: ItemType): TrackType => TRACK_TYPE_FOR_ITEM[type];

/** Videos go to the first main track, audio to the first audio track, images and text to the first overlay, captions to the first caption track (the first unlocked one, when there is one). */
export function chooseTrack(document: TimelineDocument, type: ItemType): Track | undefined {
  const wanted = TRACK_TYPE_FOR_ITEM[type];
  return (
    document.tracks.find((track) => track.type === wanted && track.locked !== true) ??
    document.tracks.find((track) => track.type === wanted)
  );
}

/**
 * Adds an overlay or audio track with id `overlay-<ts>` / `audio-<ts>` from the injected clock,
 * named 'Overlay N' / 'Audio N' where N counts that kind's tracks. Overlay tracks go after the
 * last overlay track, audio tracks at the bottom.
 */
export function addTrack(
  document: TimelineDocument,
  type: 'overlay' | 'audio',
  now: () => number,
): EditResult & { track: Track } {
  const count = document.tracks.filter((track) => track.type === type).length + 1;
  let id = `${type}-${now()}`;
  for (let n = 2; document.tracks.some((track) => track.id === id); n += 1)
    id = `${type}-${now()}-${n}`;
  const track: Track = {
    id,
    name: `${type === 'overlay' ? 'Overlay' : 'Audio'} ${count}`,
    type,
    items: [],
  };
  const tracks = [...document.tracks];
  const lastOverlay = tracks.findLastIndex((candidate) => candidate.type === 'overlay');
  if (type === 'overlay') tracks.splice(lastOverlay + 1, 0, track);
  else tracks.push(track);
  return { ...edited('add track', document, { ...document, tracks }), track };
}

import { MASTER_VOLUME_MAX, type TimelineDocument, type Track } from '../document';
import { edited, unchanged, type EditResult } from '../commands/edit-result';

// The track header's commands, one undo step each. Reordering keeps every track in its kind's
// band, so the picture's layering stays what a creator expects: captions always on top, then the
// overlay tracks (the one listed higher draws over the ones below it), then the main track, then
// the audio tracks. A track moves only among the tracks of its own kind.

/** A track name is trimmed and 1–40 characters long. */
export const TRACK_NAME_MAX = 40;

export type TrackFlag = 'hidden' | 'muted' | 'solo' | 'locked';

function updateTrack(
  document: TimelineDocument,
  trackId: string,
  label: string,
  change: (track: Track) => Track,
): EditResult {
  const index = document.tracks.findIndex((track) => track.id === trackId);
  if (index === -1) return unchanged(document);
  const track = document.tracks[index]!;
  const next = change(track);
  if (next === track) return unchanged(document);
  const tracks = document.tracks.slice();
  tracks[index] = next;
  return edited(label, document, { ...document, tracks });
}

/** Renames a track: the name is trimmed and cut to 40 characters; an empty name changes nothing. */
export function renameTrack(document: TimelineDocument, trackId: string, name: string): EditResult {
  const trimmed = name.trim().slice(0, TRACK_NAME_MAX).trim();
  if (trimmed.length === 0) return unchanged(document);
  return updateTrack(document, trackId, 'rename track', (track) =>
    track.name === trimmed ? track : { ...track, name: trimmed },
  );
}

const FLAG_LABELS: Record<TrackFlag, [on: string, off: string]> = {
  hidden: ['hide track', 'show track'],
  muted: ['mute track', 'unmute track'],
  solo: ['solo track', 'unsolo track'],
  locked: ['lock track', 'unlock track'],
};

/** Turns one of a track's switches on or off (off removes the field, as older documents have it). */
export function setTrackFlag(
  document: TimelineDocument,
  trackId: string,
  flag: TrackFlag,
  on: boolean,
): EditResult {
  return updateTrack(document, trackId, FLAG_LABELS[flag][on ? 0 : 1], (track) => {
    if ((track[flag] === true) === on) return track;
    if (on) return { ...track, [flag]: true };
    const { [flag]: _off, ...rest } = track;
    return rest as Track;
  });
}

/** The tracks of the same kind as `trackId`, top first (its band). */
export function trackBand(document: TimelineDocument, trackId: string): Track[] {
  const track = document.tracks.find((candidate) => candidate.id === trackId);
  return track ? document.tracks.filter((candidate) => candidate.type === track.type) : [];
}

/**
 * Moves a track to position `toIndex` among the tracks of its own kind (0 is the topmost of that
 * kind; clamped to the band). The other tracks keep their places: the band's slots in the track
 * list stay where they were and only their order changes.
 */
export function moveTrack(
  document: TimelineDocument,
  trackId: string,
  toIndex: number,
): EditResult {
  const kind = document.tracks.find((track) => track.id === trackId)?.type;
  const slots: number[] = [];
  document.tracks.forEach((track, index) => {
    if (track.type === kind) slots.push(index);
  });
  const band = slots.map((slot) => document.tracks[slot]!);
  const from = band.findIndex((track) => track.id === trackId);
  if (from === -1 || !Number.isFinite(toIndex)) return unchanged(document);
  const to = Math.min(band.length - 1, Math.max(0, Math.round(toIndex)));
  if (to === from) return unchanged(document);
  const reordered = band.slice();
  const [moved] = reordered.splice(from, 1);
  reordered.splice(to, 0, moved!);
  const tracks = document.tracks.slice();
  slots.forEach((slot, index) => {
    tracks[slot] = reordered[index]!;
  });
  return edited('move track', document, { ...document, tracks });
}

/**
 * Why a track cannot be deleted, or undefined when it can: it must be empty, not locked, and not
 * the last track of its kind (the editor always keeps a caption, overlay, main and audio track).
 */
export function whyTrackStays(
  document: TimelineDocument,
  trackId: string,
): 'missing' | 'not-empty' | 'locked' | 'last-of-kind' | undefined {
  const track = document.tracks.find((candidate) => candidate.id === trackId);
  if (!track) return 'missing';
  if (track.items.length > 0) return 'not-empty';
  if (track.locked === true) return 'locked';
  if (document.tracks.filter((candidate) => candidate.type === track.type).length < 2)
    return 'last-of-kind';
  return undefined;
}

/** Deletes an empty track (see `whyTrackStays` for when it stays). */
export function deleteTrack(document: TimelineDocument, trackId: string): EditResult {
  if (whyTrackStays(document, trackId) !== undefined) return unchanged(document);
  const tracks = document.tracks.filter((track) => track.id !== trackId);
  return edited('delete track', document, { ...document, tracks });
}

/** The mix's master volume, 0–2 (0 % – 200 %), to the hundredth. */
export function setMasterVolume(document: TimelineDocument, volume: number): EditResult {
  if (!Number.isFinite(volume)) return unchanged(document);
  const masterVolume = Math.round(Math.min(MASTER_VOLUME_MAX, Math.max(0, volume)) * 100) / 100;
  if (masterVolume === document.masterVolume) return unchanged(document);
  return edited('master volume', document, { ...document, masterVolume });
}

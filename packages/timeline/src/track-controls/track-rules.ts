import { MASTER_VOLUME_MAX, type TimelineDocument } from '../document';

// What is heard and what is seen, for the preview and the export alike.

/**
 * The tracks whose sound is heard: not muted, and — while any track is solo — solo. (Solo wins
 * over mute on the same track only by being solo: a muted solo track stays silent.)
 */
export function audibleTrackIds(document: Pick<TimelineDocument, 'tracks'>): ReadonlySet<string> {
  const anySolo = document.tracks.some((track) => track.solo === true);
  return new Set(
    document.tracks
      .filter((track) => track.muted !== true && (!anySolo || track.solo === true))
      .map((track) => track.id),
  );
}

/** The tracks whose pictures, titles and captions are drawn: those not hidden. */
export function visibleTrackIds(document: Pick<TimelineDocument, 'tracks'>): ReadonlySet<string> {
  return new Set(document.tracks.filter((track) => track.hidden !== true).map((track) => track.id));
}

/** The whole mix's gain: the document's master volume, 0–2 (1 when absent or not a number). */
export function masterGain(document: Pick<TimelineDocument, 'masterVolume'>): number {
  const volume = document.masterVolume;
  return Number.isFinite(volume) ? Math.min(MASTER_VOLUME_MAX, Math.max(0, volume)) : 1;
}

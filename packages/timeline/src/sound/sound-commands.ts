import {
  MAX_DUCKING_DB,
  MAX_FADE_MS,
  withTrackItems,
  type AudioRole,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { edited, unchanged, type EditResult } from '../commands/edit-result';
import { locateItem } from '../commands/locate-item';
import { makesSound } from './speech-spans';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function updateSoundItem(
  document: TimelineDocument,
  itemId: string,
  label: string,
  change: (item: TimelineItem) => TimelineItem,
): EditResult {
  const found = locateItem(document, itemId);
  if (!found || !makesSound(found.item)) return unchanged(document);
  const next = change(found.item);
  if (JSON.stringify(next) === JSON.stringify(found.item)) return unchanged(document);
  const items = found.track.items.slice();
  items[found.index] = next;
  return edited(label, document, withTrackItems(document, found.track.id, items));
}

/** `item` with `key` set to a whole number of ms, or without it when that is 0. */
function withFade(item: TimelineItem, key: 'fadeIn' | 'fadeOut', ms: number): TimelineItem {
  const { [key]: _dropped, ...rest } = item;
  return ms > 0 ? { ...rest, [key]: ms } : rest;
}

/**
 * Sets a video's or audio item's fade in and / or out (ms). Each is rounded and clamped to
 * 0..5000 and to what the item's length leaves beside the other fade; a value that is not a
 * number is ignored. 0 removes the fade. Does nothing to pictures, titles and captions.
 */
export const setItemFades = (
  document: TimelineDocument,
  itemId: string,
  fades: { fadeIn?: number; fadeOut?: number },
): EditResult =>
  updateSoundItem(document, itemId, 'set fades', (item) => {
    let next = item;
    const set = (key: 'fadeIn' | 'fadeOut', other: 'fadeIn' | 'fadeOut', value?: number) => {
      if (value === undefined || !Number.isFinite(value)) return;
      const room = Math.max(0, item.duration - (next[other] ?? 0));
      next = withFade(next, key, Math.round(clamp(value, 0, Math.min(MAX_FADE_MS, room))));
    };
    set('fadeIn', 'fadeOut', fades.fadeIn);
    set('fadeOut', 'fadeIn', fades.fadeOut);
    return next;
  });

/**
 * Marks a sound as voice (it ducks the rest), music (it is ducked under voices), or undefined:
 * decided by the mix (speech when a caption carries its words, else ducked under speech).
 */
export const setItemAudioRole = (
  document: TimelineDocument,
  itemId: string,
  role: AudioRole | undefined,
): EditResult =>
  updateSoundItem(document, itemId, 'set sound role', (item) => {
    const { audioRole: _dropped, ...rest } = item;
    return role === 'voice' || role === 'music' ? { ...rest, audioRole: role } : rest;
  });

/** How many dB sound under speech drops, rounded to 0.5 dB within 0..30 (0 turns ducking off). */
export function setDuckingDb(document: TimelineDocument, db: number): EditResult {
  if (!Number.isFinite(db)) return unchanged(document);
  const duckingDb = Math.round(clamp(db, 0, MAX_DUCKING_DB) * 2) / 2;
  if (duckingDb === document.duckingDb) return unchanged(document);
  return edited('set ducking', document, { ...document, duckingDb });
}

import { itemSpeed, type TimelineItem } from '@reelwright/timeline';

// How a media element follows an item's speed, for the preview and the real-time export: it
// plays at the item's rate with its pitch kept, and a freeze frame holds one picture, paused.

/** A freeze frame shows its held picture and never plays. */
export const holdsStill = (item: Pick<TimelineItem, 'freezeFrame'>): boolean =>
  item.freezeFrame !== undefined;

type RatedElement = Pick<HTMLMediaElement, 'playbackRate'> & { preservesPitch?: boolean };

/** Sets the element's rate to the item's speed (0.25–4) with its pitch kept. */
export function matchPlaybackSpeed(element: RatedElement, item: Pick<TimelineItem, 'speed'>): void {
  const rate = itemSpeed(item);
  if (element.playbackRate !== rate) element.playbackRate = rate;
  if (element.preservesPitch === false) element.preservesPitch = true;
}

/** Keeps a freeze frame's element paused on `seconds` (seeked once, not while a seek runs). */
export function holdFrame(
  element: Pick<HTMLMediaElement, 'currentTime' | 'seeking' | 'paused' | 'pause'>,
  seconds: number,
): void {
  if (!element.paused) element.pause();
  if (!element.seeking && Math.abs(element.currentTime - seconds) > 1 / 60)
    element.currentTime = seconds;
}

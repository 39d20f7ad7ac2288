import type { Thumbnail } from '@reelwright/contracts';

/** One of the grid's places: waiting for its variation, failed, or holding a ready thumbnail. */
export type Slot =
  | { kind: 'pending' }
  | { kind: 'ready'; thumbnail: Thumbnail }
  | { kind: 'failed'; message: string | null };

export const pendingSlots = (count: number): Slot[] =>
  Array.from({ length: count }, () => ({ kind: 'pending' }));

/** Every slot failed (the whole generation failed, spec §4). */
export const failedSlots = (count: number): Slot[] =>
  Array.from({ length: count }, () => ({ kind: 'failed', message: null }));

/** A thumbnail as a slot: failed ones (`error`, no image) are not selectable. */
export function slotOf(thumbnail: Thumbnail): Slot {
  if (thumbnail.error === true || thumbnail.url === '') {
    return { kind: 'failed', message: thumbnail.errorMessage ?? null };
  }
  return { kind: 'ready', thumbnail };
}

/** The slots with `thumbnail` in its variation's place (1-based); others unchanged. */
export function withThumbnail(slots: readonly Slot[], thumbnail: Thumbnail): Slot[] {
  const index = thumbnail.variation - 1;
  if (index < 0 || index >= slots.length) return [...slots];
  return slots.map((slot, at) => (at === index ? slotOf(thumbnail) : slot));
}

/**
 * The generation's final answer as slots, in variation order. A variation the answer lacks
 * (it should not happen) is failed rather than left waiting.
 */
export function finalSlots(count: number, thumbnails: readonly Thumbnail[]): Slot[] {
  const slots = failedSlots(Math.max(count, thumbnails.length));
  return thumbnails.reduce(withThumbnail, slots);
}

export const readyThumbnails = (slots: readonly Slot[]): Thumbnail[] =>
  slots.flatMap((slot) => (slot.kind === 'ready' ? [slot.thumbnail] : []));

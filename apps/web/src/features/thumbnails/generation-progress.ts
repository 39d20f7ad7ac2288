import type { ThumbnailProgress } from '@reelwright/contracts';

/** Where a generation is: the server's stages, then complete. */
export type GenerationStage = ThumbnailProgress['stage'] | 'complete';

/** How long 'Complete!' stays before the panel is idle again (spec §4). */
export const COMPLETE_HOLD_MS = 1000;

/**
 * The progress bar's percent (spec §4): 20 connecting, 60 processing, 80 once thumbnails are
 * coming and 7 more per thumbnail ready (kept under 100), 100 complete.
 */
export function progressPercent(stage: GenerationStage, done = 0): number {
  switch (stage) {
    case 'connecting':
      return 20;
    case 'processing':
      return 60;
    case 'thumbnail':
      return Math.min(99, 80 + 7 * Math.max(0, done));
    case 'complete':
      return 100;
  }
}

export type FooterHint =
  { key: 'describe' } | { key: 'choose' } | { key: 'selected'; number: number };

/**
 * The footer's line (spec §2): describe an idea while there is nothing to pick, pick one once
 * there is, and which one is picked.
 */
export function footerHint({
  readyCount,
  selectedNumber,
}: {
  readyCount: number;
  selectedNumber: number | null;
}): FooterHint {
  if (selectedNumber !== null) return { key: 'selected', number: selectedNumber };
  return readyCount > 0 ? { key: 'choose' } : { key: 'describe' };
}

import { z } from 'zod';
import type { ScrollClock } from './scroll-clock';
import type { TeleprompterKeyAction } from './keyboard';

/**
 * Messages between the studio's teleprompter and its pop-out window, over a BroadcastChannel
 * named per opening (two studio tabs never talk over each other). The main window owns the
 * clock; the pop-out shows the same text and follows the clock scaled to its own layout
 * (`progress` = position / the main window's maxScroll), and sends its keys back as commands.
 */
const clockShape = z.object({
  playing: z.boolean(),
  /** 0..1 of the main window's scroll range */
  anchorProgress: z.number().min(0).max(1),
  /** epoch ms (`performance.timeOrigin + performance.now()`), the same clock in every window */
  anchorTime: z.number(),
  /** 0..1 of the range per ms while playing */
  progressPerMs: z.number().min(0),
});

export const displayStateSchema = z.object({
  script: z.string(),
  fontSize: z.number(),
  mirrorX: z.boolean(),
  mirrorY: z.boolean(),
  readingLine: z.boolean(),
  /** the 3-2-1 before recording, or null */
  countdown: z.number().int().min(0).max(3).nullable(),
  clock: clockShape,
});

export type DisplayState = z.infer<typeof displayStateSchema>;
export type ProgressClock = DisplayState['clock'];

export const mainMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: displayStateSchema }),
  z.object({ type: z.literal('close') }),
]);

export const popoutMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello') }),
  z.object({
    type: z.literal('command'),
    action: z.enum(['toggle', 'speedUp', 'speedDown', 'top'] satisfies TeleprompterKeyAction[]),
  }),
  z.object({ type: z.literal('closed') }),
]);

export type MainMessage = z.infer<typeof mainMessageSchema>;
export type PopoutMessage = z.infer<typeof popoutMessageSchema>;

export const channelName = (id: string): string => `reelwright-teleprompter:${id}`;
export const popoutPath = (id: string): string => `/teleprompter?channel=${encodeURIComponent(id)}`;

/** The main window's clock in progress units, for a window whose layout differs. */
export const toProgressClock = (
  clock: ScrollClock,
  maxScroll: number,
  epochOffset: number,
): ProgressClock => {
  const range = Math.max(0, maxScroll);
  if (range === 0) {
    return {
      playing: false,
      anchorProgress: 1,
      anchorTime: clock.anchorTime + epochOffset,
      progressPerMs: 0,
    };
  }
  return {
    playing: clock.playing,
    anchorProgress: Math.min(1, clock.anchorPx / range),
    anchorTime: clock.anchorTime + epochOffset,
    progressPerMs: clock.speed / 1250 / range,
  };
};

/** Where a follower is at epoch time `now`, as 0..1 of its own range. */
export const progressAt = (clock: ProgressClock, now: number): number =>
  clock.playing
    ? Math.min(1, clock.anchorProgress + Math.max(0, now - clock.anchorTime) * clock.progressPerMs)
    : clock.anchorProgress;

import type { TimelineDocument } from '@reelwright/timeline';
import { colourGrade } from '../../../lib/composition/colour-grade';
import type { CompositionLayer } from '../../../lib/composition/compositor';
import { coveringVideo, mainTrackSplit } from '../../../lib/composition/direct-frame';
import type { Rehearsal } from './main-track-painter';

// What the preview's main-track worker paints while the page is idle: the first frame a play
// would have it paint (a graded, crossfading or keyframed clip, not a video shown as it is).
// A worker's first copyTo of a video frame sets up the conversion (53–63 ms here, then ~1 ms),
// and its first paint at a size allocates the canvases, the pictures' pixels and the grade's
// scratch canvas: ~90 ms of a core in all, which a play paid at its first graded frame, while
// the clip's decoder starts and the page needs both cores.

/** How many of the main track's first items are looked at: a play starts near the start. */
const ITEMS_LOOKED_AT = 40;

/** How long the timeline stays as it is before the rehearser looks at it (ms). */
const SETTLE_MS = 400;

/** A stand-in for a video's picture: `coveringVideo` only asks whether there is one. */
const SOME_PICTURE = {} as CanvasImageSource;

/**
 * The first frame of the main track (in its first items) that a play paints in the worker, or
 * null when none does. `layersAt` gives the frame's layers at a time (ms) as the preview makes
 * them; `size` is the preview canvas's (device px).
 */
export function rehearsalFrame(
  document: TimelineDocument,
  layersAt: (time: number) => readonly CompositionLayer[],
  size: { width: number; height: number },
): Rehearsal | null {
  const items = document.tracks
    .filter((track) => track.type === 'main' && track.hidden !== true)
    .flatMap((track) => track.items)
    .sort((a, b) => a.startTime - b.startTime)
    .slice(0, ITEMS_LOOKED_AT);
  for (const item of items) {
    // In a crossfade's middle both pictures are drawn: the most a frame of it paints.
    const time = item.startTime + (item.transitionIn ? item.transitionIn.duration / 2 : 0);
    const { main } = mainTrackSplit(layersAt(time));
    if (main.length === 0) continue;
    const options = { time, format: document.format };
    const pictured = main.map((layer) =>
      layer.item.type === 'videos' && layer.sourceWidth > 0
        ? { ...layer, source: SOME_PICTURE }
        : layer,
    );
    if (coveringVideo(pictured, size, options)) continue;
    return { size, layers: main, options };
  }
  return null;
}

/** What a rehearsal leaves in the worker: canvases of these sizes, a grade run or not. */
export function rehearsalKey(frame: Rehearsal | null): string {
  if (!frame) return 'none';
  const layers = frame.layers.map(
    (layer) =>
      `${layer.item.type}:${layer.sourceWidth}×${layer.sourceHeight}:${colourGrade(layer.item.colour) ? 'graded' : ''}`,
  );
  return [`${frame.size.width}×${frame.size.height}`, ...layers].join('|');
}

export interface Rehearser {
  /**
   * Looks again, once the page is idle, for what to rehearse: the timeline changed, or with
   * `anew`, what its layers are made of (the preview's size, the files).
   */
  schedule(anew?: boolean): void;
  dispose(): void;
}

/**
 * Rehearses the first frame a play paints whenever the page is idle and that frame needs other
 * canvases than the last rehearsal left: the project's timeline arrives after the preview starts,
 * its files' sizes later still, and the preview may change size. Not while playing (the worker
 * is painting then), nor again for an edit that leaves the main track and size as they were, nor
 * before the timeline has settled (a drag changes it every frame: it looks once, after).
 */
export function createRehearser(options: {
  warm: (frame: Rehearsal | null) => void;
  playing: () => boolean;
  document: () => TimelineDocument;
  layersAt: (document: TimelineDocument, time: number) => readonly CompositionLayer[];
  size: () => { width: number; height: number };
}): Rehearser {
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : null;
  let settling: ReturnType<typeof setTimeout> | null = null;
  let waiting: number | null = null;
  let looked: { main: unknown; format: string; size: string } | null = null;
  let rehearsed: string | null = null;

  const look = () => {
    waiting = null;
    if (options.playing()) return;
    const document = options.document();
    const size = options.size();
    const main = document.tracks.filter((track) => track.type === 'main');
    const seen = { main, format: document.format, size: `${size.width}×${size.height}` };
    if (
      looked &&
      looked.format === seen.format &&
      looked.size === seen.size &&
      sameTracks(looked.main as typeof main, main)
    )
      return;
    looked = seen;
    const frame = rehearsalFrame(document, (time) => options.layersAt(document, time), size);
    const key = rehearsalKey(frame);
    if (key === rehearsed) return;
    rehearsed = key;
    options.warm(frame);
  };

  return {
    schedule(anew = false) {
      if (anew) looked = null;
      if (!idle) return;
      if (settling !== null) clearTimeout(settling);
      settling = setTimeout(() => {
        settling = null;
        if (waiting === null) waiting = idle(look, { timeout: 3000 });
      }, SETTLE_MS);
    },
    dispose() {
      if (settling !== null) clearTimeout(settling);
      if (waiting !== null) cancelIdleCallback(waiting);
      settling = null;
      waiting = null;
    },
  };
}

const sameTracks = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((track, index) => track === b[index]);

// Off-screen canvases the compositor reuses between frames: one per job, resized as needed.

export type ScratchCanvas = OffscreenCanvas | HTMLCanvasElement;
export type ScratchContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
export interface Scratch {
  canvas: ScratchCanvas;
  ctx: ScratchContext;
}

/** `picture`: a picture graded before it is drawn; `boost`: the copy a saturation boost draws. */
export type ScratchJob = 'picture' | 'boost';

const made = new Map<ScratchJob, Scratch | null>();

/** The job's canvas at this size (its pixels are not cleared), or null where none can be made. */
export function scratchCanvas(job: ScratchJob, width: number, height: number): Scratch | null {
  let scratch = made.get(job);
  if (scratch === undefined) {
    const canvas: ScratchCanvas | null =
      typeof OffscreenCanvas !== 'undefined'
        ? new OffscreenCanvas(width, height)
        : typeof document !== 'undefined'
          ? document.createElement('canvas')
          : null;
    const ctx = (canvas?.getContext('2d') ?? null) as ScratchContext | null;
    scratch = canvas && ctx ? { canvas, ctx } : null;
    made.set(job, scratch);
  }
  if (!scratch) return null;
  if (scratch.canvas.width !== width) scratch.canvas.width = width;
  if (scratch.canvas.height !== height) scratch.canvas.height = height;
  return scratch;
}

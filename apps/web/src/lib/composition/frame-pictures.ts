// Decoded video frames as pictures a software canvas draws fast. Chromium's software canvas
// converts a VideoFrame to RGB in drawImage slowly: ~14 ms for a 720p frame here, against
// ~0.5 ms for `VideoFrame.copyTo(…, { format: 'RGBA' })` (libyuv) and ~0.6 ms more to put those
// pixels on a canvas and draw that. The preview's main-track painter and the export hand the
// compositor the canvas instead of the frame. Frames copyTo does not take as they are shown
// (rotated, flipped, non-square pixels, formats it cannot convert) are drawn as they are.

interface Slot {
  canvas: OffscreenCanvas;
  ctx: OffscreenCanvasRenderingContext2D;
  pixels: Uint8ClampedArray<ArrayBuffer>;
}

/** Whether copyTo gives `frame` as it is shown: its visible picture, unturned, square pixels. */
export function copiesAsShown(frame: VideoFrame): boolean {
  const visible = frame.visibleRect;
  const turned = frame as unknown as { rotation?: number; flip?: boolean };
  return (
    visible !== null &&
    visible.width === frame.displayWidth &&
    visible.height === frame.displayHeight &&
    !turned.rotation &&
    !turned.flip
  );
}

/**
 * Converts frames into canvases of their own, one per slot (a frame showing two pictures, a
 * crossfade, uses two), reused frame after frame.
 */
export class FramePictures {
  private readonly slots: Slot[] = [];
  /** false once this browser's copyTo has refused to convert: frames are drawn as they are */
  private converts = typeof OffscreenCanvas !== 'undefined';

  /** `frame` as a canvas in `slot` (valid until that slot's next call), or the frame itself. */
  async pictureOf(frame: VideoFrame, slot: number): Promise<CanvasImageSource> {
    if (!this.converts || !copiesAsShown(frame)) return frame;
    const width = frame.displayWidth;
    const height = frame.displayHeight;
    const held = this.slotOf(slot, width, height);
    if (!held) return frame;
    try {
      await frame.copyTo(held.pixels, { format: 'RGBA', colorSpace: 'srgb' });
    } catch {
      this.converts = false;
      return frame;
    }
    held.ctx.putImageData(new ImageData(held.pixels, width, height), 0, 0);
    return held.canvas;
  }

  /**
   * Makes the first `count` slots ready for frames of this size (their canvases and pixels, put
   * once), so the first frames converted there do not pay for that.
   */
  reserve(count: number, width: number, height: number): void {
    for (let at = 0; at < count; at += 1) {
      const held = this.slotOf(at, width, height);
      held?.ctx.putImageData(new ImageData(held.pixels, width, height), 0, 0);
    }
  }

  private slotOf(at: number, width: number, height: number): Slot | null {
    let slot = this.slots[at];
    if (!slot || slot.canvas.width !== width || slot.canvas.height !== height) {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      slot = { canvas, ctx, pixels: new Uint8ClampedArray(width * height * 4) };
      this.slots[at] = slot;
    }
    return slot;
  }
}

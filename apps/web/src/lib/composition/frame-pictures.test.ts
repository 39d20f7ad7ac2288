import { afterEach, describe, expect, it, vi } from 'vitest';
import { copiesAsShown, FramePictures } from './frame-pictures';

/** A VideoFrame's fields the conversion reads, with a copyTo that fills each pixel's red. */
function fakeFrame(
  width: number,
  height: number,
  extra: Partial<{ displayWidth: number; rotation: number; copyTo: () => Promise<void> }> = {},
) {
  return {
    displayWidth: width,
    displayHeight: height,
    visibleRect: { x: 0, y: 0, width, height },
    copyTo: vi.fn(async (pixels: Uint8ClampedArray) => {
      for (let at = 0; at < pixels.length; at += 4) pixels[at] = 200;
    }),
    ...extra,
  } as unknown as VideoFrame;
}

/** OffscreenCanvas and ImageData as far as the conversion uses them (jsdom has neither). */
function stubCanvas() {
  const put = vi.fn();
  class Canvas {
    constructor(
      public width: number,
      public height: number,
    ) {}
    getContext() {
      return { putImageData: put };
    }
  }
  class Image {
    constructor(
      public data: Uint8ClampedArray,
      public width: number,
      public height: number,
    ) {}
  }
  vi.stubGlobal('OffscreenCanvas', Canvas);
  vi.stubGlobal('ImageData', Image);
  return put;
}

afterEach(() => vi.unstubAllGlobals());

describe('FramePictures', () => {
  it('converts a frame into its slot’s canvas with copyTo, reusing the slot', async () => {
    const put = stubCanvas();
    const pictures = new FramePictures();
    const frame = fakeFrame(4, 2);
    const first = await pictures.pictureOf(frame, 0);
    expect(first).not.toBe(frame);
    expect(first).toMatchObject({ width: 4, height: 2 });
    expect(frame.copyTo).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), {
      format: 'RGBA',
      colorSpace: 'srgb',
    });
    const image = put.mock.calls[0]![0] as { data: Uint8ClampedArray };
    expect([...image.data.slice(0, 4)]).toEqual([200, 0, 0, 0]);
    // The next frame reuses the slot; a second slot (a crossfade's other picture) has its own.
    expect(await pictures.pictureOf(fakeFrame(4, 2), 0)).toBe(first);
    expect(await pictures.pictureOf(fakeFrame(4, 2), 1)).not.toBe(first);
  });

  it('reserves slots ahead: frames of that size then land in the canvases made for them', async () => {
    const put = stubCanvas();
    const pictures = new FramePictures();
    pictures.reserve(2, 4, 2);
    expect(put).toHaveBeenCalledTimes(2);
    const first = await pictures.pictureOf(fakeFrame(4, 2), 0);
    const second = await pictures.pictureOf(fakeFrame(4, 2), 1);
    expect(first).not.toBe(second);
    // Reserving again for the same size keeps those canvases; another size makes new ones.
    pictures.reserve(2, 4, 2);
    expect(await pictures.pictureOf(fakeFrame(4, 2), 1)).toBe(second);
    pictures.reserve(1, 8, 4);
    expect(await pictures.pictureOf(fakeFrame(8, 4), 0)).not.toBe(first);
  });

  it('hands back frames it cannot copy as shown, and stops converting once copyTo refuses', async () => {
    stubCanvas();
    const pictures = new FramePictures();
    const turned = fakeFrame(4, 2, { rotation: 90 });
    expect(await pictures.pictureOf(turned, 0)).toBe(turned);
    const wide = fakeFrame(4, 2, { displayWidth: 6 });
    expect(await pictures.pictureOf(wide, 0)).toBe(wide);
    const refusing = fakeFrame(4, 2, { copyTo: () => Promise.reject(new Error('NotSupported')) });
    expect(await pictures.pictureOf(refusing, 0)).toBe(refusing);
    const next = fakeFrame(4, 2);
    expect(await pictures.pictureOf(next, 0)).toBe(next);
    expect(next.copyTo).not.toHaveBeenCalled();
  });

  it('draws frames as they are where there is no OffscreenCanvas', async () => {
    const frame = fakeFrame(4, 2);
    expect(await new FramePictures().pictureOf(frame, 0)).toBe(frame);
    expect(copiesAsShown(frame)).toBe(true);
  });
});

import type { PlayingItem, TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import {
  REFERENCE_FRAME,
  drawOrder,
  effectiveTransform,
  fitContain,
  fitCover,
  fillOverflow,
  formatFrameOn,
  framedRect,
  itemPictureRect,
  overlayBox,
  overlayRect,
  pictureGeometry,
  pictureRect,
  resizeFromCorner,
  scaleFromCorner,
  textLayout,
  textScale,
} from './frame-layout';

function item(extra: Partial<TimelineItem>): TimelineItem {
  return {
    id: 'i',
    mediaId: 'm',
    name: 'n',
    url: '',
    type: 'images',
    trackId: 'overlay-1',
    trackType: 'overlay',
    startTime: 0,
    duration: 5000,
    trimStart: 0,
    volume: 1,
    opacity: 1,
    ...extra,
  };
}

const playingOn = (
  trackId: string,
  trackType: TimelineItem['trackType'],
  type: TimelineItem['type'],
): PlayingItem => ({
  trackId,
  item: item({ id: trackId, trackId, trackType, type }),
  sourceTime: 0,
});

describe('fitContain', () => {
  it('fits a wide source exactly into a frame of its aspect', () => {
    expect(fitContain(1920, 1080, 640, 360)).toEqual({ x: 0, y: 0, width: 640, height: 360 });
  });

  it('pillarboxes a portrait source, centred', () => {
    expect(fitContain(1080, 1920, 640, 360)).toEqual({
      x: 218.75,
      y: 0,
      width: 202.5,
      height: 360,
    });
  });

  it('letterboxes a 4:3 source in a 16:9 frame only sideways', () => {
    expect(fitContain(400, 300, 1280, 720)).toEqual({ x: 160, y: 0, width: 960, height: 720 });
  });

  it('fills the frame when the source size is unknown', () => {
    expect(fitContain(0, 0, 100, 50)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    expect(fitContain(Number.NaN, 10, 100, 50)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
  });
});

describe('overlay placement', () => {
  it('the reference frame is 640×360', () => {
    expect(REFERENCE_FRAME).toEqual({ width: 640, height: 360 });
  });

  it('scales the 128×96 box from reference px to the canvas', () => {
    expect(overlayBox(undefined, 1280, 720)).toEqual({ x: 0, y: 0, width: 256, height: 192 });
    expect(overlayBox({ x: 100, y: 50, scale: 1.5, opacity: 1 }, 640, 360)).toEqual({
      x: 100,
      y: 50,
      width: 192,
      height: 144,
    });
  });

  it('fits a 16:9 picture inside the default box on a 1280×720 canvas', () => {
    expect(overlayRect(undefined, 1920, 1080, 1280, 720)).toEqual({
      x: 0,
      y: 24,
      width: 256,
      height: 144,
    });
  });

  it('fits a square picture inside a moved, doubled box', () => {
    expect(overlayRect({ x: 100, y: 50, scale: 2, opacity: 1 }, 400, 400, 640, 360)).toEqual({
      x: 132,
      y: 50,
      width: 192,
      height: 192,
    });
  });

  it('fills the box while the picture size is unknown', () => {
    expect(overlayRect({ x: 10, y: 20, scale: 1, opacity: 1 }, 0, 0, 320, 180)).toEqual({
      x: 5,
      y: 10,
      width: 64,
      height: 48,
    });
  });
});

describe('textLayout', () => {
  const title = { text: { content: 'Hi', fontSize: 64, color: '#ffffff' } };

  it('centres an untransformed title; the font scales with the canvas width (px at 1280)', () => {
    expect(textLayout(title, 1280, 720)).toEqual({
      fontSize: 64,
      x: 640,
      y: 360,
      align: 'center',
      baseline: 'middle',
    });
    expect(textLayout(title, 640, 360)).toMatchObject({ fontSize: 32, x: 320, y: 180 });
  });

  it('centres a transformed title in its box at the transform, the font times the scale', () => {
    expect(
      textLayout({ ...title, transform: { x: 100, y: 50, scale: 2, opacity: 1 } }, 1280, 720),
    ).toEqual({ fontSize: 128, x: 456, y: 292, align: 'center', baseline: 'middle' });
  });

  it('an untransformed title behaves as a box centred in the frame', () => {
    const transform = effectiveTransform({ type: 'text' });
    expect(transform).toEqual({ x: 256, y: 132, scale: 1, opacity: 1 });
    expect(textLayout({ ...title, transform }, 640, 360)).toEqual(textLayout(title, 640, 360));
    expect(effectiveTransform({ type: 'images' })).toEqual({ x: 0, y: 0, scale: 1, opacity: 1 });
  });
});

describe('drawOrder', () => {
  it('paints main first, then overlays from the lowest listed to the top, without audio', () => {
    const playing = [
      playingOn('overlay-1', 'overlay', 'images'),
      playingOn('overlay-2', 'overlay', 'text'),
      playingOn('main-video', 'main', 'videos'),
      playingOn('audio-1', 'audio', 'audios'),
    ];
    expect(drawOrder(playing).map((entry) => entry.trackId)).toEqual([
      'main-video',
      'overlay-2',
      'overlay-1',
    ]);
    expect(drawOrder([playingOn('audio-1', 'audio', 'audios')])).toEqual([]);
  });
  it('paints the caption track above every other track, wherever it is listed', () => {
    const playing = [
      playingOn('overlay-1', 'overlay', 'images'),
      playingOn('main-video', 'main', 'videos'),
      playingOn('captions', 'caption', 'caption'),
    ];
    expect(drawOrder(playing).map((entry) => entry.trackId)).toEqual([
      'main-video',
      'overlay-1',
      'captions',
    ]);
  });
});

describe('corner resizing', () => {
  const wide = pictureGeometry({ type: 'images' }, 1920, 1080);
  const start = { x: 100, y: 100, scale: 1, opacity: 0.5 };

  it('a 16:9 picture sits 12 px down a 128×96 box; a title fills it', () => {
    expect(wide).toEqual({ offsetX: 0, offsetY: 12, width: 128, height: 72 });
    expect(pictureGeometry({ type: 'text' }, 0, 0)).toEqual({
      offsetX: 0,
      offsetY: 0,
      width: 128,
      height: 96,
    });
    expect(pictureRect(start, wide, 1280, 720)).toEqual({
      x: 200,
      y: 224,
      width: 256,
      height: 144,
    });
  });

  it('the bottom-right corner dragged 128 px right doubles it, the top-left corner fixed', () => {
    const next = resizeFromCorner(start, wide, 'bottomRight', 128, 0);
    expect(next).toEqual({ x: 100, y: 88, scale: 2 });
    const before = pictureRect(start, wide, 640, 360);
    const after = pictureRect({ ...start, ...next }, wide, 640, 360);
    expect([after.x, after.y]).toEqual([before.x, before.y]);
    expect([after.width, after.height]).toEqual([256, 144]);
  });

  it('the top-left corner dragged 64 px left scales 1.5, the bottom-right corner fixed', () => {
    const next = resizeFromCorner(start, wide, 'topLeft', -64, 0);
    expect(next).toEqual({ x: 36, y: 58, scale: 1.5 });
    const after = pictureRect({ ...start, ...next }, wide, 640, 360);
    expect([after.x + after.width, after.y + after.height]).toEqual([228, 184]);
  });

  it('the other two corners keep their opposite corner too', () => {
    const topRight = resizeFromCorner(start, wide, 'topRight', 0, -36);
    expect(topRight).toEqual({ x: 100, y: 58, scale: 1.5 });
    const bottomLeft = resizeFromCorner(start, wide, 'bottomLeft', 64, 0);
    expect(bottomLeft).toEqual({ x: 164, y: 106, scale: 0.5 });
  });

  it('follows the axis the pointer changed more', () => {
    expect(resizeFromCorner(start, wide, 'bottomRight', 64, 72).scale).toBe(2);
    expect(resizeFromCorner(start, wide, 'bottomRight', 64, -18).scale).toBe(1.5);
  });

  it('clamps the scale to 0.2..4', () => {
    expect(resizeFromCorner(start, wide, 'bottomRight', -1000, -1000)).toEqual({
      x: 100,
      y: 109.6,
      scale: 0.2,
    });
    expect(resizeFromCorner(start, wide, 'bottomRight', 5000, 0).scale).toBe(4);
    expect(scaleFromCorner(start, wide, 'topLeft', 10)).toEqual({ x: -284, y: -152, scale: 4 });
  });
});

describe('main-track scaling', () => {
  it('fitCover covers the frame, centred, cropping one side', () => {
    expect(fitCover(400, 300, 1280, 720)).toEqual({ x: 0, y: -120, width: 1280, height: 960 });
    expect(fitCover(1080, 1920, 640, 360)).toEqual({
      x: 0,
      y: -388.8888888888889,
      width: 640,
      height: 1137.7777777777778,
    });
    expect(fitCover(0, 0, 100, 50)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
  });

  it('fit contains, fill covers, stretch fills the frame', () => {
    const centred = { x: 0, y: 0 };
    expect(framedRect('fit', centred, 400, 300, 1280, 720)).toEqual({
      x: 160,
      y: 0,
      width: 960,
      height: 720,
    });
    expect(framedRect('fill', centred, 400, 300, 1280, 720)).toEqual({
      x: -0,
      y: -120,
      width: 1280,
      height: 960,
    });
    expect(framedRect('stretch', centred, 400, 300, 1280, 720)).toEqual({
      x: 0,
      y: 0,
      width: 1280,
      height: 720,
    });
  });

  it('a fill’s pan picks the part that shows: −1 its left edge, 1 its right edge', () => {
    // A 16:9 picture filling a 9:16 frame of 720×1280 is 2275.6 px wide: 1555.6 px overflow.
    const at = (x: number) => framedRect('fill', { x, y: 0 }, 1920, 1080, 720, 1280);
    expect(at(-1).x).toBeCloseTo(0);
    expect(at(0).x).toBeCloseTo(-1555.5556 / 2);
    expect(at(1).x + at(1).width).toBeCloseTo(720);
    expect(at(5)).toEqual(at(1));
    expect(fillOverflow(1920, 1080, 720, 1280).width).toBeCloseTo(1555.5556);
    expect(fillOverflow(1920, 1080, 720, 1280).height).toBe(0);
    // The pan of a picture that is not cropped changes nothing.
    expect(framedRect('fit', { x: 1, y: 1 }, 1920, 1080, 720, 1280)).toEqual(
      framedRect('fit', { x: 0, y: 0 }, 1920, 1080, 720, 1280),
    );
  });

  it('an item without a fit is fitted, centred', () => {
    expect(itemPictureRect({}, 400, 300, 1280, 720)).toEqual({
      x: 160,
      y: 0,
      width: 960,
      height: 720,
    });
    expect(itemPictureRect({ fit: 'fill', pan: { x: 0, y: 1 } }, 400, 300, 1280, 720)).toEqual({
      x: -0,
      y: -240,
      width: 1280,
      height: 960,
    });
  });

  it('every fit fills the frame when the source size is unknown', () => {
    for (const fit of ['fit', 'fill', 'stretch'] as const)
      expect(framedRect(fit, { x: 1, y: 1 }, 0, 0, 854, 480)).toEqual({
        x: 0,
        y: 0,
        width: 854,
        height: 480,
      });
  });
});

describe('formats', () => {
  it('puts the format’s frame on a canvas of its shape whole, else centred between bars', () => {
    expect(formatFrameOn('16:9', 854, 480)).toEqual({ x: 0, y: 0, width: 854, height: 480 });
    expect(formatFrameOn('9:16', 720, 1280)).toEqual({ x: 0, y: 0, width: 720, height: 1280 });
    expect(formatFrameOn('9:16', 1280, 720)).toEqual({ x: 437.5, y: 0, width: 405, height: 720 });
  });

  it('sizes text by the long side: 16:9 as before, a 1080×1920 frame as a 1920×1080 one', () => {
    expect(textScale(1280, 720)).toBe(1);
    expect(textScale(854, 480)).toBe(854 / 1280);
    expect(textScale(1080, 1920)).toBe(1.5);
  });

  it('reads overlay transforms in the format’s reference frame', () => {
    const portrait = { width: 360, height: 640 };
    expect(overlayBox({ x: 180, y: 320, scale: 1, opacity: 1 }, 720, 1280, portrait)).toEqual({
      x: 360,
      y: 640,
      width: 256,
      height: 192,
    });
    const centred = effectiveTransform({ type: 'text' }, portrait);
    expect(centred).toMatchObject({ x: 116, y: 272 });
    expect(
      textLayout(
        { text: { content: 'Hi', fontSize: 64, color: '#fff' }, transform: centred },
        720,
        1280,
        portrait,
      ),
    ).toMatchObject({ x: 360, y: 640, fontSize: 64 });
  });
});

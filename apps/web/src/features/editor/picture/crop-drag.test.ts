import { describe, expect, it } from 'vitest';
import { cropAfterDrag, intoPicture, rotationAfterDrag } from './crop-drag';

const drawn = { width: 400, height: 200 };

describe('cropAfterDrag', () => {
  it('crops the left edge by the share of the picture the pointer moved inwards', () => {
    expect(cropAfterDrag(undefined, 'left', 200, 30, {}, drawn)).toEqual({
      left: 0.5,
      top: 0,
      right: 0,
      bottom: 0,
    });
    expect(cropAfterDrag(undefined, 'bottom', 0, -50, {}, drawn).bottom).toBe(0.25);
    // outwards past the edge is no crop
    expect(cropAfterDrag(undefined, 'right', 80, 0, {}, drawn).right).toBe(0);
  });

  it('measures a px against the part already kept, so a cropped picture follows the pointer', () => {
    // half is kept and drawn 400 px wide: 100 px is an eighth of the source
    const start = { left: 0.5, top: 0, right: 0, bottom: 0 };
    expect(cropAfterDrag(start, 'right', -100, 0, {}, drawn).right).toBe(0.125);
  });

  it('follows the picture’s own edges when it is turned or flipped', () => {
    // turned 90° clockwise the left edge is at the top: dragging it down crops it
    expect(cropAfterDrag(undefined, 'left', 0, 100, { rotation: 90 }, drawn).left).toBe(0.25);
    // flipped left-right the left edge is on the right: dragging it left crops it
    expect(cropAfterDrag(undefined, 'left', -100, 0, { flipH: true }, drawn).left).toBe(0.25);
    // turned 90° and then mirrored left-right on screen, the left edge is still at the top
    expect(
      cropAfterDrag(undefined, 'left', 0, 100, { rotation: 90, flipH: true }, drawn).left,
    ).toBe(0.25);
    // …and its bottom edge, at the left when only turned, is mirrored to the right
    expect(
      cropAfterDrag(undefined, 'bottom', -50, 0, { rotation: 90, flipH: true }, drawn).bottom,
    ).toBe(0.25);
  });

  it('keeps opposite edges within the limits, the dragged edge giving way', () => {
    const start = { left: 0.6, top: 0, right: 0, bottom: 0 };
    const crop = cropAfterDrag(start, 'right', -4000, 0, {}, drawn);
    expect(crop.left).toBe(0.6);
    expect(crop.left + crop.right).toBeLessThanOrEqual(0.95);
  });
});

describe('intoPicture / rotationAfterDrag', () => {
  it('unturns a screen move', () => {
    const local = intoPicture(0, 10, { rotation: 90 });
    expect(local.x).toBeCloseTo(10);
    expect(local.y).toBeCloseTo(0);
  });

  it('adds the sweep about the centre, Shift snapping to 15°', () => {
    const centre = { x: 0, y: 0 };
    expect(rotationAfterDrag(10, centre, { x: 0, y: -50 }, { x: 50, y: 0 }, false)).toBe(100);
    expect(rotationAfterDrag(0, centre, { x: 50, y: 0 }, { x: 50, y: 10 }, false)).toBe(11.3);
    expect(rotationAfterDrag(0, centre, { x: 50, y: 0 }, { x: 50, y: 10 }, true)).toBe(15);
    // mirrored once, a clockwise sweep on screen turns the picture the other way
    expect(rotationAfterDrag(0, centre, { x: 0, y: -50 }, { x: 50, y: 0 }, false, true)).toBe(-90);
  });
});

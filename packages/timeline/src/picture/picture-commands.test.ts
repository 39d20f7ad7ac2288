import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { createDocument, findItem, type TimelineDocument } from '../document';
import { commit, createHistory, undo } from '../history';
import { parseDocument } from '../parse-document';
import { media } from '../test-fixtures';
import {
  clampCrop,
  flipItem,
  normalizeRotation,
  resetItemColour,
  resetItemCrop,
  rotateItem,
  setItemColour,
  setItemCrop,
  setItemRotation,
} from './picture-commands';

const document = [
  media('v', 'videos'),
  media('i', 'images'),
  media('a', 'audios'),
  media('t', 'text'),
].reduce<TimelineDocument>(
  (doc, item, index) => addItem(doc, item, index * 10_000).document,
  createDocument(),
);

const item = (doc: TimelineDocument, id: string) => findItem(doc, id)!;

describe('setItemCrop', () => {
  it('crops one edge as one undo step and saves no crop as none', () => {
    const cropped = setItemCrop(document, 'v', { left: 0.5 });
    expect(item(cropped.document, 'v').crop).toEqual({ left: 0.5, top: 0, right: 0, bottom: 0 });
    expect(cropped.undo?.label).toBe('crop picture');
    const history = undo(commit(createHistory(document), cropped));
    expect(item(history.document, 'v')).not.toHaveProperty('crop');
    const back = setItemCrop(cropped.document, 'v', { left: 0 }).document;
    expect(item(back, 'v')).not.toHaveProperty('crop');
    expect(setItemCrop(document, 'v', { top: 0 }).undo).toBeNull();
  });

  it('clamps each edge to 0..90 % and makes the edge being dragged give way to its opposite', () => {
    const wide = setItemCrop(document, 'i', { left: 2, top: -1, bottom: Number.NaN }).document;
    expect(item(wide, 'i').crop).toEqual({ left: 0.9, top: 0, right: 0, bottom: 0 });
    const squeezed = setItemCrop(wide, 'i', { right: 0.3 }).document;
    expect(item(squeezed, 'i').crop?.left).toBe(0.9);
    expect(item(squeezed, 'i').crop?.right).toBeCloseTo(0.05, 3);
  });

  it('leaves sound and titles alone, and Reset takes the crop away', () => {
    expect(setItemCrop(document, 'a', { left: 0.2 }).undo).toBeNull();
    expect(setItemCrop(document, 't', { left: 0.2 }).undo).toBeNull();
    const cropped = setItemCrop(document, 'v', { top: 0.1, bottom: 0.2 }).document;
    const reset = resetItemCrop(cropped, 'v');
    expect(item(reset.document, 'v')).not.toHaveProperty('crop');
    expect(reset.undo?.label).toBe('reset crop');
    expect(resetItemCrop(document, 'v').undo).toBeNull();
  });

  it('always saves a crop the schema accepts (property)', () => {
    const share = fc.oneof(fc.double({ min: -1, max: 2, noNaN: true }), fc.constant(0.475));
    const edges = fc.record(
      { left: share, top: share, right: share, bottom: share },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(edges, { minLength: 1, maxLength: 6 }), (steps) => {
        let doc = document;
        for (const step of steps) doc = setItemCrop(doc, 'v', step).document;
        const crop = item(doc, 'v').crop;
        const parsed = parseDocument(JSON.parse(JSON.stringify(doc)));
        expect(parsed.ok).toBe(true);
        if (crop) {
          expect(crop.left + crop.right).toBeLessThanOrEqual(0.95);
          expect(crop.top + crop.bottom).toBeLessThanOrEqual(0.95);
        }
      }),
    );
  });

  it('splits the give-way evenly when both opposite edges change at once', () => {
    expect(clampCrop({ left: 0.9, right: 0.9, top: 0, bottom: 0 })).toEqual({
      left: 0.475,
      right: 0.475,
      top: 0,
      bottom: 0,
    });
  });
});

describe('rotation and flips', () => {
  it('turns by quarter steps, wrapping into −180..180', () => {
    let doc = document;
    const angles: number[] = [];
    for (let step = 0; step < 4; step += 1) {
      doc = rotateItem(doc, 'v', 90).document;
      angles.push(item(doc, 'v').rotation ?? 0);
    }
    expect(angles).toEqual([90, 180, -90, 0]);
    expect(item(doc, 'v')).not.toHaveProperty('rotation');
    expect(item(rotateItem(document, 'v', -90).document, 'v').rotation).toBe(-90);
  });

  it('sets a free angle to a tenth of a degree, one undo step, pictures and titles only', () => {
    const turned = setItemRotation(document, 'i', 12.345);
    expect(item(turned.document, 'i').rotation).toBe(12.3);
    expect(turned.undo?.label).toBe('rotate');
    expect(item(setItemRotation(document, 't', 370).document, 't').rotation).toBe(10);
    expect(setItemRotation(document, 'a', 45).undo).toBeNull();
    expect(setItemRotation(document, 'v', 360).undo).toBeNull();
    expect(setItemRotation(document, 'v', Number.NaN).undo).toBeNull();
  });

  it('normalises any angle into (−180, 180]', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (degrees) => {
        const turned = normalizeRotation(degrees);
        expect(turned).toBeGreaterThan(-180);
        expect(turned).toBeLessThanOrEqual(180);
        const diff = (((turned - degrees) % 360) + 360) % 360;
        expect(Math.min(diff, 360 - diff)).toBeLessThan(0.051);
      }),
    );
    expect(normalizeRotation(-180)).toBe(180);
  });

  it('flips toggle, each its own undo step, and unflipped is saved as nothing', () => {
    const flipped = flipItem(document, 'v', 'h');
    expect(item(flipped.document, 'v').flipH).toBe(true);
    expect(item(flipped.document, 'v')).not.toHaveProperty('flipV');
    expect(flipped.undo?.label).toBe('flip horizontal');
    const both = flipItem(flipped.document, 'v', 'v').document;
    expect(item(both, 'v')).toMatchObject({ flipH: true, flipV: true });
    const back = flipItem(flipItem(both, 'v', 'h').document, 'v', 'v').document;
    expect(item(back, 'v')).not.toHaveProperty('flipH');
    expect(item(back, 'v')).not.toHaveProperty('flipV');
    expect(flipItem(document, 'a', 'h').undo).toBeNull();
    expect(item(flipItem(document, 't', 'v').document, 't').flipV).toBe(true);
  });
});

describe('setItemColour / resetItemColour', () => {
  it('sets sliders within −1..1 and a look, keeping the rest, one undo step each', () => {
    const bright = setItemColour(document, 'v', { brightness: 0.5 });
    expect(item(bright.document, 'v').colour).toEqual({
      brightness: 0.5,
      contrast: 0,
      saturation: 0,
      temperature: 0,
      look: 'none',
    });
    expect(bright.undo?.label).toBe('colour');
    const graded = setItemColour(bright.document, 'v', { temperature: 3, look: 'film' }).document;
    expect(item(graded, 'v').colour).toMatchObject({
      brightness: 0.5,
      temperature: 1,
      look: 'film',
    });
    const ignored = setItemColour(graded, 'v', { look: 'sepia' as never, contrast: -1.0004 });
    expect(item(ignored.document, 'v').colour).toMatchObject({ look: 'film', contrast: -1 });
  });

  it('saves neutral colour as none; Reset clears it; sound and titles have none', () => {
    const graded = setItemColour(document, 'i', { look: 'mono', saturation: 0.2 }).document;
    const neutral = setItemColour(graded, 'i', { look: 'none', saturation: 0 }).document;
    expect(item(neutral, 'i')).not.toHaveProperty('colour');
    const reset = resetItemColour(graded, 'i');
    expect(item(reset.document, 'i')).not.toHaveProperty('colour');
    expect(reset.undo?.label).toBe('reset colour');
    expect(setItemColour(document, 'a', { brightness: 1 }).undo).toBeNull();
    expect(setItemColour(document, 't', { brightness: 1 }).undo).toBeNull();
    expect(setItemColour(document, 'v', { brightness: 0 }).undo).toBeNull();
  });

  it('always saves colour the schema accepts (property)', () => {
    const slider = fc.double({ min: -5, max: 5 });
    fc.assert(
      fc.property(
        fc.record(
          {
            brightness: slider,
            contrast: slider,
            saturation: slider,
            temperature: slider,
            look: fc.constantFrom('none', 'warm', 'cool', 'mono', 'vivid', 'film', 'bogus'),
          },
          { requiredKeys: [] },
        ),
        (colour) => {
          const doc = setItemColour(document, 'v', colour as never).document;
          expect(parseDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
        },
      ),
    );
  });
});

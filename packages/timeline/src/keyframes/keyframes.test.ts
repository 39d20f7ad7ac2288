import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { setItemOpacity, setItemVolume, setOverlayTransform } from '../commands/item-properties';
import { resizeItem } from '../commands/resize-item';
import { splitItem } from '../commands/split-item';
import {
  createDocument,
  findItem,
  type Keyframe,
  type TimelineDocument,
  type TimelineItem,
} from '../document';
import { referenceFrame } from '../format/frame-format';
import { parseDocument } from '../parse-document';
import { itemGainAt, itemGainEnvelope } from '../sound/gain-envelope';
import { counter, media } from '../test-fixtures';
import {
  addKeyframe,
  addKeyframesAll,
  animatedItem,
  animatedValue,
  deleteKeyframe,
  ease,
  keyframeTimes,
  keyframeValueAt,
  moveKeyframe,
  setAnimatedValue,
  setKeyframeEasing,
  setKeyframeValue,
} from './index';

const key = (time: number, value: number, easing: Keyframe['easing'] = 'linear'): Keyframe => ({
  time,
  value,
  easing,
});

/** A 4 s image on the main track at 1 s, and a 4 s image on Overlay 1 at 1 s. */
function picturesDoc(): TimelineDocument {
  let document = createDocument();
  document = addItem(document, media('main', 'images', { trackId: 'main-video' }), 1000).document;
  document = addItem(document, media('over', 'images', { trackId: 'overlay-1' }), 1000).document;
  document = addItem(document, media('song', 'audios', { sourceDuration: 8000 }), 0).document;
  return document;
}
const item = (document: TimelineDocument, id: string) => findItem(document, id)!;
const run = (
  document: TimelineDocument,
  ...commands: ((d: TimelineDocument) => { document: TimelineDocument })[]
) => commands.reduce((current, command) => command(current).document, document);

describe('ease', () => {
  it('starts at 0 and ends at 1 for every easing but hold, which stays at 0 until the end', () => {
    for (const easing of ['linear', 'ease-in', 'ease-out', 'ease-in-out'] as const) {
      expect(ease(easing, 0)).toBe(0);
      expect(ease(easing, 1)).toBe(1);
    }
    expect(ease('hold', 0.999)).toBe(0);
    expect(ease('hold', 1)).toBe(1);
  });
  it('is cubic: ease-in slow first, ease-out fast first, ease-in-out symmetric', () => {
    expect(ease('linear', 0.25)).toBe(0.25);
    expect(ease('ease-in', 0.5)).toBeCloseTo(0.125);
    expect(ease('ease-out', 0.5)).toBeCloseTo(0.875);
    expect(ease('ease-in-out', 0.5)).toBeCloseTo(0.5);
    expect(ease('ease-in-out', 0.25)).toBeCloseTo(0.0625);
    expect(ease('ease-in-out', 0.75)).toBeCloseTo(0.9375);
  });
});

describe('keyframeValueAt', () => {
  const list = [key(1000, 0), key(3000, 1, 'ease-in'), key(5000, 0, 'hold'), key(6000, 0.5)];
  it('holds the first value before the first key and the last after the last', () => {
    expect(keyframeValueAt(list, 0)).toBe(0);
    expect(keyframeValueAt(list, 9000)).toBe(0.5);
    expect(keyframeValueAt([], 10)).toBeUndefined();
  });
  it('travels by the earlier key’s easing and lands exactly on every key', () => {
    expect(keyframeValueAt(list, 2000)).toBeCloseTo(0.5);
    expect(keyframeValueAt(list, 4000)).toBeCloseTo(1 - 0.125);
    expect(keyframeValueAt(list, 5500)).toBe(0);
    for (const k of list) expect(keyframeValueAt(list, k.time)).toBe(k.value);
  });
});

describe('animatedItem', () => {
  it('gives back the very same object for an item without keyframes', () => {
    const plain = item(picturesDoc(), 'over');
    expect(animatedItem(plain, 2000)).toBe(plain);
  });
  it('replaces transform, rotation, opacity and volume by their values at the time', () => {
    const base = item(picturesDoc(), 'over');
    const keyed: TimelineItem = {
      ...base,
      transform: { x: 10, y: 20, scale: 1, opacity: 0.4 },
      keyframes: {
        x: [key(0, 0), key(2000, 100)],
        scale: [key(0, 1), key(2000, 2)],
        rotation: [key(0, 0), key(2000, 90)],
        opacity: [key(0, 0), key(2000, 1)],
      },
    };
    const mid = animatedItem(keyed, base.startTime + 1000);
    expect(mid.transform).toEqual({ x: 50, y: 20, scale: 1.5, opacity: 1 });
    expect(mid.rotation).toBe(45);
    expect(mid.opacity).toBe(0.5);
    expect(keyed.transform!.x).toBe(10); // the item itself is untouched
  });
});

describe('keyframe commands', () => {
  it('adds a key holding the current look, then editing at another time makes a second key', () => {
    let document = picturesDoc();
    document = run(document, (d) => setItemOpacity(d, 'over', 0.8));
    const added = addKeyframe(document, 'over', 'opacity', 0);
    expect(added.undo).not.toBeNull();
    expect(item(added.document, 'over').keyframes?.opacity).toEqual([key(0, 0.8)]);
    document = run(
      added.document,
      (d) => setItemOpacity(d, 'over', 0, 0), // the key at the playhead
      (d) => setItemOpacity(d, 'over', 1, 2000), // a new key at 2 s
    );
    const over = item(document, 'over');
    expect(over.keyframes?.opacity).toEqual([key(0, 0), key(2000, 1)]);
    expect(animatedItem(over, over.startTime + 1000).opacity).toBeCloseTo(0.5);
    // Outside the item the static value is set instead.
    const outside = item(setItemOpacity(document, 'over', 0.3, 9000).document, 'over');
    expect(outside.opacity).toBe(0.3);
    expect(outside.keyframes?.opacity).toEqual(over.keyframes?.opacity);
  });

  it('refuses keys outside the item and a second key at the same time', () => {
    const document = picturesDoc();
    expect(addKeyframe(document, 'over', 'x', 5001).undo).toBeNull();
    expect(addKeyframe(document, 'over', 'x', -1).undo).toBeNull();
    expect(addKeyframe(document, 'over', 'volume', 0).undo).toBeNull(); // a still makes no sound
    const once = addKeyframe(document, 'over', 'x', 500).document;
    expect(addKeyframe(once, 'over', 'x', 500).undo).toBeNull();
  });

  it('adds a key for every property that applies: pictures five, sound volume', () => {
    const document = run(
      picturesDoc(),
      (d) => addKeyframesAll(d, 'over', 1000),
      (d) => addKeyframesAll(d, 'song', 0),
    );
    expect(Object.keys(item(document, 'over').keyframes!).sort()).toEqual(
      ['opacity', 'rotation', 'scale', 'x', 'y'].sort(),
    );
    expect(Object.keys(item(document, 'song').keyframes!)).toEqual(['volume']);
    expect(keyframeTimes(item(document, 'over'))).toEqual([1000]);
  });

  it('puts a title’s first position key where the title is drawn (its centred box)', () => {
    let document = createDocument();
    document = addItem(
      document,
      { id: 't', mediaId: '', name: 'Title', url: '', type: 'text' },
      0,
    ).document;
    document = addKeyframe(document, 't', 'x', 0).document;
    const title = item(document, 't');
    const frame = referenceFrame(document.format);
    expect(title.keyframes?.x?.[0]?.value).toBe((frame.width - 128) / 2);
    expect(title.transform?.y).toBe((frame.height - 96) / 2);
  });

  it('moves a key inside the item, refuses a move onto another key, moves merged diamonds', () => {
    let document = run(
      picturesDoc(),
      (d) => addKeyframesAll(d, 'over', 0),
      (d) => addKeyframe(d, 'over', 'x', 2000),
    );
    expect(moveKeyframe(document, 'over', 'x', 2000, 0).undo).toBeNull();
    document = moveKeyframe(document, 'over', 'x', 2000, 99_999).document;
    expect(item(document, 'over').keyframes?.x?.map((k) => k.time)).toEqual([0, 5000]);
    document = moveKeyframe(document, 'over', 'all', 0, 1500).document;
    const over = item(document, 'over');
    expect(over.keyframes?.x?.map((k) => k.time)).toEqual([1500, 5000]);
    expect(over.keyframes?.opacity?.map((k) => k.time)).toEqual([1500]);
  });

  it('sets a key’s value and easing; deleting the last key keeps its value as the static one', () => {
    let document = run(
      picturesDoc(),
      (d) => addKeyframe(d, 'over', 'opacity', 0),
      (d) => addKeyframe(d, 'over', 'opacity', 2000),
    );
    document = setKeyframeValue(document, 'over', 'opacity', 0, 0.2).document;
    document = setKeyframeEasing(document, 'over', 'opacity', 0, 'hold').document;
    expect(animatedValue(item(document, 'over'), 'opacity', 1999)).toBe(0.2);
    document = deleteKeyframe(document, 'over', 'opacity', 2000).document;
    document = deleteKeyframe(document, 'over', 'all', 0).document;
    const over = item(document, 'over');
    expect(over.keyframes).toBeUndefined();
    expect(over.opacity).toBe(0.2);
    expect(deleteKeyframe(document, 'over', 'opacity', 0).undo).toBeNull();
  });

  it('setAnimatedValue writes the static value until the property is keyframed', () => {
    let document = setAnimatedValue(picturesDoc(), 'main', 'scale', 1.5, 1000).document;
    expect(item(document, 'main').transform?.scale).toBe(1.5);
    document = addKeyframe(document, 'main', 'scale', 0).document;
    document = setAnimatedValue(document, 'main', 'scale', 2, 3000).document;
    expect(item(document, 'main').keyframes?.scale).toEqual([key(0, 1.5), key(3000, 2)]);
  });

  it('a drag of a keyframed overlay keys the position at the playhead and leaves the rest', () => {
    const frame = referenceFrame('16:9');
    let document = run(picturesDoc(), (d) =>
      setOverlayTransform(d, 'over', { x: 40, y: 30 }, frame),
    );
    document = addKeyframe(document, 'over', 'x', 0).document;
    document = setOverlayTransform(
      document,
      'over',
      { x: 200, y: 50, scale: 1, opacity: 1 },
      frame,
      2000,
    ).document;
    const over = item(document, 'over');
    expect(over.keyframes?.x).toEqual([key(0, 40), key(2000, 200)]);
    expect(over.transform).toEqual({ x: 40, y: 50, scale: 1, opacity: 1 });
    expect(animatedItem(over, over.startTime + 1000).transform?.x).toBe(120);
  });

  it('every result stays a valid document', () => {
    const document = run(
      picturesDoc(),
      (d) => addKeyframesAll(d, 'over', 0),
      (d) => setAnimatedValue(d, 'over', 'x', 300, 4000),
      (d) => addKeyframesAll(d, 'song', 100),
      (d) => setItemVolume(d, 'song', 0, 5000),
    );
    expect(parseDocument(JSON.parse(JSON.stringify(document))).ok).toBe(true);
  });
});

describe('trims and splits keep keys on their source moments', () => {
  const keyed = () =>
    run(
      picturesDoc(),
      (d) => addKeyframe(d, 'over', 'x', 0),
      (d) => setAnimatedValue(d, 'over', 'x', 400, 4000),
    );
  it('trimming the start shifts the keys and puts a key at the new start with the value there', () => {
    const document = resizeItem(keyed(), 'over', 'left', 2000).document;
    const over = item(document, 'over');
    expect(over.keyframes?.x).toEqual([key(0, 100), key(3000, 400)]);
    expect(animatedItem(over, 3000).transform?.x).toBe(200); // unchanged at 3 s on the timeline
  });
  it('trimming the end drops later keys and keys the new end', () => {
    const over = item(resizeItem(keyed(), 'over', 'right', 3000).document, 'over');
    expect(over.keyframes?.x).toEqual([key(0, 0), key(2000, 200)]);
  });
  it('a split leaves both halves looking the same at the cut', () => {
    const document = splitItem(keyed(), 'over', 2000, { newId: counter('r') }).document;
    const left = item(document, 'over');
    const right = item(document, 'r-1');
    expect(left.keyframes?.x).toEqual([key(0, 0), key(1000, 100)]);
    expect(right.keyframes?.x).toEqual([key(0, 100), key(3000, 400)]);
    expect(animatedItem(left, 2000).transform?.x).toBe(animatedItem(right, 2000).transform?.x);
  });
});

describe('keyframed volume in the gain envelope', () => {
  it('the sound rises with its volume keys, in itemGainAt and the sampled envelope', () => {
    let document = createDocument();
    document = { ...document, duckingDb: 0 };
    document = addItem(document, media('song', 'audios', { sourceDuration: 4000 }), 0).document;
    document = run(
      document,
      (d) => addKeyframe(d, 'song', 'volume', 0),
      (d) => setItemVolume(d, 'song', 0, 0),
      (d) => setItemVolume(d, 'song', 1, 4000),
    );
    const song = item(document, 'song');
    expect(itemGainAt(document, song, 0)).toBe(0);
    expect(itemGainAt(document, song, 1000)).toBeCloseTo(0.25);
    expect(itemGainAt(document, song, 3000)).toBeCloseTo(0.75);
    const envelope = itemGainEnvelope(document, song, 0, 4000, 1000);
    expect([...envelope].map((v) => Math.round(v * 100) / 100)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('a new frame shape', () => {
  it('keeps position keys at their share of the frame', async () => {
    const { changeFormat } = await import('../format/change-format');
    let document = run(
      picturesDoc(),
      (d) => addKeyframe(d, 'over', 'x', 0),
      (d) => setAnimatedValue(d, 'over', 'x', 320, 2000),
    );
    document = changeFormat(document, '9:16').document;
    // 16:9 is 640 wide, 9:16 is 360 wide: 320 px (the middle) becomes 180.
    expect(item(document, 'over').keyframes?.x?.map((k) => k.value)).toEqual([0, 180]);
  });
});

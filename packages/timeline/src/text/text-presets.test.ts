import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { createDocument, findItem, type VideoFormat } from '../document';
import { referenceFrame } from '../format/frame-format';
import { redo, undo, commit, createHistory } from '../history';
import { OVERLAY_BOX } from '../timeline-numbers';
import { setTextAnimation } from './text-animation';
import { setItemText } from './text-style';
import {
  applyTextPreset,
  presetTransform,
  TEXT_PRESETS,
  TITLE_SAFE_MARGINS,
  withTextPreset,
} from './text-presets';

const titleIn = (format: VideoFormat) =>
  addItem(
    createDocument(format),
    {
      id: 't',
      mediaId: '',
      name: 'Title',
      url: '',
      type: 'text',
      text: { content: 'Ada Lovelace' },
    },
    0,
  ).document;

describe('text presets', () => {
  it.each(['16:9', '9:16', '1:1', '4:5'] as const)(
    'puts a lower third bottom-left inside the title safe area of %s',
    (format) => {
      const result = applyTextPreset(titleIn(format), 't', 'lower-third');
      expect(result.undo?.label).toBe('text preset');
      const item = findItem(result.document, 't')!;
      expect(item.text).toMatchObject({
        content: 'Ada Lovelace',
        preset: 'lower-third',
        align: 'left',
        backgroundOpacity: TEXT_PRESETS['lower-third'].style.backgroundOpacity,
      });
      const frame = referenceFrame(format);
      const margins = TITLE_SAFE_MARGINS[format];
      const transform = item.transform!;
      // Left-aligned text starts at the box's left edge, just inside the safe area's left.
      expect(transform.x).toBeGreaterThan(frame.width * margins.left);
      expect(transform.x).toBeLessThan(frame.width * (margins.left + 0.1));
      // The text's centre (its box's centre) sits in the frame's lower part, above the safe bottom.
      const centreY = transform.y + OVERLAY_BOX.height / 2;
      const font = 44 / 2;
      expect(centreY + font / 2).toBeLessThanOrEqual(frame.height * (1 - margins.bottom));
      expect(centreY).toBeGreaterThan(frame.height * (1 - margins.bottom) - 2 * font);
      expect(transform.scale).toBe(1);
    },
  );

  it('centres a big title and puts a subtitle bar at the bottom middle', () => {
    const big = findItem(applyTextPreset(titleIn('16:9'), 't', 'big-title').document, 't')!;
    expect(big.text).toMatchObject({ fontWeight: 900, outlineWidth: 6, align: 'center' });
    expect(big.transform).toMatchObject({ x: (640 - 128) / 2, y: (360 - 96) / 2 });
    const bar = findItem(applyTextPreset(titleIn('9:16'), 't', 'subtitle-bar').document, 't')!;
    expect(bar.text).toMatchObject({ backgroundBox: 'bar', backgroundColor: '#000000' });
    expect(bar.transform!.x + OVERLAY_BOX.width / 2).toBe(360 / 2);
    expect(bar.transform!.y + OVERLAY_BOX.height / 2).toBeGreaterThan(640 * 0.5);
  });

  it('keeps the words, opacity and animations, and is one undo step', () => {
    let document = titleIn('16:9');
    document = setTextAnimation(document, 't', 'in', { kind: 'fade', duration: 500 }).document;
    document = setItemText(document, 't', { color: '#ff0000' }).document;
    const history = commit(createHistory(document), applyTextPreset(document, 't', 'big-title'));
    const after = findItem(history.document, 't')!;
    expect(after.text).toMatchObject({
      content: 'Ada Lovelace',
      color: '#ffffff',
      animationIn: { kind: 'fade', duration: 500 },
    });
    expect(undo(history).document).toBe(document);
    expect(redo(undo(history)).document).toBe(history.document);
  });

  it('adds a title and its preset as one edit', () => {
    const document = createDocument();
    const added = addItem(
      document,
      { id: 'n', mediaId: '', name: 'Title', url: '', type: 'text' },
      1_000,
    );
    const result = withTextPreset(added, 'n', 'subtitle-bar');
    expect(result.undo).toMatchObject({ label: 'add title', before: document });
    expect(findItem(result.document, 'n')?.text?.preset).toBe('subtitle-bar');
    expect(withTextPreset(added, 'n', undefined).document).toBe(added.document);
  });

  it('places taller titles higher so their box still ends at the safe bottom', () => {
    const one = presetTransform('16:9', 'bottom-left', { content: 'a', fontSize: 44 });
    const two = presetTransform('16:9', 'bottom-left', { content: 'a\nb', fontSize: 44 });
    expect(two.y).toBeLessThan(one.y);
    expect(two.x).toBe(one.x);
  });
});

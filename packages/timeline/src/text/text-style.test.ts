import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { createDocument, findItem, type TextContent } from '../document';
import { parseDocument } from '../parse-document';
import { media } from '../test-fixtures';
import { sanitizeTextPatch, setItemText, TITLE_FONT_FAMILIES } from './text-style';

const titled = addItem(
  createDocument(),
  { id: 't', mediaId: '', name: 'Title', url: '', type: 'text' },
  0,
).document;
const textOf = (document: typeof titled) => findItem(document, 't')?.text;

describe('setItemText: the title inspector', () => {
  it('sets every style field, each one undo step', () => {
    const result = setItemText(titled, 't', {
      fontFamily: 'Montserrat',
      fontWeight: 800,
      outlineColor: '#FF0000',
      outlineWidth: 4,
      shadow: false,
      backgroundColor: '#00ff00',
      backgroundOpacity: 0.5,
      backgroundBox: 'lines',
      align: 'left',
      lineHeight: 1.5,
    });
    expect(result.undo?.label).toBe('edit text');
    expect(textOf(result.document)).toEqual({
      content: 'Title',
      fontSize: 64,
      color: '#ffffff',
      fontFamily: 'Montserrat',
      fontWeight: 800,
      outlineColor: '#ff0000',
      outlineWidth: 4,
      shadow: false,
      backgroundColor: '#00ff00',
      backgroundOpacity: 0.5,
      backgroundBox: 'lines',
      align: 'left',
      lineHeight: 1.5,
    });
    // Saved and read back by the parser; a box shape it does not know is refused, named.
    const saved = JSON.parse(JSON.stringify(result.document));
    expect(parseDocument(saved).ok).toBe(true);
    saved.tracks[1].items[0].text.backgroundBox = 'circle';
    const refused = parseDocument(saved);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.error).toContain('backgroundBox');
  });

  it('clamps numbers and refuses fonts the app does not ship', () => {
    const text = textOf(
      setItemText(titled, 't', {
        fontFamily: 'Comic Sans MS',
        fontWeight: 120,
        outlineWidth: 99,
        backgroundOpacity: 3,
        lineHeight: 0.1,
        align: 'justify' as never,
        backgroundBox: 'circle' as never,
        outlineColor: 'red',
      }).document,
    );
    expect(text).toEqual({
      content: 'Title',
      fontSize: 64,
      color: '#ffffff',
      fontWeight: 400,
      outlineWidth: 20,
      backgroundOpacity: 1,
      lineHeight: 0.8,
    });
    expect(sanitizeTextPatch({ fontWeight: 649, outlineWidth: -2 })).toEqual({
      fontWeight: 600,
      outlineWidth: 0,
    });
  });

  it('leaves a title saved before the inspector as it was when only its words change', () => {
    expect(textOf(setItemText(titled, 't', { content: 'Hi' }).document)).toEqual({
      content: 'Hi',
      fontSize: 64,
      color: '#ffffff',
    });
    expect(setItemText(titled, 't', { align: 'center', fontFamily: 'Inter' }).undo).not.toBeNull();
    expect(setItemText(titled, 't', { content: 'Title' }).undo).toBeNull();
  });

  it('does nothing to an item that is not a title', () => {
    const withVideo = addItem(titled, media('v'), 0).document;
    expect(setItemText(withVideo, 'v', { color: '#000000' }).undo).toBeNull();
  });

  it('always leaves a document the parser accepts (property)', () => {
    const patch = fc.record(
      {
        content: fc.string({ maxLength: 3000 }),
        fontSize: fc.double(),
        color: fc.oneof(fc.string(), fc.constant('#123abc')),
        fontFamily: fc.oneof(fc.string(), fc.constantFrom(...TITLE_FONT_FAMILIES)),
        fontWeight: fc.double(),
        outlineColor: fc.string(),
        outlineWidth: fc.double(),
        shadow: fc.boolean(),
        backgroundColor: fc.constant('#ABCDEF'),
        backgroundOpacity: fc.double(),
        backgroundBox: fc.string(),
        align: fc.constantFrom('left', 'center', 'right', 'middle'),
        lineHeight: fc.double(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(patch, (value) => {
        const next = setItemText(titled, 't', value as Partial<TextContent>).document;
        const parsed = parseDocument(JSON.parse(JSON.stringify(next)));
        expect(parsed.ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

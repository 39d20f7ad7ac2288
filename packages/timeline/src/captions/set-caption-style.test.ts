import { describe, expect, it } from 'vitest';
import { createDocument, findTrack, CAPTION_TRACK_ID } from '../document';
import { commit, createHistory, undo } from '../history';
import { CAPTION_PRESETS } from './caption-presets';
import { setCaptionStyle } from './set-caption-style';

const styleOf = (document: ReturnType<typeof createDocument>) =>
  findTrack(document, CAPTION_TRACK_ID)!.captionStyle!;

describe('setCaptionStyle', () => {
  it('changes only the fields it is given, as one undo step', () => {
    const document = createDocument();
    const before = styleOf(document);
    const result = setCaptionStyle(document, CAPTION_TRACK_ID, {
      wordsPerLine: 2,
      color: '#FF0000',
    });
    expect(styleOf(result.document)).toEqual({ ...before, wordsPerLine: 2, color: '#ff0000' });
    expect(result.undo).toMatchObject({ label: 'caption style', before: document });
  });

  it('applies a preset whole', () => {
    const result = setCaptionStyle(createDocument(), CAPTION_TRACK_ID, CAPTION_PRESETS.karaoke);
    expect(styleOf(result.document)).toEqual(CAPTION_PRESETS.karaoke);
  });

  it('keeps values within bounds and drops colours that are not #rrggbb', () => {
    const document = createDocument();
    const result = setCaptionStyle(document, CAPTION_TRACK_ID, {
      wordsPerLine: 12,
      fontSize: 2,
      outlineWidth: -3,
      backgroundOpacity: 4,
      fontWeight: 1000,
      highlightColor: 'red',
    });
    expect(styleOf(result.document)).toMatchObject({
      wordsPerLine: 8,
      fontSize: 16,
      outlineWidth: 0,
      backgroundOpacity: 1,
      fontWeight: 900,
      highlightColor: styleOf(document).highlightColor,
    });
  });

  it('makes no edit when nothing changes or the track is not a caption track', () => {
    const document = createDocument();
    const same = styleOf(document);
    expect(setCaptionStyle(document, CAPTION_TRACK_ID, { color: same.color }).undo).toBeNull();
    expect(setCaptionStyle(document, 'main-video', { color: '#123456' }).undo).toBeNull();
    expect(setCaptionStyle(document, 'nope', { color: '#123456' }).document).toBe(document);
  });

  it('undoes back to the style before', () => {
    const document = createDocument();
    const edited = commit(
      createHistory(document),
      setCaptionStyle(document, CAPTION_TRACK_ID, { uppercase: true }),
    );
    expect(styleOf(edited.document).uppercase).toBe(true);
    expect(styleOf(undo(edited).document)).toEqual(styleOf(document));
  });
});

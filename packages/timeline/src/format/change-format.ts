import {
  CENTRED_PAN,
  DEFAULT_OVERLAY_TRANSFORM,
  DEFAULT_TEXT,
  VIDEO_FORMATS,
  coverContent,
  type OverlayTransform,
  type TimelineDocument,
  type TimelineItem,
  type VideoFormat,
} from '../document';
import { editedOverLocks, unchanged, type EditResult } from '../commands/edit-result';
import { TEXT_FONT_SIZE } from '../commands/item-properties';
import { OVERLAY_BOX, OVERLAY_SCALE } from '../timeline-numbers';
import {
  REFERENCE_LONG_SIDE,
  TEXT_REFERENCE_LONG_SIDE,
  referenceFrame,
  type FrameSize,
} from './frame-format';
import { hasPicture, withFraming } from './picture-fit';
import { reframeKeyframes } from '../keyframes/clip-keyframes';

/**
 * A bold title's advance width per character, as a share of its font size. An estimate (the
 * engine measures no text) on the wide side for Latin and Cyrillic, so a title it fits does fit.
 */
export const TITLE_CHAR_WIDTH = 0.62;
/** A re-framed title keeps within the middle 90% of the frame's width. */
const TITLE_WIDTH_SHARE = 0.9;

const clamp = (value: number, low: number, high: number) =>
  high < low ? (low + high) / 2 : Math.min(high, Math.max(low, value));

/**
 * Gives the project another frame shape as one undo step: every video and image on the main
 * track fills the new frame (fit 'fill', centred); overlays keep their place relative to the
 * frame, shrunk if their box would not fit, and end wholly inside it; titles shrink until their
 * longest line fits the new width. Captions place themselves in whatever frame they are drawn.
 */
export function changeFormat(document: TimelineDocument, format: VideoFormat): EditResult {
  if (!VIDEO_FORMATS.includes(format) || format === document.format) return unchanged(document);
  const from = referenceFrame(document.format);
  const to = referenceFrame(format);
  const tracks = document.tracks.map((track) => {
    if (track.type !== 'main' && track.type !== 'overlay') return track;
    return {
      ...track,
      // Position keys keep their place in the frame too (`reframeKeyframes`).
      items: track.items.map((item) => reframeKeyframes(reframeItem(item, from, to), from, to)),
    };
  });
  return editedOverLocks('change format', document, coverContent({ ...document, format, tracks }));
}

function reframeItem(item: TimelineItem, from: FrameSize, to: FrameSize): TimelineItem {
  if (item.trackType === 'main')
    return hasPicture(item) ? withFraming(item, 'fill', CENTRED_PAN) : item;
  if (item.type === 'text') return reframeTitle(item, from, to);
  if (!item.transform) return item;
  return { ...item, transform: reframeBox(item.transform, from, to, 0) };
}

/**
 * The overlay box moved so its centre keeps its share of the frame's width and height, its scale
 * capped so the box fits, and then wholly inside the new frame. `halfText` widens what must fit
 * sideways (a title's text can be wider than its box).
 */
function reframeBox(
  transform: OverlayTransform,
  from: FrameSize,
  to: FrameSize,
  halfText: number,
): OverlayTransform {
  const t = { ...DEFAULT_OVERLAY_TRANSFORM, ...transform };
  const scale = clamp(
    Math.min(t.scale, to.width / OVERLAY_BOX.width, to.height / OVERLAY_BOX.height),
    OVERLAY_SCALE.min,
    OVERLAY_SCALE.max,
  );
  const width = OVERLAY_BOX.width * scale;
  const height = OVERLAY_BOX.height * scale;
  const centreX = ((t.x + (OVERLAY_BOX.width * t.scale) / 2) / from.width) * to.width;
  const centreY = ((t.y + (OVERLAY_BOX.height * t.scale) / 2) / from.height) * to.height;
  const halfWidth = Math.max(width / 2, halfText);
  const x = clamp(centreX, halfWidth, to.width - halfWidth) - width / 2;
  const y = clamp(centreY, height / 2, to.height - height / 2) - height / 2;
  return { ...t, x: round2(x), y: round2(y), scale: round2(scale) };
}

/**
 * The largest font size up to `fontSize` at which a title's longest line fits the middle 90% of
 * a frame of this shape (at the title's box scale), never below the smallest title size.
 */
export function fittingTitleSize(
  content: string,
  fontSize: number,
  frame: FrameSize,
  scale = 1,
): number {
  const longest = longestLine(content);
  // Font px are at a frame whose long side is 1280: the frame's width in those px.
  const widthInTextPx = (frame.width * TEXT_REFERENCE_LONG_SIDE) / REFERENCE_LONG_SIDE;
  const fitting = Math.floor(
    (widthInTextPx * TITLE_WIDTH_SHARE) / (longest * TITLE_CHAR_WIDTH * scale),
  );
  return Math.max(TEXT_FONT_SIZE.min, Math.min(fontSize, fitting));
}

const longestLine = (content: string) =>
  Math.max(1, ...content.split('\n').map((line) => [...line].length));

function reframeTitle(item: TimelineItem, from: FrameSize, to: FrameSize): TimelineItem {
  const text = { ...DEFAULT_TEXT, ...item.text };
  const scale = item.transform?.scale ?? 1;
  const fontSize = fittingTitleSize(text.content, text.fontSize, to, scale);
  const next = fontSize === text.fontSize ? item : { ...item, text: { ...text, fontSize } };
  if (!item.transform) return next;
  const halfText =
    ((longestLine(text.content) * TITLE_CHAR_WIDTH * fontSize * scale) / 2) *
    (REFERENCE_LONG_SIDE / TEXT_REFERENCE_LONG_SIDE);
  return { ...next, transform: reframeBox(item.transform, from, to, halfText) };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

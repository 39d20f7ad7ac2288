import {
  DEFAULT_OVERLAY_TRANSFORM,
  type OverlayTransform,
  type TextContent,
  type TimelineDocument,
  type VideoFormat,
} from '../document';
import { edited, unchanged, type EditResult } from '../commands/edit-result';
import { clampOverlayTransform } from '../commands/item-properties';
import {
  REFERENCE_LONG_SIDE,
  TEXT_REFERENCE_LONG_SIDE,
  referenceFrame,
} from '../format/frame-format';
import { OVERLAY_BOX } from '../timeline-numbers';
import { TEXT_BOX_PADDING, TITLE_STYLE_DEFAULTS } from './text-style';
import { updateTitleItem } from './update-title';

// Ready-made titles: a look and a place in the frame. The place is worked out in the project's
// reference frame, so a lower third sits bottom-left in 9:16 as in 16:9.

export const TEXT_PRESET_IDS = ['lower-third', 'big-title', 'subtitle-bar'] as const;
export type TextPresetId = (typeof TEXT_PRESET_IDS)[number];

/** Where a preset puts its title: the title safe area's bottom-left corner, the centre, its bottom middle. */
export type TextPlacement = 'bottom-left' | 'centre' | 'bottom-centre';

export interface TextPreset {
  /** every style field, so applying a preset replaces the whole look */
  style: Required<Omit<TextContent, 'content' | 'preset' | 'animationIn' | 'animationOut'>>;
  placement: TextPlacement;
}

const WHITE = '#ffffff';
const BLACK = '#000000';

export const TEXT_PRESETS: Readonly<Record<TextPresetId, TextPreset>> = {
  /** a name and role: smaller, left-aligned on a dark box, bottom-left */
  'lower-third': {
    style: {
      ...TITLE_STYLE_DEFAULTS,
      fontSize: 44,
      color: WHITE,
      fontWeight: 700,
      shadow: false,
      backgroundColor: '#111827',
      backgroundOpacity: 0.85,
      backgroundBox: 'block',
      align: 'left',
      lineHeight: 1.25,
    },
    placement: 'bottom-left',
  },
  /** the opening card: large, heavy, centred, outlined */
  'big-title': {
    style: {
      ...TITLE_STYLE_DEFAULTS,
      fontFamily: 'Montserrat',
      fontSize: 120,
      color: WHITE,
      fontWeight: 900,
      outlineColor: BLACK,
      outlineWidth: 6,
      shadow: true,
      align: 'center',
      lineHeight: 1.1,
    },
    placement: 'centre',
  },
  /** words on a dark band across the bottom of the frame */
  'subtitle-bar': {
    style: {
      ...TITLE_STYLE_DEFAULTS,
      fontSize: 40,
      color: WHITE,
      fontWeight: 600,
      shadow: false,
      backgroundColor: BLACK,
      backgroundOpacity: 0.7,
      backgroundBox: 'bar',
      align: 'center',
      lineHeight: 1.25,
    },
    placement: 'bottom-centre',
  },
};

/** The title safe area's margins (shares of the frame): the platforms' buttons and bars on 9:16. */
export interface SafeMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Where titles stay clear of the edges: 5% on 16:9, a little more on the square and 4:5 feeds,
 * and on 9:16 what none of Shorts, TikTok and Reels covers (their top bar, the buttons on the
 * right, the caption band at the bottom) — the same figures the preview's safe-area guide shades.
 */
export const TITLE_SAFE_MARGINS: Readonly<Record<VideoFormat, SafeMargins>> = {
  '16:9': { top: 0.05, right: 0.05, bottom: 0.05, left: 0.05 },
  '1:1': { top: 0.06, right: 0.06, bottom: 0.08, left: 0.06 },
  '4:5': { top: 0.06, right: 0.06, bottom: 0.08, left: 0.06 },
  '9:16': { top: 0.14, right: 0.15, bottom: 0.35, left: 0.06 },
};

/**
 * The overlay transform (reference px, scale 1) that puts a title of `text`'s size and line count
 * at a placement: its box's bottom edge on the safe area's bottom, its left edge on the safe
 * area's left (bottom-left), or its centre on the frame's centre.
 */
export function presetTransform(
  format: VideoFormat,
  placement: TextPlacement,
  text: Pick<TextContent, 'content' | 'fontSize' | 'lineHeight'>,
): OverlayTransform {
  const frame = referenceFrame(format);
  const margins = TITLE_SAFE_MARGINS[format];
  const font = (text.fontSize * REFERENCE_LONG_SIDE) / TEXT_REFERENCE_LONG_SIDE;
  const lines = Math.max(1, text.content.split('\n').length);
  const halfBox =
    (lines * (text.lineHeight ?? TITLE_STYLE_DEFAULTS.lineHeight) * font) / 2 +
    TEXT_BOX_PADDING.y * font;
  const safeBottom = frame.height * (1 - margins.bottom);
  const centreX = frame.width / 2;
  // The title's text is centred vertically in its 128×96 box; left-aligned text starts at its left.
  const centreY = placement === 'centre' ? frame.height / 2 : safeBottom - halfBox;
  const x =
    placement === 'bottom-left'
      ? frame.width * margins.left + TEXT_BOX_PADDING.x * font
      : centreX - OVERLAY_BOX.width / 2;
  return clampOverlayTransform(
    { ...DEFAULT_OVERLAY_TRANSFORM, x, y: centreY - OVERLAY_BOX.height / 2 },
    frame,
  );
}

/**
 * Gives a title a preset's whole look and place (its words, opacity and animations stay), as one
 * undo step. The transform's scale goes back to 1: the preset's sizes are the sizes it shows at.
 */
export const applyTextPreset = (
  document: TimelineDocument,
  itemId: string,
  presetId: TextPresetId,
): EditResult => {
  const preset = TEXT_PRESETS[presetId];
  if (!preset) return unchanged(document);
  return updateTitleItem(document, itemId, 'text preset', (item, text) => {
    const styled: TextContent = { ...text, ...preset.style, preset: presetId };
    const placed = presetTransform(document.format, preset.placement, styled);
    return {
      ...item,
      text: styled,
      transform: { ...placed, opacity: item.transform?.opacity ?? 1 },
    };
  });
};

/**
 * An edit that added a title, followed by a preset on it, as one undo step labelled `label`
 * (adding a "Lower third" from the library is one step, not two).
 */
export function withTextPreset(
  added: EditResult,
  itemId: string,
  presetId: TextPresetId | undefined,
  label = 'add title',
): EditResult {
  if (!added.undo) return added;
  const after = presetId
    ? applyTextPreset(added.document, itemId, presetId).document
    : added.document;
  return edited(label, added.undo.before, after);
}

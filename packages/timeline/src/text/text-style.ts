import { CAPTION_FONT_FAMILIES } from '../captions/caption-presets';
import {
  DEFAULT_TEXT,
  TEXT_ALIGNS,
  TEXT_BOX_SHAPES,
  type TextAlign,
  type TextBoxShape,
  type TextContent,
  type TimelineDocument,
} from '../document';
import type { EditResult } from '../commands/edit-result';
import { updateTitle } from './update-title';

// A title's look: the fields the text inspector edits, each kept within what the app draws.

/** The families a title may use: the fonts the app ships (the caption fonts). */
export const TITLE_FONT_FAMILIES = CAPTION_FONT_FAMILIES;
export type TitleFontFamily = (typeof TITLE_FONT_FAMILIES)[number];
/** The weights the shipped fonts come in. */
export const TITLE_FONT_WEIGHTS = [400, 500, 600, 700, 800, 900] as const;

export const TEXT_FONT_SIZE = { min: 8, max: 400 } as const;
/** Bounds of a title's style (outline px at the 1280-px reference frame, like the font size). */
export const TEXT_STYLE_LIMITS = {
  fontWeight: { min: 400, max: 900 },
  outlineWidth: { min: 0, max: 20 },
  backgroundOpacity: { min: 0, max: 1 },
  lineHeight: { min: 0.8, max: 3 },
  contentLength: 2_000,
} as const;

/** What a title without the field draws with: bold Inter, centred, shadowed, no outline or box. */
export const TITLE_STYLE_DEFAULTS = {
  fontFamily: 'Inter',
  fontWeight: 700,
  outlineColor: '#000000',
  outlineWidth: 0,
  shadow: true,
  backgroundColor: '#000000',
  backgroundOpacity: 0,
  backgroundBox: 'block',
  align: 'center',
  lineHeight: 1.2,
} as const satisfies Partial<TextContent>;

/** The background box's padding around the text, in font sizes (the drawing and the presets agree). */
export const TEXT_BOX_PADDING = { x: 0.4, y: 0.2 } as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number, step: number) => Math.round(value / step) * step;
const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const colour = (value: unknown): string | undefined =>
  typeof value === 'string' && HEX_COLOUR.test(value) ? value.toLowerCase() : undefined;

/**
 * The style fields of `patch` that are valid, clamped: sizes, widths, opacity and spacing to their
 * bounds, the weight to a shipped weight, a family only when it is shipped, colours only when
 * #rrggbb, align and box shape only when known. Invalid fields are left out (the title keeps its
 * value). Animations and the preset name are not style: see `setTextAnimation`, `applyTextPreset`.
 */
export function sanitizeTextPatch(patch: Partial<TextContent>): Partial<TextContent> {
  const out: Partial<TextContent> = {};
  if (typeof patch.content === 'string')
    out.content = patch.content.slice(0, TEXT_STYLE_LIMITS.contentLength);
  if (finite(patch.fontSize))
    out.fontSize = clamp(Math.round(patch.fontSize), TEXT_FONT_SIZE.min, TEXT_FONT_SIZE.max);
  const color = colour(patch.color);
  if (color) out.color = color;
  if (
    typeof patch.fontFamily === 'string' &&
    (TITLE_FONT_FAMILIES as readonly string[]).includes(patch.fontFamily)
  )
    out.fontFamily = patch.fontFamily;
  if (finite(patch.fontWeight)) {
    const { min, max } = TEXT_STYLE_LIMITS.fontWeight;
    out.fontWeight = clamp(round(patch.fontWeight, 100), min, max);
  }
  const outlineColor = colour(patch.outlineColor);
  if (outlineColor) out.outlineColor = outlineColor;
  if (finite(patch.outlineWidth)) {
    const { min, max } = TEXT_STYLE_LIMITS.outlineWidth;
    out.outlineWidth = clamp(round(patch.outlineWidth, 0.5), min, max);
  }
  if (typeof patch.shadow === 'boolean') out.shadow = patch.shadow;
  const backgroundColor = colour(patch.backgroundColor);
  if (backgroundColor) out.backgroundColor = backgroundColor;
  if (finite(patch.backgroundOpacity))
    out.backgroundOpacity = clamp(Math.round(patch.backgroundOpacity * 100) / 100, 0, 1);
  if (TEXT_BOX_SHAPES.includes(patch.backgroundBox as TextBoxShape))
    out.backgroundBox = patch.backgroundBox!;
  if (TEXT_ALIGNS.includes(patch.align as TextAlign)) out.align = patch.align!;
  if (finite(patch.lineHeight)) {
    const { min, max } = TEXT_STYLE_LIMITS.lineHeight;
    out.lineHeight = clamp(Math.round(patch.lineHeight * 100) / 100, min, max);
  }
  return out;
}

/**
 * Edits a title's words and look (`sanitizeTextPatch`: the font size clamped to 8..400 px, a
 * colour that is not #rrggbb ignored, a family only from the shipped fonts…). Fields the patch
 * leaves out keep their value, absent ones stay absent, so an old title draws as it did. Does
 * nothing to items that are not text.
 */
export const setItemText = (
  document: TimelineDocument,
  itemId: string,
  patch: Partial<TextContent>,
): EditResult =>
  updateTitle(document, itemId, 'edit text', (text) => ({
    ...text,
    ...sanitizeTextPatch(patch),
  }));

/** A title's text with every style field filled in (what it draws with). */
export const resolvedTextStyle = (text: TextContent | undefined) => ({
  ...TITLE_STYLE_DEFAULTS,
  ...DEFAULT_TEXT,
  ...text,
});

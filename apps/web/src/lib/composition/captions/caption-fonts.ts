import type { CaptionStyle } from '@reelwright/timeline';

// The caption fonts as the canvas names them. Every stack ends with Noto Sans SC, so Chinese
// and Japanese words draw in a shipped face whatever Latin/Cyrillic font the style chose.

const CJK_FAMILY = 'Noto Sans SC Variable';

/** The CSS family a style's `fontFamily` is registered under (@fontsource names). */
const CSS_FAMILY: Readonly<Record<string, string>> = {
  'Noto Sans': 'Noto Sans',
  Montserrat: 'Montserrat',
  Inter: 'Inter',
  'Noto Sans SC': CJK_FAMILY,
};

export function captionFontStack(fontFamily: string): string {
  const family = CSS_FAMILY[fontFamily] ?? 'Noto Sans';
  return family === CJK_FAMILY
    ? `"${CJK_FAMILY}", sans-serif`
    : `"${family}", "${CJK_FAMILY}", sans-serif`;
}

/** The canvas `font` for a style at a size in px of the frame being drawn. */
export function captionFont(
  style: Pick<CaptionStyle, 'fontFamily' | 'fontWeight'>,
  px: number,
): string {
  const weight = Math.min(900, Math.max(100, Math.round(style.fontWeight / 100) * 100));
  return `${weight} ${Math.round(px * 100) / 100}px ${captionFontStack(style.fontFamily)}`;
}

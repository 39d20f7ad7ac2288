import type { SKRSContext2D } from '@napi-rs/canvas';
import { HEADLINE_VARIATION_SETTINGS, headlineFont } from './fonts';
import { fitHeadline } from './headline-fit';
import type { Layout } from './layouts';
import type { Palette } from './style-presets';

/** The outline, as a share of the type size: thick, as creators draw it. */
const OUTLINE = 0.14;

/**
 * The headline in heavy type with an outline and a drop shadow, fitted into the layout's text
 * box and centred in it vertically; its last line in the palette's highlight colour.
 */
export function drawHeadline(
  ctx: SKRSContext2D,
  headline: string,
  layout: Layout,
  palette: Palette,
): void {
  const text = headline.trim();
  if (!text) return;
  const box = layout.text;
  const outline = (size: number) => Math.max(4, size * OUTLINE);
  const measure = (line: string, size: number) => {
    ctx.font = headlineFont(text, size);
    // The outline sticks out half its width on each side.
    return ctx.measureText(line).width + outline(size);
  };

  ctx.save();
  ctx.fontVariationSettings = HEADLINE_VARIATION_SETTINGS;
  ctx.lang = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? 'zh-CN' : 'en';
  const fitted = fitHeadline(text, measure, {
    maxWidth: box.width,
    maxHeight: box.height,
    maxSize: layout.maxFontSize,
  });
  const { size, lines, lineHeight } = fitted;
  ctx.font = headlineFont(text, size);
  ctx.textBaseline = 'middle';
  ctx.textAlign = layout.align;
  ctx.lineJoin = 'round';
  ctx.miterLimit = 2;

  const step = size * lineHeight;
  const top = box.y + (box.height - step * lines.length) / 2 + step / 2;
  const x = layout.align === 'center' ? box.x + box.width / 2 : box.x + outline(size) / 2;

  lines.forEach((line, index) => {
    const y = top + index * step;
    ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
    ctx.shadowBlur = Math.round(size * 0.12);
    ctx.shadowOffsetX = Math.round(size * 0.04);
    ctx.shadowOffsetY = Math.round(size * 0.06);
    ctx.strokeStyle = palette.outline;
    ctx.lineWidth = outline(size);
    ctx.strokeText(line, x, y);
    ctx.shadowColor = 'transparent';
    const emphasis = lines.length > 1 && index === lines.length - 1;
    ctx.fillStyle = emphasis ? palette.highlight : palette.text;
    ctx.fillText(line, x, y);
  });
  ctx.restore();
}

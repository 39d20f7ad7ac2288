import {
  THUMBNAIL_HEIGHT as H,
  THUMBNAIL_WIDTH as W,
  type ThumbnailStyle,
} from '@reelwright/contracts';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { drawAccent, isBackdropAccent } from './accents';
import { drawHeadline } from './draw-headline';
import { encodePng } from './encode-png';
import { layoutFor, type Layout } from './layouts';
import { paintGeneratedBackground, paintReferenceBackground } from './picture-background';
import { placeObjects, type ObjectImage } from './place-objects';
import { paintPresetBackground } from './preset-background';
import { STYLE_PRESETS, variationIndex, type Palette } from './style-presets';

export interface CompositeRequest {
  /** one of the 8 presets in packages/contracts/src/thumbnails.ts */
  style: ThumbnailStyle;
  /** 1, 2 or 3 (any integer ≥ 1: wrap around) */
  variation: number;
  /** '' = draw no text */
  headline: string;
  /**
   * 'reference': the user's image as a blurred, darkened backdrop; 'generated': an AI image used
   * as is (cover-cropped), with only a gentle dark gradient where the text goes
   */
  background?: { bytes: Uint8Array; kind: 'reference' | 'generated' };
  /** placed with a drop shadow (max 4) */
  objects?: ObjectImage[];
}

/** The split layout's solid side, cut at a slant. */
function paintPanel(ctx: SKRSContext2D, palette: Palette, overPicture: boolean): void {
  ctx.save();
  ctx.globalAlpha = overPicture ? 0.9 : 1;
  ctx.fillStyle = palette.panel;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(650, 0);
  ctx.lineTo(590, H);
  ctx.lineTo(0, H);
  ctx.closePath();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = 24;
  ctx.shadowOffsetX = 8;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.shadowColor = 'transparent';
  ctx.strokeStyle = palette.accent;
  ctx.lineWidth = 10;
  ctx.beginPath();
  ctx.moveTo(655, -5);
  ctx.lineTo(595, H + 5);
  ctx.stroke();
  ctx.restore();
}

async function paintBackground(
  ctx: SKRSContext2D,
  request: CompositeRequest,
  layout: Layout,
  palette: Palette,
  index: 0 | 1 | 2,
): Promise<void> {
  const { background } = request;
  if (background?.kind === 'reference') await paintReferenceBackground(ctx, background.bytes);
  else if (background?.kind === 'generated')
    await paintGeneratedBackground(ctx, background.bytes, layout, request.headline.trim() !== '');
  else
    paintPresetBackground(
      ctx,
      palette,
      STYLE_PRESETS[request.style].pattern,
      layout.subject,
      index,
    );
}

/**
 * One thumbnail, a PNG of exactly 1280×720: background (preset gradient, or the reference or
 * generated picture), the split panel, the accent, the object images, then the headline. The
 * variation picks the layout, the palette and the accent. Rejects, naming the image, when a
 * background or object image cannot be read.
 */
export async function renderThumbnail(request: CompositeRequest): Promise<Uint8Array> {
  if (!Number.isInteger(request.variation) || request.variation < 1)
    throw new Error(`variation must be an integer from 1, not ${request.variation}.`);
  const preset = STYLE_PRESETS[request.style];
  if (!preset) throw new Error(`Unknown thumbnail style: ${String(request.style)}.`);
  const index = variationIndex(request.variation);
  const layout = layoutFor(request.variation);
  const palette = preset.palettes[index];
  const accent = preset.accents[index];

  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  await paintBackground(ctx, request, layout, palette, index);
  if (layout.name === 'split') paintPanel(ctx, palette, request.background !== undefined);
  if (isBackdropAccent(accent)) drawAccent(ctx, accent, layout, palette);
  await placeObjects(ctx, request.objects ?? [], layout.subject);
  if (!isBackdropAccent(accent)) drawAccent(ctx, accent, layout, palette);
  drawHeadline(ctx, request.headline, layout, palette);
  return encodePng(canvas);
}

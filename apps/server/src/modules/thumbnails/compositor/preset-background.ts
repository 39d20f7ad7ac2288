import { THUMBNAIL_HEIGHT as H, THUMBNAIL_WIDTH as W } from '@reelwright/contracts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Rect } from './layouts';
import type { BackgroundPattern, Palette } from './style-presets';

/** A fixed pseudo-random sequence (a linear congruential generator): same variation, same picture. */
function sequence(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function centreOf(rect: Rect): [number, number] {
  return [rect.x + rect.width / 2, rect.y + rect.height / 2];
}

function paintPattern(
  ctx: SKRSContext2D,
  pattern: BackgroundPattern,
  palette: Palette,
  focus: Rect,
  seed: number,
): void {
  const random = sequence(seed);
  const [cx, cy] = centreOf(focus);
  ctx.save();
  switch (pattern) {
    case 'rays': {
      ctx.fillStyle = 'rgba(255, 255, 255, 0.07)';
      const count = 18;
      for (let ray = 0; ray < count; ray += 2) {
        const from = (ray / count) * Math.PI * 2;
        const to = ((ray + 1) / count) * Math.PI * 2;
        ctx.beginPath();
        ctx.moveTo(cx, cy);
        ctx.arc(cx, cy, W * 1.5, from, to);
        ctx.closePath();
        ctx.fill();
      }
      break;
    }
    case 'grid': {
      ctx.strokeStyle = palette.glow;
      ctx.globalAlpha = 0.12;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      for (let x = 0; x <= W; x += 64) ctx.rect(x, 0, 0, H);
      for (let y = 0; y <= H; y += 64) ctx.rect(0, y, W, 0);
      ctx.stroke();
      break;
    }
    case 'dots': {
      ctx.fillStyle = 'rgba(255, 255, 255, 0.1)';
      for (let y = 18; y < H; y += 36) {
        for (let x = 18; x < W; x += 36) {
          ctx.beginPath();
          ctx.arc(x, y, 2 + (6 * x) / W, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      break;
    }
    case 'bokeh': {
      ctx.fillStyle = palette.glow;
      for (let circle = 0; circle < 16; circle += 1) {
        ctx.globalAlpha = 0.06 + random() * 0.14;
        ctx.beginPath();
        ctx.arc(random() * W, random() * H, 30 + random() * 110, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    }
    case 'bars': {
      ctx.fillStyle = palette.glow;
      ctx.globalAlpha = 0.18;
      for (let x = 8; x < W; x += 32) {
        const height = 60 + random() * 320;
        ctx.fillRect(x, H - height, 20, height);
      }
      break;
    }
    case 'chart': {
      // Rising bars: growth, the business preset's motif.
      ctx.fillStyle = palette.glow;
      ctx.globalAlpha = 0.14;
      for (let x = 20, bar = 0; x < W; x += 90, bar += 1) {
        const height = 80 + bar * 38 + random() * 40;
        ctx.fillRect(x, H - height, 60, height);
      }
      break;
    }
    case 'slashes': {
      ctx.fillStyle = 'rgba(255, 255, 255, 0.06)';
      for (let x = -H; x < W; x += 150) {
        ctx.beginPath();
        ctx.moveTo(x, H);
        ctx.lineTo(x + 60, H);
        ctx.lineTo(x + 60 + H * 0.6, 0);
        ctx.lineTo(x + H * 0.6, 0);
        ctx.closePath();
        ctx.fill();
      }
      break;
    }
  }
  ctx.restore();
}

/**
 * A background without a picture: the palette's gradient, the preset's texture and a glow behind
 * the subject. The gradient runs a different way in each variation.
 */
export function paintPresetBackground(
  ctx: SKRSContext2D,
  palette: Palette,
  pattern: BackgroundPattern,
  focus: Rect,
  variation: 0 | 1 | 2,
): void {
  const corners: [number, number, number, number][] = [
    [0, 0, W, H],
    [W / 2, 0, W / 2, H],
    [W, 0, 0, H],
  ];
  const [x0, y0, x1, y1] = corners[variation]!;
  const gradient = ctx.createLinearGradient(x0, y0, x1, y1);
  gradient.addColorStop(0, palette.background[0]);
  gradient.addColorStop(1, palette.background[1]);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, H);

  paintPattern(ctx, pattern, palette, focus, variation + 1);

  const [cx, cy] = centreOf(focus);
  const glow = ctx.createRadialGradient(cx, cy, 0, cx, cy, 520);
  glow.addColorStop(0, palette.glow);
  glow.addColorStop(1, 'transparent');
  ctx.save();
  ctx.globalAlpha = 0.45;
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, W, H);
  ctx.restore();
}

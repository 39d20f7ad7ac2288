import { THUMBNAIL_HEIGHT as H, THUMBNAIL_WIDTH as W } from '@reelwright/contracts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Layout, Rect } from './layouts';
import type { AccentKind, Palette } from './style-presets';

/** Accents drawn behind the objects; the others go in front of them (the headline tops all). */
export function isBackdropAccent(kind: AccentKind): boolean {
  return kind === 'burst' || kind === 'stripe';
}

function withShadow(ctx: SKRSContext2D): void {
  ctx.shadowColor = 'rgba(0, 0, 0, 0.5)';
  ctx.shadowBlur = 18;
  ctx.shadowOffsetX = 6;
  ctx.shadowOffsetY = 8;
}

function star(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
) {
  ctx.beginPath();
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (index / (points * 2)) * Math.PI * 2 - Math.PI / 2;
    ctx.lineTo(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
  }
  ctx.closePath();
}

/** A fat arrow from `from` to `to`, outlined, the way thumbnails point at the thing. */
function arrow(ctx: SKRSContext2D, from: [number, number], to: [number, number], palette: Palette) {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const length = Math.hypot(x1 - x0, y1 - y0);
  ctx.translate(x0, y0);
  ctx.rotate(Math.atan2(y1 - y0, x1 - x0));
  const shaft = 22;
  const head = 62;
  ctx.beginPath();
  ctx.moveTo(0, -shaft);
  ctx.lineTo(length - head, -shaft);
  ctx.lineTo(length - head, -head);
  ctx.lineTo(length, 0);
  ctx.lineTo(length - head, head);
  ctx.lineTo(length - head, shaft);
  ctx.lineTo(0, shaft);
  ctx.closePath();
  withShadow(ctx);
  ctx.fillStyle = palette.accent;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = 7;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = palette.outline;
  ctx.stroke();
}

function arrowPath(layout: Layout): [[number, number], [number, number]] {
  const { subject, text } = layout;
  if (layout.name === 'centre-word') {
    return [
      [subject.x + subject.width + 60, subject.y - 10],
      [subject.x + subject.width - 60, subject.y + subject.height * 0.45],
    ];
  }
  return [
    [text.x + text.width - 200, text.y + text.height - 30],
    [subject.x + 30, subject.y + subject.height * 0.55],
  ];
}

function centre(rect: Rect): [number, number] {
  return [rect.x + rect.width / 2, rect.y + rect.height / 2];
}

/** The preset's accent for this variation: an arrow, a burst, a frame, a badge, a stripe or a ring. */
export function drawAccent(ctx: SKRSContext2D, kind: AccentKind, layout: Layout, palette: Palette) {
  const { subject, text } = layout;
  const [cx, cy] = centre(subject);
  ctx.save();
  switch (kind) {
    case 'arrow':
      arrow(ctx, ...arrowPath(layout), palette);
      break;
    case 'burst': {
      const radius = Math.min(subject.width, subject.height) * 0.62;
      star(ctx, cx, cy, radius, radius * 0.72, 14);
      ctx.globalAlpha = 0.9;
      ctx.fillStyle = palette.accent;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.lineWidth = 6;
      ctx.strokeStyle = palette.outline;
      ctx.stroke();
      break;
    }
    case 'frame':
      ctx.lineWidth = 16;
      ctx.strokeStyle = palette.accent;
      withShadow(ctx);
      ctx.beginPath();
      ctx.roundRect(14, 14, W - 28, H - 28, 22);
      ctx.stroke();
      break;
    case 'badge': {
      const bx = subject.x + subject.width - 70;
      const by = Math.max(80, subject.y + 40);
      withShadow(ctx);
      ctx.beginPath();
      ctx.arc(bx, by, 62, 0, Math.PI * 2);
      ctx.fillStyle = palette.accent;
      ctx.fill();
      ctx.shadowColor = 'transparent';
      ctx.lineWidth = 6;
      ctx.strokeStyle = palette.outline;
      ctx.stroke();
      star(ctx, bx, by, 40, 17, 5);
      ctx.fillStyle = palette.outline;
      ctx.fill();
      break;
    }
    case 'stripe': {
      // A marker stroke behind the headline's lower half.
      const top = text.y + text.height * 0.5;
      ctx.globalAlpha = 0.85;
      ctx.fillStyle = palette.accent;
      ctx.beginPath();
      ctx.moveTo(text.x - 20, top + 40);
      ctx.lineTo(text.x + text.width + 10, top - 10);
      ctx.lineTo(text.x + text.width + 10, top + 90);
      ctx.lineTo(text.x - 20, top + 140);
      ctx.closePath();
      ctx.fill();
      break;
    }
    case 'ring': {
      const radius = Math.min(subject.width, subject.height) * 0.46;
      withShadow(ctx);
      ctx.lineWidth = 14;
      ctx.strokeStyle = palette.accent;
      ctx.beginPath();
      ctx.ellipse(cx, cy, radius * 1.15, radius, -0.12, 0, Math.PI * 2);
      ctx.stroke();
      break;
    }
  }
  ctx.restore();
}

import {
  BOOST_GREY,
  boostPasses,
  gradeSteps,
  type ColourGrade,
  type GradeStep,
} from './colour-grade';
import type { Rect } from './frame-layout';
import { scratchCanvas } from './scratch-canvas';

// A grade applied to pixels already drawn: the fills of `gradeSteps` over the picture's area
// (in the context's current transform, so a turned picture's own quad), and for a saturation
// boost, a copy of that area at mid-grey's lightness drawn back with 'hard-light'.

/** What grading needs of a 2D context: fills, and for a boost its canvas and transform. */
export type GradeContext = Pick<
  CanvasRenderingContext2D,
  | 'fillRect'
  | 'drawImage'
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'rect'
  | 'clip'
  | 'setTransform'
  | 'getTransform'
> & {
  globalCompositeOperation: GlobalCompositeOperation;
  globalAlpha: number;
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  readonly canvas: { width: number; height: number } & CanvasImageSource;
};

/** Whether the context is a real canvas's, which grading in place needs (tests hand in others). */
export const canGradeInPlace = <T extends object>(ctx: T): ctx is T & GradeContext =>
  'canvas' in ctx && 'getTransform' in ctx;

/** Grades `area` of what the context holds, in place. */
export function applyGrade(ctx: GradeContext, grade: ColourGrade, area: Rect): void {
  ctx.save();
  for (const step of gradeSteps(grade)) {
    if (step.kind === 'fill') fillStep(ctx, step, area);
    else boostSaturation(ctx, step.amount, area);
  }
  ctx.restore();
}

function fillStep(
  ctx: Pick<GradeContext, 'fillRect' | 'globalCompositeOperation' | 'globalAlpha' | 'fillStyle'>,
  step: Extract<GradeStep, { kind: 'fill' }>,
  area: Rect,
): void {
  ctx.globalCompositeOperation = step.operation;
  ctx.globalAlpha = step.alpha;
  ctx.fillStyle = step.colour;
  ctx.fillRect(area.x, area.y, area.width, area.height);
}

/**
 * More saturation (see `GradeStep`): the area's pixels (its bounding box on the canvas) copied
 * to a scratch canvas and given mid-grey's lightness there, then drawn back clipped to the area
 * with 'hard-light'.
 */
function boostSaturation(ctx: GradeContext, amount: number, area: Rect): void {
  const box = deviceBox(ctx, area);
  if (!box) return;
  const copy = scratchCanvas('boost', box.width, box.height);
  if (!copy) return;
  const target = copy.ctx;
  target.save();
  target.globalAlpha = 1;
  target.globalCompositeOperation = 'copy';
  target.drawImage(ctx.canvas, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
  target.globalCompositeOperation = 'luminosity';
  target.fillStyle = BOOST_GREY;
  target.fillRect(0, 0, box.width, box.height);
  target.restore();

  ctx.save();
  ctx.beginPath();
  ctx.rect(area.x, area.y, area.width, area.height);
  ctx.clip();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = 'hard-light';
  for (const alpha of boostPasses(amount)) {
    ctx.globalAlpha = alpha;
    ctx.drawImage(copy.canvas, 0, 0, box.width, box.height, box.x, box.y, box.width, box.height);
  }
  ctx.restore();
}

/** The area's bounding box in canvas pixels (whole pixels, on the canvas), or null if off it. */
function deviceBox(ctx: GradeContext, area: Rect): Rect | null {
  const m = ctx.getTransform();
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [area.x, area.y],
    [area.x + area.width, area.y],
    [area.x, area.y + area.height],
    [area.x + area.width, area.y + area.height],
  ] as const) {
    xs.push(m.a * x + m.c * y + m.e);
    ys.push(m.b * x + m.d * y + m.f);
  }
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const right = Math.min(ctx.canvas.width, Math.ceil(Math.max(...xs)));
  const bottom = Math.min(ctx.canvas.height, Math.ceil(Math.max(...ys)));
  if (right <= left || bottom <= top) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

import type { ColourGrade } from '../../../../lib/composition/colour-grade';
import type { Rect } from '../../../../lib/composition/frame-layout';
import type { SourceRect } from '../../../../lib/composition/picture-frame';
import { PictureBuffer } from './picture-buffer';
import { shrinksToTwoThirds } from './two-thirds';
import { yuvGradeTables, type YuvGradeTables } from './yuv-grade';
import {
  blendScaledStill,
  blendStill,
  yuvStillMasterOf,
  yuvStillOf,
  type YuvStill,
  type YuvStillMaster,
} from './yuv-stills';

// Frames the encoder makes from a decoded picture, without the canvas: where the compositor
// would only scale one video picture over the whole frame (`directFrame`), the decoded frame's
// part goes to the VideoEncoder as it is, and the encoder scales it in YUV to the output size
// (Chromium does this with libyuv). Drawing a 1080p frame onto a 720p canvas costs about 13 ms
// here (a full-size YUV → RGB conversion before the scale); this path costs a copy of the part
// and a pass over it (`full-range.ts`), about 1 ms. A graded picture half as large again as the
// frame (1080p in a 720p export) is brought to the frame's size before it is graded
// (`two-thirds.ts`), so the grade looks up fewer samples and the encoder scales nothing.
//
// The canvas's frames reach the encoder as RGB, which it converts to full-range BT.709 and labels
// so in the file. A decoded frame is mostly limited-range BT.709: sent as it is, the file's
// colour description would change mid-stream and players would show one kind washed out or
// crushed. So the part is brought to full range first (the same values the canvas path's
// conversion gives, ±1) and labelled like the canvas's frames. Any other source (another matrix,
// more than 8 bits, not 4:2:0) is drawn as before. `encoderTakesDirectFrames` checks once per
// codec that this browser's encoder really scales such frames and keeps one colour description.

/** The colour description the encoder gives the canvas's frames. */
export const CANVAS_COLOUR_SPACE: VideoColorSpaceInit = {
  primaries: 'bt709',
  transfer: 'iec61966-2-1',
  matrix: 'bt709',
  fullRange: true,
};

const DIRECT_FORMATS = new Set<VideoPixelFormat>(['I420', 'NV12']);

/** A picture part on even pixels (4:2:0 chroma), or null when that moves an edge by ≥ 1 px. */
export function alignedPart(
  part: SourceRect,
  sourceWidth: number,
  sourceHeight: number,
): { x: number; y: number; width: number; height: number } | null {
  const even = (value: number, limit: number) =>
    Math.min(limit, Math.max(0, 2 * Math.round(value / 2)));
  const x = even(part.x, sourceWidth);
  const y = even(part.y, sourceHeight);
  const right = even(part.x + part.width, sourceWidth);
  const bottom = even(part.y + part.height, sourceHeight);
  const off = Math.max(
    Math.abs(x - part.x),
    Math.abs(y - part.y),
    Math.abs(right - (part.x + part.width)),
    Math.abs(bottom - (part.y + part.height)),
  );
  if (off >= 1 || right - x < 2 || bottom - y < 2) return null;
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * Whether a decoded frame can go to the encoder directly: 8-bit 4:2:0 in BT.709, or unlabelled
 * and of HD size (what players, and the canvas's draw here, take for BT.709; an unlabelled SD
 * picture may be taken for BT.601, so it is drawn).
 */
export function isDirectSource(
  frame: Pick<VideoFrame, 'format' | 'colorSpace' | 'displayWidth' | 'displayHeight'>,
): boolean {
  if (!frame.format || !DIRECT_FORMATS.has(frame.format)) return false;
  const matrix = frame.colorSpace.matrix;
  if (matrix === 'bt709') return true;
  return matrix === null && frame.displayWidth * frame.displayHeight >= 1280 * 720;
}

/** A still to lay over the picture: where the canvas would draw it (canvas px), and how. */
export interface StillOver {
  /** names the picture and so its prepared planes (one still shown at two sizes is two keys) */
  key: string;
  image: CanvasImageSource;
  rect: Rect;
  alpha: number;
}

/** Stills kept prepared at a size; more than this (stills resized every frame) starts anew. */
const PREPARED_LIMIT = 32;
/** Frames a still keeps its size for before it is taken to be at rest (and drawn at it). */
const AT_REST_FRAMES = 6;
/** Grades kept as tables (1.9 MB each). */
const GRADES_KEPT = 4;

/** What is done to the picture's part before the stills: a crossfade's mix, a grade. */
export interface DirectLook {
  /** a crossfade's incoming frame (the same size and kind), mixed in at `alpha` */
  incoming?: { frame: VideoFrame; alpha: number };
  grade?: ColourGrade | null;
}

/** Makes the encoder's frames from decoded ones; working buffers, reused frame after frame. */
export class DirectFrameMaker {
  private readonly buffer = new PictureBuffer();
  private readonly prepared = new Map<string, YuvStill>();
  /** each still's size last asked for, and for how many frames since, to tell a still resized on keyframes */
  private readonly sizesSeen = new Map<string, { size: string; frames: number }>();
  private readonly masters = new Map<
    string,
    { image: CanvasImageSource; master: YuvStillMaster; whole: boolean }
  >();
  private readonly grades = new Map<string, YuvGradeTables>();

  /**
   * The part of `frame` (px of its visible picture) as a frame of its own at `timestamp` (s),
   * full range and labelled like the canvas's frames; null when the part cannot be cut on even
   * pixels or the frame is of another kind.
   */
  async make(
    frame: VideoFrame,
    part: SourceRect,
    timestamp: number,
    duration: number,
    {
      canvas,
      stills = [],
      incoming,
      grade,
    }: { canvas?: { width: number; height: number }; stills?: StillOver[] } & DirectLook = {},
  ): Promise<VideoFrame | null> {
    if (!isDirectSource(frame)) return null;
    const visible = frame.visibleRect;
    if (!visible) return null;
    const aligned = alignedPart(part, frame.displayWidth, frame.displayHeight);
    if (!aligned || frame.displayWidth !== visible.width || frame.displayHeight !== visible.height)
      return null;
    const rect = { ...aligned, x: aligned.x + visible.x, y: aligned.y + visible.y };
    const format = frame.format!;
    if (stills.length > 0 && (!canvas || format === null)) return null;
    const fullRange = frame.colorSpace.fullRange === true;
    const other = incoming?.frame;
    if (
      other &&
      (other.format !== format ||
        (other.colorSpace.fullRange === true) !== fullRange ||
        !isDirectSource(other) ||
        !sameRect(other.visibleRect, visible))
    )
      return null;
    const size = frame.allocationSize({ rect });
    const layout = await frame.copyTo(this.buffer.bytes(size), { rect });
    if (other && incoming.alpha > 0) {
      const otherLayout = await other.copyTo(this.buffer.incomingBytes(size), { rect });
      if (!sameLayout(layout, otherLayout)) return null;
      this.buffer.mix(size, incoming.alpha);
    }
    // A graded picture exactly half as large again as the frame is brought to the frame's size
    // first: the grade then looks up 44 % of the samples, and the encoder has nothing to scale.
    const shrunk =
      grade &&
      canvas &&
      format === 'I420' &&
      rect.width * 2 === canvas.width * 3 &&
      rect.height * 2 === canvas.height * 3 &&
      shrinksToTwoThirds(rect.width, rect.height);
    if (shrunk) this.buffer.toTwoThirds(rect.width, rect.height);
    const picture = {
      width: shrunk ? canvas.width : rect.width,
      height: shrunk ? canvas.height : rect.height,
      format: format as 'I420' | 'NV12',
    };
    if (grade) this.buffer.grade(picture, this.gradeTables(grade, fullRange));
    else if (!fullRange) this.buffer.expand(rect.width, rect.height);
    // A fresh view of the same bytes (the pass may have grown the memory under the old one).
    const bytes = this.buffer.bytes(shrunk ? picture.width * picture.height * 1.5 : size);
    if (canvas)
      for (const still of stills) {
        // The still's box on the picture: as cut (the encoder then scales it to the canvas), or
        // as brought to the canvas's size.
        const toPicture = picture.width / rect.width;
        const perX = (part.width / canvas.width) * toPicture;
        const perY = (part.height / canvas.height) * toPicture;
        const width = Math.max(2, 2 * Math.round((still.rect.width * perX) / 2));
        const height = Math.max(2, 2 * Math.round((still.rect.height * perY) / 2));
        const x = 2 * Math.round(((part.x - aligned.x) * toPicture + still.rect.x * perX) / 2);
        const y = 2 * Math.round(((part.y - aligned.y) * toPicture + still.rect.y * perY) / 2);
        const laid = this.stillToLay(still, width, height);
        if (!laid) return null;
        if ('master' in laid)
          blendScaledStill(bytes, picture, laid.master, x, y, width, height, still.alpha);
        else blendStill(bytes, picture, laid.planes, x, y, still.alpha);
      }
    return new VideoFrame(bytes, {
      format,
      codedWidth: picture.width,
      codedHeight: picture.height,
      layout: shrunk ? i420Layout(picture.width, picture.height) : layout,
      timestamp: Math.round(timestamp * 1e6),
      duration: Math.round(duration * 1e6),
      colorSpace: CANVAS_COLOUR_SPACE,
    });
  }

  /**
   * Makes the tables of these grades (of video-level pictures, the usual kind) ahead of the
   * frames, while the export waits for something else; at most as many as are kept.
   */
  prepareGrades(grades: readonly ColourGrade[]): void {
    for (const grade of grades.slice(0, GRADES_KEPT)) this.gradeTables(grade, false);
  }

  private gradeTables(grade: ColourGrade, fullRange: boolean): YuvGradeTables {
    const key = `${JSON.stringify(grade)}:${fullRange}`;
    let tables = this.grades.get(key);
    if (!tables) {
      tables = yuvGradeTables(grade, fullRange);
      if (this.grades.size >= GRADES_KEPT) this.grades.clear();
      this.grades.set(key, tables);
    }
    return tables;
  }

  /**
   * The still to lay at width × height: converted at that size (drawn as the canvas draws it:
   * scaled at 'medium'), or, for a still that grows or shrinks on keyframes (asked for at a new
   * size every frame), a master converted once at up to twice that size, which the blend scales
   * with bilinear filtering: what the canvas's 'medium' does at such scales, without a draw, a
   * read-back and a conversion every frame.
   */
  private stillToLay(
    still: StillOver,
    width: number,
    height: number,
  ): { planes: YuvStill } | { master: YuvStillMaster } | null {
    const key = `${still.key}@${width}×${height}`;
    const planes = this.prepared.get(key);
    if (planes) return { planes };
    // Growing slowly, a still keeps a size for a frame or two between new ones: it is at rest
    // only once it has kept one size for a few frames.
    const size = `${width}×${height}`;
    const seen = this.sizesSeen.get(still.key);
    const kept = seen?.size === size ? seen.frames + 1 : 0;
    this.sizesSeen.set(still.key, { size, frames: kept });
    const animated = seen !== undefined && kept < AT_REST_FRAMES;
    const master = animated ? this.masterOf(still, width, height) : null;
    if (master) return { master };
    const drawn = drawnStill(still.image, width, height, 'medium');
    if (!drawn) return null;
    if (this.prepared.size >= PREPARED_LIMIT) this.prepared.clear();
    this.prepared.set(key, drawn);
    return { planes: drawn };
  }

  /** The still at up to twice width × height (its own size at most), converted once. */
  private masterOf(still: StillOver, width: number, height: number): YuvStillMaster | null {
    const natural = naturalSize(still.image);
    if (!natural) return null;
    const kept = this.masters.get(still.key);
    // Kept while it is at least the size asked for (or the still's own size: then scaling up,
    // where 'medium' is bilinear too) and at most twice it.
    if (
      kept &&
      kept.image === still.image &&
      (kept.whole || (kept.master.width >= width && kept.master.height >= height)) &&
      kept.master.width <= 2 * width + 2
    )
      return kept.master;
    const scale = Math.min(1, (2 * width) / natural.width, (2 * height) / natural.height);
    const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));
    const planes = drawnStill(
      still.image,
      even(natural.width * scale),
      even(natural.height * scale),
      'medium',
    );
    if (!planes) return null;
    const master = yuvStillMasterOf(planes);
    if (this.masters.size >= PREPARED_LIMIT) this.masters.clear();
    this.masters.set(still.key, { image: still.image, master, whole: scale === 1 });
    return master;
  }
}

/** A still drawn at width × height (even) at `quality`, as YUV planes. */
function drawnStill(
  image: CanvasImageSource,
  width: number,
  height: number,
  quality: ImageSmoothingQuality,
): YuvStill | null {
  const scratch = new OffscreenCanvas(width, height);
  const ctx = scratch.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.imageSmoothingQuality = quality;
  ctx.drawImage(image, 0, 0, width, height);
  return yuvStillOf(ctx.getImageData(0, 0, width, height).data, width, height);
}

/** A still's own px size, where the image says it. */
function naturalSize(image: CanvasImageSource): { width: number; height: number } | null {
  const sized = image as { width?: unknown; height?: unknown };
  return typeof sized.width === 'number' &&
    typeof sized.height === 'number' &&
    sized.width > 0 &&
    sized.height > 0
    ? { width: sized.width, height: sized.height }
    : null;
}

/** A tightly packed I420 picture's planes. */
const i420Layout = (width: number, height: number): PlaneLayout[] => [
  { offset: 0, stride: width },
  { offset: width * height, stride: width / 2 },
  { offset: width * height * 1.25, stride: width / 2 },
];

const sameRect = (a: DOMRectReadOnly | null, b: DOMRectReadOnly) =>
  a !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

const sameLayout = (a: PlaneLayout[], b: PlaneLayout[]) =>
  a.length === b.length &&
  a.every((plane, at) => plane.offset === b[at]!.offset && plane.stride === b[at]!.stride);

const checked = new Map<string, Promise<boolean>>();

/**
 * Whether this browser's encoder, configured as `codec`, takes a direct frame of another size
 * beside the canvas's frames: both encoded, one colour description for the stream, the direct
 * frame scaled to the configured size with the colours a canvas draw of it shows. Checked once
 * per codec string, on a 128×72 stream (some tens of ms).
 */
export function encoderTakesDirectFrames(codec: string): Promise<boolean> {
  let answer = checked.get(codec);
  if (!answer) {
    answer = checkEncoder(codec).catch(() => false);
    checked.set(codec, answer);
  }
  return answer;
}

async function checkEncoder(codec: string): Promise<boolean> {
  if (typeof VideoEncoder === 'undefined' || typeof VideoDecoder === 'undefined') return false;
  const width = 128;
  const height = 72;
  const configs: VideoDecoderConfig[] = [];
  const chunks: EncodedVideoChunk[] = [];
  let failed = false;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      chunks.push(chunk);
      if (meta?.decoderConfig) configs.push(meta.decoderConfig);
    },
    error: () => (failed = true),
  });
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { alpha: false, willReadFrequently: true });
  if (!ctx) return false;
  // A limited-range BT.709 orange, twice the stream's size, as a decoder hands it over.
  const source = solidI420(width * 2, height * 2, { y: 150, u: 70, v: 190 });
  let expected: Uint8ClampedArray;
  try {
    encoder.configure({ codec, width, height, bitrate: 1_000_000, framerate: 30 });
    ctx.fillStyle = 'rgb(40, 90, 200)';
    ctx.fillRect(0, 0, width, height);
    const drawn = new VideoFrame(canvas, { timestamp: 0, duration: 33_333 });
    encoder.encode(drawn, { keyFrame: true });
    drawn.close();
    ctx.drawImage(source, 0, 0, width, height);
    expected = ctx.getImageData(width / 2, height / 2, 1, 1).data;
    const direct = await new DirectFrameMaker().make(
      source,
      { x: 0, y: 0, width: width * 2, height: height * 2 },
      1 / 30,
      1 / 30,
    );
    if (!direct) return false;
    encoder.encode(direct, { keyFrame: true });
    direct.close();
    await encoder.flush();
  } finally {
    source.close();
    if (encoder.state !== 'closed') encoder.close();
  }
  const first = configs[0];
  if (failed || chunks.length !== 2 || !first) return false;
  const described = (config: VideoDecoderConfig) => JSON.stringify(config.colorSpace ?? null);
  if (configs.some((config) => described(config) !== described(first))) return false;

  const decoded: Array<{ width: number; height: number; pixel: Uint8ClampedArray }> = [];
  const decoder = new VideoDecoder({
    output: (frame) => {
      ctx.drawImage(frame, 0, 0, width, height);
      decoded.push({
        width: frame.displayWidth,
        height: frame.displayHeight,
        pixel: ctx.getImageData(width / 2, height / 2, 1, 1).data,
      });
      frame.close();
    },
    error: () => (failed = true),
  });
  try {
    decoder.configure(first);
    for (const chunk of chunks) decoder.decode(chunk);
    await decoder.flush();
  } finally {
    if (decoder.state !== 'closed') decoder.close();
  }
  const close = (a: ArrayLike<number>, b: ArrayLike<number>) =>
    [0, 1, 2].every((channel) => Math.abs(a[channel]! - b[channel]!) <= 10);
  return (
    !failed &&
    decoded.length === 2 &&
    decoded.every((frame) => frame.width === width && frame.height === height) &&
    close(decoded[0]!.pixel, [40, 90, 200]) &&
    close(decoded[1]!.pixel, expected)
  );
}

function solidI420(width: number, height: number, colour: { y: number; u: number; v: number }) {
  const luma = width * height;
  const chroma = (width / 2) * (height / 2);
  const bytes = new Uint8Array(luma + 2 * chroma);
  bytes.fill(colour.y, 0, luma);
  bytes.fill(colour.u, luma, luma + chroma);
  bytes.fill(colour.v, luma + chroma);
  return new VideoFrame(bytes, {
    format: 'I420',
    codedWidth: width,
    codedHeight: height,
    timestamp: 0,
    colorSpace: { primaries: 'bt709', transfer: 'bt709', matrix: 'bt709', fullRange: false },
  });
}

import type { ColourGrade } from '../../../../lib/composition/colour-grade';
import type { Rect } from '../../../../lib/composition/frame-layout';
import type { SourceRect } from '../../../../lib/composition/picture-frame';
import { PictureBuffer } from './picture-buffer';
import { yuvGradeTables, type YuvGradeTables } from './yuv-grade';
import { blendStill, yuvStillOf, type YuvStill } from './yuv-stills';

// Frames the encoder makes from a decoded picture, without the canvas: where the compositor
// would only scale one video picture over the whole frame (`directFrame`), the decoded frame's
// part goes to the VideoEncoder as it is, and the encoder scales it in YUV to the output size
// (Chromium does this with libyuv). Drawing a 1080p frame onto a 720p canvas costs about 13 ms
// here (a full-size YUV → RGB conversion before the scale); this path costs a copy of the part
// and a pass over it (`full-range.ts`), about 1 ms.
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
  /** each still's size last asked for, to tell a still resized on keyframes */
  private readonly sizesSeen = new Map<string, string>();
  private readonly masters = new Map<
    string,
    { image: CanvasImageSource; canvas: OffscreenCanvas; whole: boolean }
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
    if (grade)
      this.buffer.grade(
        { width: rect.width, height: rect.height, format: format as 'I420' | 'NV12' },
        this.gradeTables(grade, fullRange),
      );
    else if (!fullRange) this.buffer.expand(rect.width, rect.height);
    // A fresh view of the same bytes (the pass may have grown the memory under the old one).
    const bytes = this.buffer.bytes(size);
    if (canvas)
      for (const still of stills) {
        // The still's box on the picture as cut (which the encoder then scales to the canvas).
        const perX = part.width / canvas.width;
        const perY = part.height / canvas.height;
        const width = Math.max(2, 2 * Math.round((still.rect.width * perX) / 2));
        const height = Math.max(2, 2 * Math.round((still.rect.height * perY) / 2));
        const x = 2 * Math.round((part.x - aligned.x + still.rect.x * perX) / 2);
        const y = 2 * Math.round((part.y - aligned.y + still.rect.y * perY) / 2);
        const planes = this.stillPlanes(still, width, height);
        if (!planes) return null;
        blendStill(
          bytes,
          { width: rect.width, height: rect.height, format: format as 'I420' | 'NV12' },
          planes,
          x,
          y,
          still.alpha,
        );
      }
    return new VideoFrame(bytes, {
      format,
      codedWidth: rect.width,
      codedHeight: rect.height,
      layout,
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
   * The still drawn at width × height (as the canvas draws it: scaled, smoothed) as YUV. A still
   * that grows or shrinks on keyframes is asked for at a new size every frame: it is drawn from a
   * copy of itself at up to twice that size (made once, as the canvas draws it), with plain
   * bilinear smoothing — what the canvas's 'medium' does at such scales, for a third of the cost.
   */
  private stillPlanes(still: StillOver, width: number, height: number): YuvStill | null {
    const key = `${still.key}@${width}×${height}`;
    let planes = this.prepared.get(key);
    if (planes) return planes;
    const resized = this.sizesSeen.get(still.key);
    const animated = resized !== undefined && resized !== `${width}×${height}`;
    this.sizesSeen.set(still.key, `${width}×${height}`);
    const scratch = new OffscreenCanvas(width, height);
    const ctx = scratch.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    const master = animated ? this.masterOf(still, width, height) : null;
    if (master) {
      ctx.imageSmoothingQuality = 'low';
      ctx.drawImage(master, 0, 0, width, height);
    } else {
      ctx.imageSmoothingQuality = 'medium';
      ctx.drawImage(still.image, 0, 0, width, height);
    }
    planes = yuvStillOf(ctx.getImageData(0, 0, width, height).data, width, height);
    if (this.prepared.size >= PREPARED_LIMIT) this.prepared.clear();
    this.prepared.set(key, planes);
    return planes;
  }

  /** The still at up to twice width × height (its own size at most), drawn at 'medium' once. */
  private masterOf(still: StillOver, width: number, height: number): OffscreenCanvas | null {
    const natural = naturalSize(still.image);
    if (!natural) return null;
    const kept = this.masters.get(still.key);
    // Kept while it is at least the size asked for (or the still's own size: then scaling up,
    // where 'medium' is bilinear too) and at most twice it.
    if (
      kept &&
      kept.image === still.image &&
      (kept.whole || (kept.canvas.width >= width && kept.canvas.height >= height)) &&
      kept.canvas.width <= 2 * width + 1
    )
      return kept.canvas;
    const scale = Math.min(1, (2 * width) / natural.width, (2 * height) / natural.height);
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(natural.width * scale)),
      Math.max(1, Math.round(natural.height * scale)),
    );
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.imageSmoothingQuality = 'medium';
    ctx.drawImage(still.image, 0, 0, canvas.width, canvas.height);
    if (this.masters.size >= PREPARED_LIMIT) this.masters.clear();
    this.masters.set(still.key, { image: still.image, canvas, whole: scale === 1 });
    return canvas;
  }
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

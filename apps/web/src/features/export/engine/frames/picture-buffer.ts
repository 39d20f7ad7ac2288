import { CHROMA, LUMA, fullRangeValue, type RangeMap } from './full-range';
import { pictureKernels, type PictureKernels } from './picture-kernels';
import { columnsToTwoThirds, rowsToTwoThirds } from './two-thirds';
import { gradePicture, LUMA_BUCKET, type GradedLayout, type YuvGradeTables } from './yuv-grade';

// A direct frame's working memory and the passes over it (`picture-kernels.ts`): the picture
// (copied in from the decoded frame), a crossfade's incoming picture beside it, and the current
// grade's tables after both — in one WebAssembly memory, so the kernels reach all three. Where
// the engine has no WASM SIMD, plain arrays and the same passes in JavaScript.

const PAGE = 65536;
const align = (size: number) => Math.ceil(size / 16) * 16;

/** The picture's and its neighbours' places in memory, for a picture of `size` bytes. */
const places = (size: number) => ({
  incoming: align(size),
  tables: 2 * align(size),
});

export class PictureBuffer {
  private readonly memory: WebAssembly.Memory | null;
  private readonly kernels: PictureKernels | null;
  private plain = new Uint8Array(new ArrayBuffer(0));
  private plainIncoming = new Uint8Array(new ArrayBuffer(0));
  private rangeTables: Record<'luma' | 'chroma', Uint8Array> | null = null;
  /** the tables in memory now, where, and up to where (forgotten once anything writes there) */
  private loaded: { tables: YuvGradeTables; at: number; end: number } | null = null;
  /** the end of the furthest place the pictures and their scratch have been written */
  private reach = 0;

  /** `useWasm: false` takes the JavaScript passes even where WASM SIMD runs (tests compare). */
  constructor({ useWasm = true }: { useWasm?: boolean } = {}) {
    const memory = useWasm ? new WebAssembly.Memory({ initial: 1 }) : null;
    this.kernels = memory ? pictureKernels(memory) : null;
    this.memory = this.kernels ? memory : null;
  }

  /** Whether the WASM passes are in use. */
  get simd(): boolean {
    return this.kernels !== null;
  }

  /** `size` bytes to copy a picture into (valid until the next call). */
  bytes(size: number): Uint8Array<ArrayBuffer> {
    if (this.memory) {
      this.reserve(size);
      this.overwrite(0, size);
      return new Uint8Array(this.memory.buffer, 0, size);
    }
    if (this.plain.byteLength < size) this.plain = grown(this.plain, size);
    return this.plain.subarray(0, size);
  }

  /** `size` bytes beside the picture for a crossfade's incoming picture (valid until the next call). */
  incomingBytes(size: number): Uint8Array<ArrayBuffer> {
    if (this.memory) {
      this.reserve(places(size).tables);
      this.overwrite(places(size).incoming, places(size).incoming + size);
      return new Uint8Array(this.memory.buffer, places(size).incoming, size);
    }
    if (this.plainIncoming.byteLength < size) this.plainIncoming = new Uint8Array(size);
    return this.plainIncoming.subarray(0, size);
  }

  /** The picture (`size` bytes) to full range (Y plane, then its chroma, tightly packed). */
  expand(width: number, height: number): void {
    const lumaBytes = width * height;
    const chromaBytes = 2 * Math.ceil(width / 2) * Math.ceil(height / 2);
    const bytes = this.bytes(lumaBytes + chromaBytes);
    this.runRange(bytes, 0, lumaBytes, LUMA);
    this.runRange(bytes, lumaBytes, lumaBytes + chromaBytes, CHROMA);
  }

  /** The incoming picture over the picture (both `size` bytes) at `alpha`, as `mixBytes` does. */
  mix(size: number, alpha: number): void {
    const share = Math.round(Math.min(1, Math.max(0, alpha)) * 256);
    const picture = this.bytes(size);
    const incoming = this.incomingBytes(size);
    if (share === 0) return;
    let at = 0;
    if (this.kernels) {
      at = size & ~15;
      this.kernels.mix(0, places(size).incoming, at, 256 - share, share);
    }
    mixBytes(picture, incoming, share, at);
  }

  /**
   * The I420 picture (width × height, `shrinksToTwoThirds`) brought to two thirds of its size
   * each way (`two-thirds.ts`), tightly packed from the start again.
   */
  toTwoThirds(width: number, height: number): void {
    const size = width * height * 1.5;
    const planes = [
      { at: 0, width, height },
      { at: width * height, width: width / 2, height: height / 2 },
      { at: width * height * 1.25, width: width / 2, height: height / 2 },
    ];
    // Each plane's rows go to a scratch beside the picture, then its columns to the front: the
    // planes shrink, so each lands before any plane still to be read.
    const scratchAt = places(size).incoming;
    if (this.kernels) {
      this.reserve(scratchAt + (size * 2) / 3);
      this.overwrite(scratchAt, scratchAt + (size * 2) / 3);
    }
    const bytes = this.bytes(size);
    const scratch = this.kernels ? null : new Uint8Array((size * 2) / 3);
    let to = 0;
    for (const plane of planes) {
      const rows = (plane.height * 2) / 3;
      if (this.kernels) {
        this.kernels.rows(plane.at, scratchAt, plane.width, plane.height / 3);
        this.kernels.columns(scratchAt, to, (plane.width * rows) / 48);
      } else {
        rowsToTwoThirds(bytes, plane.at, scratch!, 0, plane.width, plane.height);
        columnsToTwoThirds(scratch!, 0, bytes, to, plane.width * rows);
      }
      to += ((plane.width * 2) / 3) * rows;
    }
  }

  /** Grades the picture in place with `tables`, as `gradePicture` does. */
  grade(layout: GradedLayout, tables: YuvGradeTables): void {
    const size = layout.width * layout.height * 1.5;
    if (!this.kernels || !this.memory) {
      gradePicture(this.bytes(size), layout, tables);
      return;
    }
    const at = align(Math.max(places(size).tables, this.reach));
    const chromaAt = at + tables.luma.byteLength;
    const bucketsAt = chromaAt + tables.chroma.byteLength;
    this.reserve(bucketsAt + LUMA_BUCKET.byteLength);
    if (this.loaded?.tables !== tables || this.loaded.at !== at) {
      const memory = new Uint8Array(this.memory.buffer);
      memory.set(tables.luma, at);
      memory.set(tables.chroma, chromaAt);
      memory.set(LUMA_BUCKET, bucketsAt);
      this.loaded = { tables, at, end: bucketsAt + LUMA_BUCKET.byteLength };
    }
    this.kernels.grade(
      0,
      layout.width,
      layout.height,
      layout.format === 'NV12' ? 1 : 0,
      at,
      chromaAt,
      bucketsAt,
    );
  }

  /**
   * Notes that [from, to) is written: the tables go past all such places (so a picture brought
   * to two thirds, graded, leaves them alone the next frame), and are forgotten if it reaches them.
   */
  private overwrite(from: number, to: number): void {
    this.reach = Math.max(this.reach, to);
    if (this.loaded && from < this.loaded.end && to > this.loaded.at) this.loaded = null;
  }

  private reserve(bytes: number): void {
    const memory = this.memory!;
    const needed = Math.ceil(bytes / PAGE) - memory.buffer.byteLength / PAGE;
    if (needed > 0) memory.grow(needed);
  }

  private runRange(bytes: Uint8Array, start: number, end: number, map: RangeMap): void {
    let at = start;
    if (this.kernels) {
      const whole = (end - start) & ~15;
      this.kernels.scale(start, whole, map.sub, map.mul, map.add);
      at = start + whole;
    }
    if (at >= end) return;
    const table = this.rangeTable(map);
    for (; at < end; at += 1) bytes[at] = table[bytes[at]!]!;
  }

  private rangeTable(map: RangeMap): Uint8Array {
    if (!this.rangeTables) {
      const of = (m: RangeMap) => Uint8Array.from({ length: 256 }, (_, v) => fullRangeValue(v, m));
      this.rangeTables = { luma: of(LUMA), chroma: of(CHROMA) };
    }
    return map === LUMA ? this.rangeTables.luma : this.rangeTables.chroma;
  }
}

function grown(bytes: Uint8Array<ArrayBuffer>, size: number): Uint8Array<ArrayBuffer> {
  const larger = new Uint8Array(size);
  larger.set(bytes);
  return larger;
}

/**
 * `incoming` over `picture` at `share`/256 from byte `from` on: (p·(256 − share) + i·share +
 * 128) >> 8, the canvas's mix of the two pictures' colours (YUV is an affine map of RGB).
 */
export function mixBytes(picture: Uint8Array, incoming: Uint8Array, share: number, from = 0): void {
  const keep = 256 - share;
  for (let at = from; at < picture.length; at += 1)
    picture[at] = (picture[at]! * keep + incoming[at]! * share + 128) >> 8;
}

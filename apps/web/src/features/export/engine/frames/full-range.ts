// Limited-range 8-bit 4:2:0 pictures (video levels: luma 16–235, chroma 16–240 about 128)
// brought to full range (0–255) in place, for the direct frames (`direct-frames.ts`). A WASM SIMD
// pass does 16 bytes a step (about 0.6 ms for a 1080p picture here); where the engine has no
// WASM SIMD, a table does it a byte at a time (about 7 ms). Both compute one fixed-point formula,
// `fullRangeValue`, so their pictures are identical.

export interface RangeMap {
  /** the level that becomes 0 (luma) or stays neutral (chroma) */
  sub: number;
  /** the stretch in 1/256: 298 ≈ 255 / 219 × 256, 291 ≈ 255 / 224 × 256 */
  mul: number;
  /** added back after the stretch (chroma's neutral 128) */
  add: number;
}

export const LUMA: RangeMap = { sub: 16, mul: 298, add: 0 };
export const CHROMA: RangeMap = { sub: 128, mul: 291, add: 128 };

/** One level through the map: round(((v − sub) × 128 × mul) / 32768) + add, clamped to a byte. */
export const fullRangeValue = (value: number, { sub, mul, add }: RangeMap): number =>
  Math.min(255, Math.max(0, ((((value - sub) << 7) * mul + 0x4000) >> 15) + add));

const PAGE = 65536;

/** A working buffer for one picture and the pass that brings it to full range. */
export class FullRangeBuffer {
  private memory: WebAssembly.Memory | null;
  private plain = new Uint8Array(new ArrayBuffer(0));
  private readonly pass: ((ptr: number, len: number, ...map: number[]) => void) | null;
  private tables: Record<'luma' | 'chroma', Uint8Array> | null = null;

  /** `useWasm: false` takes the table even where WASM SIMD runs (tests compare the two). */
  constructor({ useWasm = true }: { useWasm?: boolean } = {}) {
    const instance = useWasm ? simdInstance() : null;
    this.memory = instance?.memory ?? null;
    this.pass = instance?.scale ?? null;
  }

  /** Whether the WASM SIMD pass is in use. */
  get simd(): boolean {
    return this.pass !== null;
  }

  /** `size` bytes to copy a picture into (valid until the next call). */
  bytes(size: number): Uint8Array<ArrayBuffer> {
    if (this.memory) {
      const needed = Math.ceil(size / PAGE) - this.memory.buffer.byteLength / PAGE;
      if (needed > 0) this.memory.grow(needed);
      return new Uint8Array(this.memory.buffer, 0, size);
    }
    if (this.plain.byteLength < size) this.plain = new Uint8Array(size);
    return this.plain.subarray(0, size);
  }

  /** The picture in `bytes()` (Y plane, then its chroma, tightly packed) to full range. */
  expand(width: number, height: number): void {
    const lumaBytes = width * height;
    const chromaBytes = 2 * Math.ceil(width / 2) * Math.ceil(height / 2);
    const bytes = this.bytes(lumaBytes + chromaBytes);
    this.run(bytes, 0, lumaBytes, LUMA);
    this.run(bytes, lumaBytes, lumaBytes + chromaBytes, CHROMA);
  }

  private run(bytes: Uint8Array, start: number, end: number, map: RangeMap): void {
    let at = start;
    if (this.pass) {
      const whole = (end - start) & ~15;
      this.pass(start, whole, map.sub, map.mul, map.add);
      at = start + whole;
    }
    if (at >= end) return;
    const table = this.table(map);
    for (; at < end; at += 1) bytes[at] = table[bytes[at]!]!;
  }

  private table(map: RangeMap): Uint8Array {
    if (!this.tables) {
      const of = (m: RangeMap) => Uint8Array.from({ length: 256 }, (_, v) => fullRangeValue(v, m));
      this.tables = { luma: of(LUMA), chroma: of(CHROMA) };
    }
    return map === LUMA ? this.tables.luma : this.tables.chroma;
  }
}

let compiled: WebAssembly.Module | null | undefined;

/** The SIMD pass over a fresh memory, or null where WASM SIMD is not available. */
function simdInstance(): {
  memory: WebAssembly.Memory;
  scale: (ptr: number, len: number, ...map: number[]) => void;
} | null {
  if (compiled === undefined) {
    try {
      const bytes = rangeModuleBytes();
      compiled = WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
    } catch {
      compiled = null;
    }
  }
  if (!compiled) return null;
  const memory = new WebAssembly.Memory({ initial: 1 });
  const instance = new WebAssembly.Instance(compiled, { env: { memory } });
  return { memory, scale: instance.exports.scale as (ptr: number, len: number) => void };
}

const leb = (value: number): number[] => {
  const out: number[] = [];
  let rest = value;
  do {
    let byte = rest & 0x7f;
    rest >>>= 7;
    if (rest) byte |= 0x80;
    out.push(byte);
  } while (rest);
  return out;
};

/**
 * The module, assembled here (it is 150 bytes, so no toolchain): `scale(ptr, len, sub, mul, add)`
 * runs `fullRangeValue` over `len` bytes (a multiple of 16) at `ptr` of the imported memory.
 * Per 16 bytes: load; widen each half to 16 bits; subtract `sub`, shift left 7, multiply by
 * `mul` with `i16x8.q15mulr_sat_s` (rounded, >> 15), add `add`; narrow back with unsigned
 * saturation (the clamp to 0–255); store.
 */
function rangeModuleBytes(): Uint8Array<ArrayBuffer> {
  const simd = (op: number) => [0xfd, ...leb(op)];
  const get = (index: number) => [0x20, index];
  const set = (index: number) => [0x21, index];
  const LOAD = 0x00;
  const STORE = 0x0b;
  const SPLAT_I16 = 0x10;
  const NARROW_U = 0x66;
  const Q15MULR = 0x82;
  const WIDEN_LOW_U = 0x89;
  const WIDEN_HIGH_U = 0x8a;
  const SHL = 0x8b;
  const ADD = 0x8e;
  const SUB = 0x91;
  // Params: 0 ptr, 1 len, 2 sub, 3 mul, 4 add. Locals: 5 end, 6–8 the splatted map, 9 the bytes.
  const half = (widen: number) => [
    ...get(9),
    ...simd(widen),
    ...get(6),
    ...simd(SUB),
    ...[0x41, 7],
    ...simd(SHL),
    ...get(7),
    ...simd(Q15MULR),
    ...get(8),
    ...simd(ADD),
  ];
  const body = [
    ...[2, 1, 0x7f, 4, 0x7b],
    ...[...get(0), ...get(1), 0x6a, ...set(5)],
    ...[...get(2), ...simd(SPLAT_I16), ...set(6)],
    ...[...get(3), ...simd(SPLAT_I16), ...set(7)],
    ...[...get(4), ...simd(SPLAT_I16), ...set(8)],
    ...[0x02, 0x40, ...get(0), ...get(5), 0x4f, 0x0d, 0],
    ...[0x03, 0x40, ...get(0), ...get(0), ...simd(LOAD), 4, 0, ...set(9)],
    ...half(WIDEN_LOW_U),
    ...half(WIDEN_HIGH_U),
    ...simd(NARROW_U),
    ...[...simd(STORE), 4, 0],
    ...[...get(0), 0x41, 16, 0x6a, 0x22, 0, ...get(5), 0x49, 0x0d, 0],
    ...[0x0b, 0x0b, 0x0b],
  ];
  const section = (id: number, bytes: number[]) => [id, ...leb(bytes.length), ...bytes];
  const name = (text: string) => [...leb(text.length), ...[...text].map((c) => c.charCodeAt(0))];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    ...section(1, [1, 0x60, 5, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0]),
    ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 1]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...name('scale'), 0x00, 0]),
    ...section(10, [1, ...leb(body.length), ...body]),
  ]);
}

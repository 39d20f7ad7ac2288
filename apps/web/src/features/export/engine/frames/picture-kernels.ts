import { THIRD } from './two-thirds';

// The direct frames' passes over a picture's bytes as one small WebAssembly module, assembled
// here (a few hundred bytes, so no toolchain), over a memory the caller imports:
// - `scale(ptr, len, sub, mul, add)`: `fullRangeValue` over `len` bytes (a multiple of 16), with
//   SIMD, 16 bytes a step (`full-range.ts`);
// - `mix(ptr, other, len, keep, share)`: (p·keep + o·share + 128) >> 8 over `len` bytes (a multiple
//   of 16), with SIMD — a crossfade's mix (`mixBytes` in `picture-buffer.ts`);
// - `grade(ptr, width, height, nv12, luma, chroma, buckets)`: `gradePicture` (`yuv-grade.ts`)
//   with the tables at those addresses, a 2×2 block at a time (table look-ups: no SIMD);
// - `rows(src, dst, width, groups)` and `columns(src, dst, groups)`: `two-thirds.ts`'s passes,
//   three rows into two (16 samples a step), and 48 samples into 32 (shuffled into their pairs).
// Each computes exactly what its JavaScript twin does, so pictures are the same with or without.

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

// Instructions, as bytes.
const get = (index: number) => [0x20, index];
const set = (index: number) => [0x21, index];
const tee = (index: number) => [0x22, index];
const i32 = (value: number) => [0x41, ...signedLeb(value)];
const ADD = [0x6a];
const SUB = [0x6b];
const EQZ = [0x45];
const MUL = [0x6c];
const OR = [0x72];
const SHL = [0x74];
const SHR_U = [0x76];
const GE_U = [0x4f];
const LOAD8 = [0x2d, 0, 0];
const simd = (op: number) => [0xfd, ...leb(op)];
const BLOCK = [0x02, 0x40];
const LOOP = [0x03, 0x40];
const IF = [0x04, 0x40];
const ELSE = [0x05];
const END = [0x0b];
const brIf = (depth: number) => [0x0d, depth];
const br = (depth: number) => [0x0c, depth];

function signedLeb(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    const done = (rest === 0 && (byte & 0x40) === 0) || (rest === -1 && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

// SIMD instructions (after the 0xfd prefix).
const V128_LOAD = 0x00;
const V128_STORE = 0x0b;
const SPLAT_I16 = 0x10;
const NARROW_U = 0x66;
const Q15MULR = 0x82;
const WIDEN_LOW_U = 0x89;
const WIDEN_HIGH_U = 0x8a;
const SHL_I16 = 0x8b;
const SHR_U_I16 = 0x8d;
const ADD_I16 = 0x8e;
const SUB_I16 = 0x91;
const MUL_I16 = 0x95;
const V128_CONST = 0x0c;
const SHUFFLE = 0x0d;
const LT_U = [0x49];

/**
 * A loop over the bytes from param 0 (the pointer) to local `end`, 16 a step: `step` computes
 * the 16 bytes to store at the pointer (it finds the pointer on the stack under it), `advance`
 * moves any other pointer on.
 */
const sixteenAStep = (end: number, step: number[], advance: number[] = []) => [
  ...[...BLOCK, ...get(0), ...get(end), ...GE_U, ...brIf(0)],
  ...LOOP,
  ...get(0),
  ...step,
  ...[...simd(V128_STORE), 4, 0],
  ...advance,
  ...[...get(0), ...i32(16), ...ADD, ...tee(0), ...get(end), ...LT_U, ...brIf(0)],
  ...[...END, ...END],
];
const load16 = (pointer: number, into: number) => [
  ...get(pointer),
  ...simd(V128_LOAD),
  4,
  0,
  ...set(into),
];

/** `scale`: see `fullRangeValue`. Params 0 ptr, 1 len, 2 sub, 3 mul, 4 add. */
function scaleBody(): number[] {
  // Locals: 5 end, 6–8 the splatted map, 9 the bytes. Per 16 bytes: widen each half to 16 bits;
  // subtract `sub`, shift left 7, multiply by `mul` with `i16x8.q15mulr_sat_s` (rounded, >> 15),
  // add `add`; narrow back with unsigned saturation (the clamp to 0–255).
  const half = (widen: number) => [
    ...get(9),
    ...simd(widen),
    ...get(6),
    ...simd(SUB_I16),
    ...i32(7),
    ...simd(SHL_I16),
    ...get(7),
    ...simd(Q15MULR),
    ...get(8),
    ...simd(ADD_I16),
  ];
  return [
    ...[2, 1, 0x7f, 4, 0x7b],
    ...[...get(0), ...get(1), ...ADD, ...set(5)],
    ...[...get(2), ...simd(SPLAT_I16), ...set(6)],
    ...[...get(3), ...simd(SPLAT_I16), ...set(7)],
    ...[...get(4), ...simd(SPLAT_I16), ...set(8)],
    ...sixteenAStep(5, [
      ...load16(0, 9),
      ...half(WIDEN_LOW_U),
      ...half(WIDEN_HIGH_U),
      ...simd(NARROW_U),
    ]),
    ...END,
  ];
}

/** `mix`: params 0 ptr, 1 other, 2 len, 3 keep, 4 share. */
function mixBody(): number[] {
  // Locals: 5 end, 6 keep, 7 share, 8 the rounding 128 (splatted), 9 p, 10 o (bytes).
  // Unsigned 16-bit lanes: 255·256 + 128 fits, so the wrapping multiply and add are exact.
  const half = (widen: number) => [
    ...get(9),
    ...simd(widen),
    ...get(6),
    ...simd(MUL_I16),
    ...get(10),
    ...simd(widen),
    ...get(7),
    ...simd(MUL_I16),
    ...simd(ADD_I16),
    ...get(8),
    ...simd(ADD_I16),
    ...i32(8),
    ...simd(SHR_U_I16),
  ];
  return [
    ...[2, 1, 0x7f, 5, 0x7b],
    ...[...get(0), ...get(2), ...ADD, ...set(5)],
    ...[...get(3), ...simd(SPLAT_I16), ...set(6)],
    ...[...get(4), ...simd(SPLAT_I16), ...set(7)],
    ...[...i32(128), ...simd(SPLAT_I16), ...set(8)],
    ...sixteenAStep(
      5,
      [
        ...load16(0, 9),
        ...load16(1, 10),
        ...half(WIDEN_LOW_U),
        ...half(WIDEN_HIGH_U),
        ...simd(NARROW_U),
      ],
      [...get(1), ...i32(16), ...ADD, ...set(1)],
    ),
    ...END,
  ];
}

/** `grade`: params 0 ptr, 1 width, 2 height, 3 nv12, 4 luma, 5 chroma, 6 buckets. */
function gradeBody(): number[] {
  const [PTR, WIDTH, HEIGHT, NV12, LUMA_T, CHROMA_T, BUCKETS] = [0, 1, 2, 3, 4, 5, 6];
  const [CW, CH, U_START, V_START, STEP, ROW, X, X2, END_X, U_AT, V_AT, U, V, BASE, A, B, C, D] = [
    7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
  ];
  const load = (address: number[], offset = 0) => [...address, 0x2d, 0, offset];
  const store = (offset = 0) => [0x3a, 0, offset];
  /** memory[at + offset] = luma[base + value] */
  const lumaStore = (at: number, offset: number, value: number) => [
    ...get(at),
    ...load([...get(BASE), ...get(value), ...ADD]),
    ...store(offset),
  ];
  return [
    ...[1, 18, 0x7f],
    ...[...get(WIDTH), ...i32(1), ...SHR_U, ...set(CW)],
    ...[...get(HEIGHT), ...i32(1), ...SHR_U, ...set(CH)],
    // The chroma: in planes (I420: U, then V, a step of 1) or interleaved (NV12: a step of 2).
    ...[...get(PTR), ...get(WIDTH), ...get(HEIGHT), ...MUL, ...ADD, ...set(U_START)],
    ...[...get(NV12), ...IF],
    ...[...get(U_START), ...i32(1), ...ADD, ...set(V_START), ...i32(2), ...set(STEP)],
    ...ELSE,
    ...[...get(U_START), ...get(CW), ...get(CH), ...MUL, ...ADD, ...set(V_START)],
    ...[...i32(1), ...set(STEP)],
    ...END,
    ...[...i32(0), ...set(ROW)],
    ...BLOCK,
    ...LOOP,
    ...[...get(ROW), ...get(CH), ...GE_U, ...brIf(1)],
    // This block row: its two luma rows, and its chroma.
    ...[...get(PTR), ...get(ROW), ...i32(1), ...SHL, ...get(WIDTH), ...MUL, ...ADD, ...tee(X)],
    ...[...get(WIDTH), ...ADD, ...tee(X2), ...set(END_X)],
    ...[...get(ROW), ...get(CW), ...MUL, ...get(STEP), ...MUL, ...tee(U_AT)],
    ...[...get(V_START), ...ADD, ...set(V_AT)],
    ...[...get(U_AT), ...get(U_START), ...ADD, ...set(U_AT)],
    ...BLOCK,
    ...LOOP,
    ...[...get(X), ...get(END_X), ...GE_U, ...brIf(1)],
    ...[...load(get(U_AT)), ...set(U)],
    ...[...load(get(V_AT)), ...set(V)],
    // base = luma + ((((u + 4) >> 3) · 33 + ((v + 4) >> 3)) << 8)
    ...[...get(LUMA_T), ...get(U), ...i32(4), ...ADD, ...i32(3), ...SHR_U, ...i32(33), ...MUL],
    ...[...get(V), ...i32(4), ...ADD, ...i32(3), ...SHR_U, ...ADD, ...i32(8), ...SHL, ...ADD],
    ...set(BASE),
    ...[...load(get(X)), ...set(A)],
    ...[...load(get(X), 1), ...set(B)],
    ...[...load(get(X2)), ...set(C)],
    ...[...load(get(X2), 1), ...set(D)],
    ...lumaStore(X, 0, A),
    ...lumaStore(X, 1, B),
    ...lumaStore(X2, 0, C),
    ...lumaStore(X2, 1, D),
    // The chroma pair's entry: chroma + 2 · (bucket[(a + b + c + d) >> 2] << 14 | u >> 1 << 7 | v >> 1)
    // (BASE is free again and holds it).
    ...[...get(BUCKETS), ...get(A), ...get(B), ...ADD, ...get(C), ...ADD, ...get(D), ...ADD],
    ...[...i32(2), ...SHR_U, ...ADD, ...LOAD8, ...i32(14), ...SHL],
    ...[...get(U), ...i32(1), ...SHR_U, ...i32(7), ...SHL, ...OR],
    ...[...get(V), ...i32(1), ...SHR_U, ...OR, ...i32(1), ...SHL, ...get(CHROMA_T), ...ADD],
    ...set(BASE),
    ...[...get(U_AT), ...load(get(BASE)), ...store()],
    ...[...get(V_AT), ...load(get(BASE), 1), ...store()],
    ...[...get(X), ...i32(2), ...ADD, ...set(X)],
    ...[...get(X2), ...i32(2), ...ADD, ...set(X2)],
    ...[...get(U_AT), ...get(STEP), ...ADD, ...set(U_AT)],
    ...[...get(V_AT), ...get(STEP), ...ADD, ...set(V_AT), ...br(0)],
    ...END,
    ...END,
    ...[...get(ROW), ...i32(1), ...ADD, ...set(ROW), ...br(0)],
    ...END,
    ...END,
    ...END,
  ];
}

/** (s · THIRD + 2^14) >> 15 of the 16-bit lanes on the stack, with `third` splatted in a local. */
const thirds = (third: number) => [...get(third), ...simd(Q15MULR)];

/** `rows`: params 0 src, 1 dst, 2 width, 3 groups (of three rows). */
function rowsBody(): number[] {
  // Locals: 4 p (this row), 5 end (of this row), 6 q (the output row), 7 2·width; 8 third,
  // 9 a, 10 b, 11 c (the three rows' 16 samples).
  const [SRC, DST, WIDTH, GROUPS, P, END_P, Q, WIDTH2, THIRD_V, A, B, C] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
  ];
  const row = (first: number, second: number, doubled: number, widen: number) => [
    ...[...get(first), ...simd(widen), ...get(second), ...simd(widen), ...simd(ADD_I16)],
    ...[...get(doubled), ...simd(widen), ...simd(ADD_I16)],
    ...thirds(THIRD_V),
  ];
  return [
    ...[2, 4, 0x7f, 4, 0x7b],
    ...[...i32(THIRD), ...simd(SPLAT_I16), ...set(THIRD_V)],
    ...[...get(WIDTH), ...i32(1), ...SHL, ...set(WIDTH2)],
    ...BLOCK,
    ...LOOP,
    ...[...get(GROUPS), ...EQZ, ...brIf(1)],
    ...[...get(SRC), ...tee(P), ...get(WIDTH), ...ADD, ...set(END_P), ...get(DST), ...set(Q)],
    ...BLOCK,
    ...LOOP,
    ...[...get(P), ...simd(V128_LOAD), 4, 0, ...set(A)],
    ...[...get(P), ...get(WIDTH), ...ADD, ...simd(V128_LOAD), 4, 0, ...set(B)],
    ...[...get(P), ...get(WIDTH2), ...ADD, ...simd(V128_LOAD), 4, 0, ...set(C)],
    // The top output row: (2a + b) / 3; the bottom one: (b + 2c) / 3.
    ...get(Q),
    ...row(A, B, A, WIDEN_LOW_U),
    ...row(A, B, A, WIDEN_HIGH_U),
    ...[...simd(NARROW_U), ...simd(V128_STORE), 4, 0],
    ...[...get(Q), ...get(WIDTH), ...ADD],
    ...row(C, B, C, WIDEN_LOW_U),
    ...row(C, B, C, WIDEN_HIGH_U),
    ...[...simd(NARROW_U), ...simd(V128_STORE), 4, 0],
    ...[...get(Q), ...i32(16), ...ADD, ...set(Q)],
    ...[...get(P), ...i32(16), ...ADD, ...tee(P), ...get(END_P), ...LT_U, ...brIf(0)],
    ...[...END, ...END],
    ...[...get(SRC), ...get(WIDTH), ...i32(3), ...MUL, ...ADD, ...set(SRC)],
    ...[...get(DST), ...get(WIDTH2), ...ADD, ...set(DST)],
    ...[...get(GROUPS), ...i32(1), ...SUB, ...set(GROUPS), ...br(0)],
    ...[...END, ...END],
    ...END,
  ];
}

/** Output sample o takes input 3·(o >> 1) + (o & 1) (weight 2 if o is even) and the next one. */
const firstTap = (o: number) => 3 * (o >> 1) + (o & 1);
const lanes = (of: (o: number) => number, from: number, shift: number) =>
  Array.from({ length: 16 }, (_, o) => of(from + o) - shift);
const i16Lanes = (values: number[]) => values.flatMap((value) => [value & 0xff, value >> 8]);

/** `columns`: params 0 src, 1 dst, 2 groups (of 48 samples). */
function columnsBody(): number[] {
  // Locals: 3 end; 4 third, 5–7 the 48 samples, 8 the first taps, 9 the second, 10–11 weights.
  const [SRC, DST, GROUPS, END_P, THIRD_V, A, B, C, FIRST, SECOND, W1, W2] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
  ];
  const half = (widen: number) => [
    ...[...get(FIRST), ...simd(widen), ...get(W1), ...simd(MUL_I16)],
    ...[...get(SECOND), ...simd(widen), ...get(W2), ...simd(MUL_I16), ...simd(ADD_I16)],
    ...thirds(THIRD_V),
  ];
  /** 16 outputs from vectors x, y (taps from `from`, lanes counted from `shift`) at `offset`. */
  const sixteen = (x: number, y: number, from: number, shift: number, offset: number) => [
    ...[...get(x), ...get(y), ...simd(SHUFFLE), ...lanes(firstTap, from, shift), ...set(FIRST)],
    ...[...get(x), ...get(y), ...simd(SHUFFLE)],
    ...lanes((o) => firstTap(o) + 1, from, shift),
    ...set(SECOND),
    ...get(DST),
    ...half(WIDEN_LOW_U),
    ...half(WIDEN_HIGH_U),
    ...[...simd(NARROW_U), ...simd(V128_STORE), 4, offset],
  ];
  return [
    ...[2, 1, 0x7f, 8, 0x7b],
    ...[...get(SRC), ...get(GROUPS), ...i32(48), ...MUL, ...ADD, ...set(END_P)],
    ...[...i32(THIRD), ...simd(SPLAT_I16), ...set(THIRD_V)],
    ...[...simd(V128_CONST), ...i16Lanes([2, 1, 2, 1, 2, 1, 2, 1]), ...set(W1)],
    ...[...simd(V128_CONST), ...i16Lanes([1, 2, 1, 2, 1, 2, 1, 2]), ...set(W2)],
    ...[...BLOCK, ...get(SRC), ...get(END_P), ...GE_U, ...brIf(0)],
    ...LOOP,
    ...[...get(SRC), ...simd(V128_LOAD), 4, 0, ...set(A)],
    ...[...get(SRC), ...simd(V128_LOAD), 4, 16, ...set(B)],
    ...[...get(SRC), ...simd(V128_LOAD), 4, 32, ...set(C)],
    // Outputs 0–15 take inputs 0–23 (in A and B), outputs 16–31 inputs 24–47 (in B and C).
    ...sixteen(A, B, 0, 0, 0),
    ...sixteen(B, C, 16, 16, 16),
    ...[...get(DST), ...i32(32), ...ADD, ...set(DST)],
    ...[...get(SRC), ...i32(48), ...ADD, ...tee(SRC), ...get(END_P), ...LT_U, ...brIf(0)],
    ...[...END, ...END],
    ...END,
  ];
}

/** The module's bytes: its five functions over an imported memory `env.memory`. */
export function pictureKernelBytes(): Uint8Array<ArrayBuffer> {
  const section = (id: number, bytes: number[]) => [id, ...leb(bytes.length), ...bytes];
  const name = (text: string) => [...leb(text.length), ...[...text].map((c) => c.charCodeAt(0))];
  const code = (body: number[]) => [...leb(body.length), ...body];
  const i32s = (count: number) => Array.from({ length: count }, () => 0x7f);
  const bodies = [scaleBody(), mixBody(), gradeBody(), rowsBody(), columnsBody()];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    // Types: five i32 → nothing (scale, mix), seven (grade), four (rows), three (columns).
    ...section(1, [
      ...[4, 0x60, 5, ...i32s(5), 0, 0x60, 7, ...i32s(7), 0],
      ...[0x60, 4, ...i32s(4), 0, 0x60, 3, ...i32s(3), 0],
    ]),
    ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 1]),
    ...section(3, [5, 0, 0, 1, 2, 3]),
    ...section(7, [
      5,
      ...name('scale'),
      0x00,
      0,
      ...name('mix'),
      0x00,
      1,
      ...name('grade'),
      0x00,
      2,
      ...name('rows'),
      0x00,
      3,
      ...name('columns'),
      0x00,
      4,
    ]),
    ...section(10, [5, ...bodies.flatMap(code)]),
  ]);
}

export interface PictureKernels {
  scale(ptr: number, len: number, sub: number, mul: number, add: number): void;
  mix(ptr: number, other: number, len: number, keep: number, share: number): void;
  grade(
    ptr: number,
    width: number,
    height: number,
    nv12: number,
    luma: number,
    chroma: number,
    buckets: number,
  ): void;
  rows(src: number, dst: number, width: number, groups: number): void;
  columns(src: number, dst: number, groups: number): void;
}

let compiled: WebAssembly.Module | null | undefined;

/** The kernels over `memory`, or null where WASM SIMD is not available. */
export function pictureKernels(memory: WebAssembly.Memory): PictureKernels | null {
  if (compiled === undefined) {
    try {
      const bytes = pictureKernelBytes();
      compiled = WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
    } catch {
      compiled = null;
    }
  }
  if (!compiled) return null;
  const instance = new WebAssembly.Instance(compiled, { env: { memory } });
  return instance.exports as unknown as PictureKernels;
}

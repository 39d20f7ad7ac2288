/**
 * Radix-2 FFTs of one size, with the bit-reversal order and the twiddle factors worked out once:
 * the feature extractor runs tens of thousands of them per audio.
 */
export type FftPlan = { size: number; reversed: Uint32Array; cos: Float64Array; sin: Float64Array };

export function fftPlan(size: number): FftPlan {
  if (size < 2 || (size & (size - 1)) !== 0) {
    throw new RangeError(`FFT size must be a power of two, got ${size}`);
  }
  const bits = Math.log2(size);
  const reversed = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    reversed[i] = r;
  }
  const cos = new Float64Array(size / 2);
  const sin = new Float64Array(size / 2);
  for (let k = 0; k < size / 2; k++) {
    cos[k] = Math.cos((-2 * Math.PI * k) / size);
    sin[k] = Math.sin((-2 * Math.PI * k) / size);
  }
  return { size, reversed, cos, sin };
}

/** Transforms `real` + i·`imag` (both of the plan's size) into its spectrum, in place. */
export function fftInPlace(plan: FftPlan, real: Float64Array, imag: Float64Array): void {
  const { size: n, reversed, cos, sin } = plan;
  if (real.length !== n || imag.length !== n) throw new RangeError('FFT input of the wrong size');
  for (let i = 0; i < n; i++) {
    const j = reversed[i]!;
    if (i < j) {
      const r = real[i]!;
      real[i] = real[j]!;
      real[j] = r;
      const m = imag[i]!;
      imag[i] = imag[j]!;
      imag[j] = m;
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const half = size >> 1;
    const stride = n / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < half; k++) {
        const wr = cos[k * stride]!;
        const wi = sin[k * stride]!;
        const a = start + k;
        const b = a + half;
        const tr = wr * real[b]! - wi * imag[b]!;
        const ti = wr * imag[b]! + wi * real[b]!;
        real[b] = real[a]! - tr;
        imag[b] = imag[a]! - ti;
        real[a] = real[a]! + tr;
        imag[a] = imag[a]! + ti;
      }
    }
  }
}

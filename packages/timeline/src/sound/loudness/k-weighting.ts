// The K-weighting of ITU-R BS.1770-4: a high-shelf pre-filter (the head's effect) followed by
// the RLB high-pass, each a biquad. The coefficients come from the analogue prototypes by the
// bilinear transform exactly as libebur128 designs them, so any sample rate gets the filter the
// standard tabulates at 48 kHz.

/** One biquad section, normalised so a0 = 1. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** The two sections of the K-weighting filter at `sampleRate`: the shelf, then the high-pass. */
export function kWeightingSections(sampleRate: number): readonly [Biquad, Biquad] {
  // Pre-filter (libebur128's f0, G and Q, fitted to the standard's 48 kHz table).
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  // RLB high-pass: numerator 1, −2, 1 unnormalised, as in libebur128 (its gain at 1 kHz is what
  // the −0.691 dB offset of the loudness formula compensates).
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass: Biquad = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  return [shelf, highPass];
}

/**
 * A running K-weighting filter for one channel (two direct-form-II-transposed biquads in double
 * precision). `sumOfSquares` filters `input[from..to)`, keeps the state for the next frames and
 * returns the sum of the squared filtered samples — all the meter needs, with no filtered copy.
 */
export interface KWeightingFilter {
  sumOfSquares(input: Float32Array, from: number, to: number): number;
}

export function createKWeightingFilter(sampleRate: number): KWeightingFilter {
  const [shelf, highPass] = kWeightingSections(sampleRate);
  const { b0: sb0, b1: sb1, b2: sb2, a1: sa1, a2: sa2 } = shelf;
  const { b0: hb0, b1: hb1, b2: hb2, a1: ha1, a2: ha2 } = highPass;
  let s1 = 0;
  let s2 = 0;
  let h1 = 0;
  let h2 = 0;
  return {
    sumOfSquares(input, from, to) {
      let sum = 0;
      let t1 = s1;
      let t2 = s2;
      let u1 = h1;
      let u2 = h2;
      for (let i = from; i < to; i += 1) {
        const x = input[i]!;
        const y = sb0 * x + t1;
        t1 = sb1 * x - sa1 * y + t2;
        t2 = sb2 * x - sa2 * y;
        const z = hb0 * y + u1;
        u1 = hb1 * y - ha1 * z + u2;
        u2 = hb2 * y - ha2 * z;
        sum += z * z;
      }
      // Denormals slow the loop to a crawl on long silences; libebur128 flushes them too.
      s1 = Math.abs(t1) < 1e-30 ? 0 : t1;
      s2 = Math.abs(t2) < 1e-30 ? 0 : t2;
      h1 = Math.abs(u1) < 1e-30 ? 0 : u1;
      h2 = Math.abs(u2) < 1e-30 ? 0 : u2;
      return sum;
    },
  };
}

/*
 * Deterministic noise for testing audio features against the noise a real recording has:
 * white (hiss), pink (room, fans) and brown (rumble), from a seeded PRNG, scaled to an RMS level.
 */

export type NoiseColour = 'white' | 'pink' | 'brown';

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal samples (Box–Muller). */
function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** `length` samples of noise of `colour` whose RMS is `dbfs` (dB of full scale). */
export function noise(length: number, colour: NoiseColour, dbfs: number, seed = 1): Float32Array {
  const next = gaussian(seededRandom(seed));
  const out = new Float32Array(length);
  // pink: Paul Kellet's filter of white noise (−3 dB an octave); brown: leaky integration (−6 dB)
  const b = [0, 0, 0, 0, 0, 0, 0];
  let brown = 0;
  for (let i = 0; i < length; i++) {
    const white = next();
    if (colour === 'white') out[i] = white;
    else if (colour === 'brown') out[i] = brown = 0.995 * brown + white;
    else {
      b[0] = 0.99886 * b[0]! + white * 0.0555179;
      b[1] = 0.99332 * b[1]! + white * 0.0750759;
      b[2] = 0.969 * b[2]! + white * 0.153852;
      b[3] = 0.8665 * b[3]! + white * 0.3104856;
      b[4] = 0.55 * b[4]! + white * 0.5329522;
      b[5] = -0.7616 * b[5]! - white * 0.016898;
      out[i] = b[0] + b[1] + b[2] + b[3] + b[4] + b[5] + b[6]! + white * 0.5362;
      b[6] = white * 0.115926;
    }
  }
  let power = 0;
  for (const value of out) power += value * value;
  const gain = 10 ** (dbfs / 20) / Math.sqrt(power / Math.max(1, length) || 1);
  for (let i = 0; i < length; i++) out[i] = out[i]! * gain;
  return out;
}

/** `samples` with `noise` of `colour` at `dbfs` mixed in. */
export function withNoise(
  samples: Float32Array,
  colour: NoiseColour,
  dbfs: number,
  seed = 1,
): Float32Array {
  const added = noise(samples.length, colour, dbfs, seed);
  return samples.map((value, i) => value + added[i]!);
}

// Signals the loudness tests are built from (test-only).

export const RATE = 48_000;

/** A sine of `frequency` Hz at `dbfs` peak level, `seconds` long. */
export function sine(
  frequency: number,
  dbfs: number,
  seconds: number,
  { sampleRate = RATE, phase = 0 }: { sampleRate?: number; phase?: number } = {},
): Float32Array {
  const amplitude = 10 ** (dbfs / 20);
  const signal = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < signal.length; i += 1)
    signal[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate + phase);
  return signal;
}

/** The pieces one after the other. */
export function concat(...pieces: Float32Array[]): Float32Array {
  const out = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/**
 * Speech-like bursts: a 180 Hz voice with a 2.5 kHz edge, swelling and falling three times a
 * second, each burst peaking far above its average (a high crest factor, as speech has).
 */
export function bursts(seconds: number, peak = 0.5, sampleRate = RATE): Float32Array {
  const signal = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < signal.length; i += 1) {
    const t = i / sampleRate;
    const swell = Math.max(0, Math.sin(2 * Math.PI * 1.5 * t)) ** 40;
    signal[i] =
      peak *
      swell *
      (0.7 * Math.sin(2 * Math.PI * 180 * t) + 0.3 * Math.sin(2 * Math.PI * 2500 * t));
  }
  return signal;
}

import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';

// Measurements of an exported file's sound, with ffmpeg: its loudness as the platforms read it,
// and how far music under a voice was lowered.

const run = promisify(execFile);

export interface Loudness {
  lufs: number;
  truePeakDbtp: number;
}

/**
 * ffmpeg's integrated loudness and true peak (`ebur128=peak=true`) of a file's first sound
 * stream; `monoAsStereo` plays a mono sound in both channels at full level, as the browser's mix
 * does (BS.1770 then counts it twice).
 */
export function ebur128(file: string, monoAsStereo = false): Loudness {
  const filter = `${monoAsStereo ? 'pan=stereo|c0=c0|c1=c0,' : ''}ebur128=peak=true:framelog=verbose`;
  const result = spawnSync(
    'ffmpeg',
    ['-nostats', '-i', file, '-map', '0:a:0', '-af', filter, '-f', 'null', '-'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(result.status, result.stderr.slice(-2000)).toBe(0);
  const summary = result.stderr.slice(result.stderr.lastIndexOf('Summary:'));
  return {
    lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    truePeakDbtp: Number(/Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]),
  };
}

const SAMPLE_RATE = 48_000;

/** The file's sound as ffmpeg decodes it: mixed down to mono, 48 kHz floats. */
export async function decodedSound(file: string): Promise<Float32Array> {
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-i', file, '-map', '0:a:0'],
      ...['-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 'f32le', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
  );
  const bytes = new Uint8Array(stdout);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

/** The music bed's C♯4, one of its chord's three lines (Hz). */
const C_SHARP = 277.18;

/**
 * How to hear the music under a voice that must be heard: the music bed is an A-major chord of
 * three pure tones (220, 277.18 and 329.63 Hz) pulsing every 0.5 s, nothing else; the built-in
 * voice spreads over hundreds of harmonics that glide with its pitch. So the music's level is
 * read on one line of its chord — C♯4 (A3 is where the voice's pitch often sits, and E4 is the
 * portrait clip's own 330 Hz tone) — through a 1 s Hann window: it passes ±2 Hz around the
 * line, its zeros at 2, 4, 6… Hz from it fall on the pulse's sidebands (so the reading is the
 * line's mean level whatever the pulse's phase), and its sidelobes fall 18 dB an octave. Of the
 * built-in voice alone it lets through, in 1 s windows, at most 9 dB and typically 19 dB less
 * than the music lowered by 12 dB. The level is the line's power in the 1 s around `time` (s).
 */
function lineLevel(sound: Float32Array, time: number, frequency: number): number {
  const length = SAMPLE_RATE;
  const first = Math.round((time - 0.5) * SAMPLE_RATE);
  const step = (2 * Math.PI * frequency) / SAMPLE_RATE;
  let re = 0;
  let im = 0;
  let weights = 0;
  for (let n = 0; n < length; n += 1) {
    const weight = 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / length);
    const sample = sound[first + n] ?? 0;
    re += weight * sample * Math.cos(step * (first + n));
    im -= weight * sample * Math.sin(step * (first + n));
    weights += weight;
  }
  return (re * re + im * im) / (weights * weights);
}

/** The mean power of all the sound in the 1 s around `time`. */
function broadbandLevel(sound: Float32Array, time: number): number {
  const first = Math.round((time - 0.5) * SAMPLE_RATE);
  let squares = 0;
  for (let n = 0; n < SAMPLE_RATE; n += 1) squares += (sound[first + n] ?? 0) ** 2;
  return squares / SAMPLE_RATE;
}

interface Span {
  start: number;
  end: number;
}

/**
 * The music bed's level while the voice speaks against where it plays alone, and the voice's
 * over the lowered music, in dB. Windows of 1 s, every 0.25 s over the music bed (`music`, s):
 * 'speaking' where the whole window lies inside the voice's words (pauses under 0.3 s
 * bridged, as the ducking does), 'alone' where no word is within the release (0.5 s) before it
 * or the attack (0.2 s) after it. The voice's level is the whole sound's while it speaks, less
 * the music's there (its level alone, lowered by what was measured).
 */
export function soundUnderVoice(sound: Float32Array, words: Span[], music: Span) {
  const spans: Span[] = [];
  for (const word of words) {
    const last = spans[spans.length - 1];
    if (last && word.start - last.end < 0.3) last.end = Math.max(last.end, word.end);
    else spans.push({ ...word });
  }
  const speaking: number[] = [];
  const alone: number[] = [];
  for (let time = music.start + 0.6; time <= music.end - 0.6; time += 0.25) {
    if (!words.some((word) => word.end > time - 1.1 && word.start < time + 0.8)) alone.push(time);
    else if (spans.some((span) => span.start <= time - 0.6 && span.end >= time + 0.6))
      speaking.push(time);
  }
  const line = (times: number[]) => mean(times.map((time) => lineLevel(sound, time, C_SHARP)));
  const all = (times: number[]) => mean(times.map((time) => broadbandLevel(sound, time)));
  const musicLoweredDb = db(line(alone) / line(speaking));
  const musicWhileSpeaking = all(alone) / 10 ** (musicLoweredDb / 10);
  return {
    speakingWindows: speaking.length,
    aloneWindows: alone.length,
    musicLoweredDb,
    voiceOverMusicDb: db((all(speaking) - musicWhileSpeaking) / musicWhileSpeaking),
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const db = (ratio: number) => 10 * Math.log10(ratio);

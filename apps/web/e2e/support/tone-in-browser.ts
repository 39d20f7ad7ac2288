import type * as Mediabunny from 'mediabunny';
import type { BrowserContext } from 'playwright-core';
import { openDecoderPage } from './decode-in-browser';

// The pitch of a file's sound, read back in Chromium (mediabunny decodes it; no ffmpeg needed):
// over each window, the frequency by upward zero crossings of the channels' average, and how
// much of the window's power sits at a few frequencies (Goertzel), e.g. 440 Hz against 880 Hz.

export interface ToneReading {
  /** Hz, from the first to the last upward zero crossing in the window */
  frequency: number;
  /** share (0–1) of the window's power at each asked frequency */
  shares: Record<string, number>;
}

export async function toneInBrowser(
  context: BrowserContext,
  baseURL: string,
  file: Buffer,
  windows: Record<string, [number, number]>,
  frequencies: readonly number[],
): Promise<Record<string, ToneReading>> {
  const page = await openDecoderPage(context, baseURL, file);
  try {
    return await page.evaluate(
      async ({ windows, frequencies }) => {
        const mb = (window as unknown as { mediabunny: typeof Mediabunny }).mediabunny;
        const bytes = await (await fetch('/__e2e-decoder__/file')).arrayBuffer();
        const input = new mb.Input({ source: new mb.BufferSource(bytes), formats: mb.ALL_FORMATS });
        const track = await input.getPrimaryAudioTrack();
        if (!track) throw new Error('the file has no sound');
        const rate = track.sampleRate;
        const length = Math.ceil((await track.computeDuration()) * rate) + rate;
        const mono = new Float32Array(length);
        for await (const { buffer, timestamp } of new mb.AudioBufferSink(track).buffers()) {
          const first = Math.round(timestamp * rate);
          for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
            const data = buffer.getChannelData(channel);
            for (let i = 0; i < data.length && first + i < length; i += 1)
              if (first + i >= 0) mono[first + i]! += data[i]! / buffer.numberOfChannels;
          }
        }
        const readings: Record<string, { frequency: number; shares: Record<string, number> }> = {};
        for (const [name, [from, to]] of Object.entries(windows)) {
          const samples = mono.subarray(Math.round(from * rate), Math.round(to * rate));
          let first = -1;
          let last = -1;
          let crossings = 0;
          for (let i = 1; i < samples.length; i += 1) {
            if (samples[i - 1]! < 0 && samples[i]! >= 0) {
              const at = i - 1 + -samples[i - 1]! / (samples[i]! - samples[i - 1]!);
              if (first < 0) first = at;
              else crossings += 1;
              last = at;
            }
          }
          let total = 0;
          for (const sample of samples) total += sample * sample;
          const shares: Record<string, number> = {};
          for (const frequency of frequencies) {
            const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / rate);
            let s1 = 0;
            let s2 = 0;
            for (const sample of samples) {
              const s0 = sample + coefficient * s1 - s2;
              s2 = s1;
              s1 = s0;
            }
            const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
            shares[String(frequency)] = total > 0 ? (2 * power) / (samples.length * total) : 0;
          }
          readings[name] = {
            frequency: last > first ? (crossings * rate) / (last - first) : 0,
            shares,
          };
        }
        return readings;
      },
      { windows, frequencies },
    );
  } finally {
    await page.close();
  }
}

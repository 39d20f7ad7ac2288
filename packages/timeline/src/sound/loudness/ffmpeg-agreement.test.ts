/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { integratedLoudness } from './loudness-meter';
import { normalizeLoudness } from './normalize-loudness';
import { toDb, truePeak } from './true-peak';

// The meter against ffmpeg's `ebur128` filter (the tool the export test and platforms' checkers
// use) on real encoded sound, and the normaliser's output measured by ffmpeg. ffmpeg is
// installed here and in CI.

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'reelwright-loudness-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The file's sound as 48 kHz float samples, one array per channel, decoded by ffmpeg. */
function decode(path: string, channels: number): Float32Array[] {
  const result = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-f', 'f32le', '-ac', String(channels), '-ar', '48000', '-'],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  expect(result.status).toBe(0);
  const bytes = result.stdout;
  const interleaved = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const frames = interleaved.length / channels;
  return Array.from({ length: channels }, (_, c) => {
    const channel = new Float32Array(frames);
    for (let i = 0; i < frames; i += 1) channel[i] = interleaved[i * channels + c]!;
    return channel;
  });
}

/** ffmpeg's integrated loudness and true peak of raw 48 kHz float samples. */
function ffmpegMeasures(channels: Float32Array[]): { lufs: number; truePeakDbtp: number } {
  const frames = channels[0]!.length;
  const interleaved = new Float32Array(frames * channels.length);
  for (let i = 0; i < frames; i += 1)
    for (let c = 0; c < channels.length; c += 1)
      interleaved[i * channels.length + c] = channels[c]![i]!;
  const path = join(folder, `samples-${channels.length}.f32`);
  writeFileSync(path, new Uint8Array(interleaved.buffer));
  const result = spawnSync(
    'ffmpeg',
    [
      '-nostats',
      '-f',
      'f32le',
      '-ar',
      '48000',
      '-ac',
      String(channels.length),
      '-i',
      path,
      '-af',
      'ebur128=peak=true:framelog=verbose',
      '-f',
      'null',
      '-',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const summary = result.stderr.slice(result.stderr.lastIndexOf('Summary:'));
  const lufs = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  const truePeakDbtp = Number(/Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]);
  return { lufs, truePeakDbtp };
}

describe.skipIf(!hasFfmpeg)('loudness against ffmpeg ebur128', () => {
  for (const [name, channels] of [
    ['speech-pourover-slt.m4a', 1],
    ['clip-loud-audio.m4a', 2],
  ] as const) {
    it(`measures ${name} (${channels === 1 ? 'mono' : 'as stereo'}) as ffmpeg does`, () => {
      const samples = decode(fixture(name), channels);
      const theirs = ffmpegMeasures(samples);
      const ours = integratedLoudness(samples, 48_000);
      // ffmpeg prints one decimal.
      expect(Math.abs(ours - theirs.lufs)).toBeLessThanOrEqual(0.1);
      // ffmpeg oversamples to 192 kHz with its own resampler: a different interpolator.
      expect(Math.abs(toDb(truePeak(samples, 48_000)) - theirs.truePeakDbtp)).toBeLessThanOrEqual(
        0.2,
      );
    });
  }

  it('normalises the loud clip and the speech so ffmpeg reads −14 LUFS and at most −1 dBTP', async () => {
    for (const name of ['clip-loud-audio.m4a', 'speech-pourover-slt.m4a']) {
      const samples = decode(fixture(name), 2);
      const report = await normalizeLoudness(samples, 48_000, { targetLufs: -14, ceilingDbtp: -1 });
      const theirs = ffmpegMeasures(samples);
      expect(Math.abs(theirs.lufs - -14), name).toBeLessThanOrEqual(0.5);
      expect(theirs.truePeakDbtp, name).toBeLessThanOrEqual(-1);
      expect(Math.abs(report.outputLufs - theirs.lufs), name).toBeLessThanOrEqual(0.1);
    }
  }, 30_000);
});

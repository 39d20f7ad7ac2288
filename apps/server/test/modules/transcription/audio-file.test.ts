import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  audioContainerOf,
  audioDurationOf,
  type AudioContainer,
} from '../../../src/modules/transcription/audio-file';

const fixture = (name: string) =>
  readFile(path.join(import.meta.dirname, '../../fixtures/transcription', name));

describe('an uploaded audio file, read from its bytes', () => {
  it.each<[string, AudioContainer, number]>([
    ['tone-523hz-3s.wav', 'wav', 3],
    ['tone-220hz-6s.mp3', 'mp3', 6],
    ['tone-523hz-3s.flac', 'flac', 3],
    ['tone-294hz-4s.ogg', 'ogg', 4],
    ['tone-392hz-4s.m4a', 'mp4', 4],
    ['speech-pourover-slt.m4a', 'mp4', 31.1],
    ['clip-720p25-vp9-opus.webm', 'webm', 4],
  ])('%s is %s and says it is %d s long', async (name, container, seconds) => {
    const bytes = await fixture(name);
    expect(audioContainerOf(bytes)).toBe(container);
    expect(audioDurationOf(bytes, container)).toBeCloseTo(seconds, 1);
  });

  it('knows other files are not audio, whatever their name', async () => {
    expect(audioContainerOf(Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nhello\n'))).toBeNull();
    expect(audioContainerOf(Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'latin1'))).toBeNull();
    expect(audioContainerOf(Buffer.alloc(3))).toBeNull();
  });

  it('says nothing of a duration its header does not hold', async () => {
    const wav = await fixture('tone-523hz-3s.wav');
    expect(audioDurationOf(wav.subarray(0, 20), 'wav')).toBeNull();
  });
});

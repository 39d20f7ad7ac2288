import { decodeMp3 } from '../../audio/codec';
import type { Pcm } from '../../audio/providers/tts-provider';
import { decodeContainer, type ContainerKind } from './decode-container';
import { UndecodableAudio } from './decode-errors';

export { UndecodableAudio, UnsupportedAudioCodec } from './decode-errors';

/** The files the aligner reads: WAV and MP3 itself, M4A/MP4, Ogg and WebM through mediabunny. */
export type AudioFileKind = 'wav' | 'mp3' | ContainerKind;

/**
 * Mono PCM of an audio file (channels are mixed). Throws UndecodableAudio for a file that is not
 * what it claims, UnsupportedAudioCodec for a container holding a codec not decoded here.
 */
export async function decodeAudioFile(bytes: Uint8Array, kind: AudioFileKind): Promise<Pcm> {
  if (kind === 'wav') return decodeWav(bytes);
  if (kind !== 'mp3') return decodeContainer(bytes, kind);
  try {
    return await decodeMp3(bytes);
  } catch (error) {
    throw new UndecodableAudio('it is not a readable MP3 file', { cause: error });
  }
}

const tag = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * Mono samples of a RIFF WAVE file: integer PCM of 8, 16, 24 or 32 bits, or 32/64-bit floats
 * (format 1, 3, or WAVE_FORMAT_EXTENSIBLE carrying one of them), any number of channels.
 */
export function decodeWav(bytes: Uint8Array): Pcm {
  if (bytes.length < 12 || tag(bytes, 0) !== 'RIFF' || tag(bytes, 8) !== 'WAVE') {
    throw new UndecodableAudio('it is not a WAV file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { code: number; channels: number; rate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = tag(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
      let code = view.getUint16(body, true);
      if (code === 0xfffe && size >= 26 && body + 26 <= bytes.length) {
        code = view.getUint16(body + 24, true);
      }
      format = {
        code,
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (format === undefined) throw new UndecodableAudio('its data comes before its format');
      const length = Math.min(size, bytes.length - body);
      return samplesOf(view, body, length, format);
    }
    at = body + size + (size & 1);
  }
  throw new UndecodableAudio('it has no audio data');
}

function samplesOf(
  view: DataView,
  start: number,
  length: number,
  { code, channels, rate, bits }: { code: number; channels: number; rate: number; bits: number },
): Pcm {
  const width = bits / 8;
  const readers: Record<string, (at: number) => number> = {
    '1/8': (at) => (view.getUint8(at) - 128) / 128,
    '1/16': (at) => view.getInt16(at, true) / 32768,
    '1/24': (at) =>
      ((view.getInt8(at + 2) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at)) / 8388608,
    '1/32': (at) => view.getInt32(at, true) / 2147483648,
    '3/32': (at) => view.getFloat32(at, true),
    '3/64': (at) => view.getFloat64(at, true),
  };
  const read = readers[`${code}/${bits}`];
  if (read === undefined || channels < 1 || rate < 1000 || rate > 384_000) {
    throw new UndecodableAudio(
      `its format (code ${code}, ${bits}-bit, ${channels} channels, ${rate} Hz) is not PCM this reads`,
    );
  }
  const frame = width * channels;
  const count = Math.floor(length / frame);
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += read(start + i * frame + c * width);
    samples[i] = sum / channels;
  }
  return { samples, sampleRate: rate };
}

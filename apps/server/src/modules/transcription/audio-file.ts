/*
 * What an uploaded audio file is, read from its bytes (never its name or declared type), and how
 * long it says it is, from its headers alone: cheap enough to refuse a wrong or too long file
 * before it is sent to a speech-to-text vendor.
 */

/** The containers speech-to-text vendors take (OpenAI: flac, mp3, mp4, m4a, ogg, wav, webm). */
export type AudioContainer = 'wav' | 'mp3' | 'flac' | 'ogg' | 'webm' | 'mp4';

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The container by its magic bytes, or null for anything else. */
export function audioContainerOf(bytes: Uint8Array): AudioContainer | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'flac';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'webm';
  if (ascii(bytes, 4, 4) === 'ftyp') return 'mp4';
  if (ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  if (mp3FrameAt(bytes, 0) !== null) return 'mp3';
  return null;
}

/** Seconds of audio as the file's headers tell, or null when they do not say. */
export function audioDurationOf(bytes: Uint8Array, container: AudioContainer): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (container) {
      case 'wav':
        return wavDuration(bytes, view);
      case 'mp3':
        return mp3Duration(bytes, view);
      case 'flac':
        return flacDuration(bytes);
      case 'ogg':
        return oggDuration(bytes, view);
      case 'mp4':
        return mp4Duration(bytes, view);
      case 'webm':
        return webmDuration(bytes, view);
    }
  } catch {
    // A header cut short: the file does not say.
    return null;
  }
}

const finite = (seconds: number) => (Number.isFinite(seconds) && seconds >= 0 ? seconds : null);

function wavDuration(bytes: Uint8Array, view: DataView): number | null {
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      if (byteRate === 0) return null;
      // A recorder that never patched the size writes 0 or 0xFFFFFFFF: count what is there.
      const length = size === 0 || size === 0xffffffff ? bytes.length - at - 8 : size;
      return finite(Math.min(length, bytes.length - at - 8) / byteRate);
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

const MP3_BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MP3_BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** A Layer III frame header at `at`: its bitrate (kbps), sample rate and samples per frame. */
function mp3FrameAt(bytes: Uint8Array, at: number) {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (bytes[at + 1]! >> 3) & 3;
  const layer = (bytes[at + 1]! >> 1) & 3;
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null;
  const kbps = (version === 3 ? MP3_BITRATES_V1_L3 : MP3_BITRATES_V2_L3)[bitrateIndex]!;
  const sampleRate = MP3_RATES[version]![rateIndex]!;
  return { version, kbps, sampleRate, samplesPerFrame: version === 3 ? 1152 : 576 };
}

function mp3Duration(bytes: Uint8Array, view: DataView): number | null {
  let start = 0;
  if (ascii(bytes, 0, 3) === 'ID3') {
    // The tag's size is four 7-bit bytes.
    start = 10 + ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!);
  }
  const searchEnd = Math.min(bytes.length - 4, start + 64 * 1024);
  let at = start;
  while (at < searchEnd && mp3FrameAt(bytes, at) === null) at += 1;
  const frame = mp3FrameAt(bytes, at);
  if (frame === null) return null;
  // A Xing / Info header in the first frame counts the frames (VBR files carry one).
  const window = ascii(bytes, at, Math.min(200, bytes.length - at));
  const tag = Math.max(window.indexOf('Xing'), window.indexOf('Info'));
  if (tag !== -1) {
    const flags = view.getUint32(at + tag + 4);
    if (flags & 1) {
      const frames = view.getUint32(at + tag + 8);
      return finite((frames * frame.samplesPerFrame) / frame.sampleRate);
    }
  }
  return finite(((bytes.length - at) * 8) / (frame.kbps * 1000));
}

function flacDuration(bytes: Uint8Array): number | null {
  // STREAMINFO is the first metadata block: 20 bits of sample rate, 36 bits of total samples.
  const info = 8;
  const sampleRate =
    (bytes[info + 10]! << 12) | (bytes[info + 11]! << 4) | (bytes[info + 12]! >> 4);
  const total =
    (bytes[info + 13]! & 0x0f) * 2 ** 32 +
    ((bytes[info + 14]! << 24) >>> 0) +
    (bytes[info + 15]! << 16) +
    (bytes[info + 16]! << 8) +
    bytes[info + 17]!;
  if (sampleRate === 0 || total === 0) return null;
  return finite(total / sampleRate);
}

function oggDuration(bytes: Uint8Array, view: DataView): number | null {
  // The first page carries the codec's identification header.
  const segments = bytes[26]!;
  const packet = 27 + segments;
  let sampleRate: number;
  let preSkip = 0;
  if (ascii(bytes, packet, 8) === 'OpusHead') {
    sampleRate = 48_000;
    preSkip = view.getUint16(packet + 10, true);
  } else if (ascii(bytes, packet + 1, 6) === 'vorbis') {
    sampleRate = view.getUint32(packet + 12, true);
  } else {
    return null;
  }
  // The last page's granule position is the stream's length in samples.
  for (let at = bytes.length - 27; at >= 0; at -= 1) {
    if (bytes[at] === 0x4f && ascii(bytes, at, 4) === 'OggS') {
      const granule = Number(view.getBigInt64(at + 6, true));
      if (granule <= 0 || sampleRate === 0) return null;
      return finite((granule - preSkip) / sampleRate);
    }
  }
  return null;
}

function mp4Duration(bytes: Uint8Array, view: DataView): number | null {
  const box = (from: number, to: number, type: string): number | null => {
    for (let at = from; at + 8 <= to;) {
      let size = view.getUint32(at);
      if (size === 1) size = Number(view.getBigUint64(at + 8));
      if (size === 0) size = to - at;
      if (size < 8) return null;
      if (ascii(bytes, at + 4, 4) === type) return at;
      at += size;
    }
    return null;
  };
  const moov = box(0, bytes.length, 'moov');
  if (moov === null) return null;
  const mvhd = box(moov + 8, moov + view.getUint32(moov), 'mvhd');
  if (mvhd === null) return null;
  const version = bytes[mvhd + 8];
  const timescale = view.getUint32(mvhd + (version === 1 ? 28 : 20));
  const duration = version === 1 ? Number(view.getBigUint64(mvhd + 32)) : view.getUint32(mvhd + 24);
  if (timescale === 0) return null;
  return finite(duration / timescale);
}

function webmDuration(bytes: Uint8Array, view: DataView): number | null {
  // Segment › Info › Duration (0x4489, a float in TimecodeScale units, 1 ms unless said).
  // Live recordings (MediaRecorder) often leave it out: then the file does not say.
  const end = Math.min(bytes.length - 12, 64 * 1024);
  let scale = 1_000_000;
  let duration: number | null = null;
  for (let at = 4; at < end; at += 1) {
    if (bytes[at] === 0x2a && bytes[at + 1] === 0xd7 && bytes[at + 2] === 0xb1) {
      const size = bytes[at + 3]! & 0x7f;
      if (size >= 1 && size <= 4) {
        scale = 0;
        for (let i = 0; i < size; i += 1) scale = scale * 256 + bytes[at + 4 + i]!;
      }
    }
    if (bytes[at] === 0x44 && bytes[at + 1] === 0x89) {
      if (bytes[at + 2] === 0x88) duration = view.getFloat64(at + 3);
      else if (bytes[at + 2] === 0x84) duration = view.getFloat32(at + 3);
      if (duration !== null) break;
    }
  }
  if (duration === null || scale === 0) return null;
  return finite((duration * scale) / 1e9);
}

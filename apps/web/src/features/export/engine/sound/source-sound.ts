import { ALL_FORMATS, AudioSampleSink, BlobSource, Input } from 'mediabunny';

// A source file's sound, decoded a stretch at a time (WebCodecs through mediabunny), so mixing a
// long timeline never holds a whole decoded file. Formats mediabunny cannot decode here fall
// back to the browser's decodeAudioData of the whole file, as the mix always did.

/** A stretch of a source's sound: its samples from `start` (s in the source). */
export interface SoundStretch {
  start: number;
  sampleRate: number;
  channels: Float32Array[];
}

export interface SourceSound {
  readonly sampleRate: number;
  readonly channelCount: number;
  /** the sound's length (s) */
  readonly duration: number;
  /** Its samples covering [from, to) s (fewer at its ends), starting at or before `from`. */
  read(from: number, to: number): Promise<SoundStretch>;
  close(): void;
}

/** Opens a file's sound, or null when it has none this browser can decode. */
export async function openSourceSound(
  blob: Blob,
  decodeWhole: (blob: Blob) => Promise<AudioBuffer | null>,
): Promise<SourceSound | null> {
  const streamed = await streamedSound(blob).catch(() => null);
  if (streamed) return streamed;
  const buffer = await decodeWhole(blob).catch(() => null);
  return buffer && wholeSound(buffer);
}

async function streamedSound(blob: Blob): Promise<SourceSound | null> {
  const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
  const track = await input.getPrimaryAudioTrack().catch(() => null);
  if (!track || !(await track.canDecode())) {
    input.dispose();
    return null;
  }
  const sink = new AudioSampleSink(track);
  const sampleRate = await track.getSampleRate();
  const channelCount = await track.getNumberOfChannels();
  const duration = await track.computeDuration();
  return {
    sampleRate,
    channelCount,
    duration,
    async read(from, to) {
      const pieces: { at: number; planes: Float32Array[] }[] = [];
      let start = Math.max(0, from);
      let first = true;
      for await (const sample of sink.samples(Math.max(0, from), to)) {
        try {
          if (first) start = Math.min(start, sample.timestamp);
          first = false;
          const frames = sample.numberOfFrames;
          const planes = Array.from({ length: channelCount }, (_, c) => {
            const plane = new Float32Array(frames);
            const index = Math.min(c, sample.numberOfChannels - 1);
            sample.copyTo(plane, { planeIndex: index, format: 'f32-planar' });
            return plane;
          });
          pieces.push({ at: Math.round((sample.timestamp - start) * sampleRate), planes });
        } finally {
          sample.close();
        }
      }
      const length = pieces.reduce(
        (end, piece) => Math.max(end, piece.at + (piece.planes[0]?.length ?? 0)),
        0,
      );
      const channels = Array.from({ length: channelCount }, () => new Float32Array(length));
      for (const piece of pieces)
        piece.planes.forEach((plane, c) => channels[c]!.set(plane, Math.max(0, piece.at)));
      return { start, sampleRate, channels };
    },
    close: () => input.dispose(),
  };
}

function wholeSound(buffer: AudioBuffer): SourceSound {
  const rate = buffer.sampleRate;
  return {
    sampleRate: rate,
    channelCount: buffer.numberOfChannels,
    duration: buffer.duration,
    read: async (from, to) => {
      const first = Math.max(0, Math.floor(from * rate));
      const last = Math.min(buffer.length, Math.ceil(to * rate));
      return {
        start: first / rate,
        sampleRate: rate,
        channels: Array.from({ length: buffer.numberOfChannels }, (_, c) =>
          buffer.getChannelData(c).slice(first, Math.max(first, last)),
        ),
      };
    },
    close: () => {},
  };
}

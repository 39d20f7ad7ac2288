import { OpusDecoder } from 'opus-decoder';
import type { Pcm } from '../../audio/providers/tts-provider';
import { monoOf } from './mono';

/** What a decoder needs from an Opus identification header (RFC 7845 §5.1, "OpusHead"). */
export type OpusHead = {
  channels: number;
  /** Samples at 48 kHz the encoder put before the audio, to be dropped. */
  preSkip: number;
  streamCount: number;
  coupledStreamCount: number;
  channelMappingTable: number[];
};

/** The header's fields, or null when `head` is not an OpusHead. */
export function readOpusHead(head: Uint8Array): OpusHead | null {
  if (head.length < 19 || String.fromCharCode(...head.subarray(0, 8)) !== 'OpusHead') return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const channels = head[9]!;
  const preSkip = view.getUint16(10, true);
  if (channels === 0) return null;
  if (head[18] === 0) {
    if (channels > 2) return null;
    return {
      channels,
      preSkip,
      streamCount: 1,
      coupledStreamCount: channels - 1,
      channelMappingTable: channels === 1 ? [0] : [0, 1],
    };
  }
  if (head.length < 21 + channels) return null;
  return {
    channels,
    preSkip,
    streamCount: head[19]!,
    coupledStreamCount: head[20]!,
    channelMappingTable: [...head.subarray(21, 21 + channels)],
  };
}

/** Mono 48 kHz PCM of Opus packets, the pre-skip dropped; null when none decodes. */
export async function decodeOpusPackets(
  head: OpusHead,
  packets: Uint8Array[],
): Promise<Pcm | null> {
  const decoder = new OpusDecoder({ ...head });
  await decoder.ready;
  try {
    const pieces: Float32Array[][] = [];
    let failed = 0;
    for (const packet of packets) {
      const decoded = decoder.decodeFrame(packet);
      failed += decoded.errors.length;
      if (decoded.samplesDecoded > 0) pieces.push(decoded.channelData);
    }
    const pcm = monoOf(pieces, 48_000);
    // A few damaged packets are concealed by the decoder; a stream of nothing but is not Opus.
    return pcm.samples.length === 0 || failed > packets.length / 2 ? null : pcm;
  } finally {
    decoder.free();
  }
}

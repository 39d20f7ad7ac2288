import { OggVorbisDecoder } from '@wasm-audio-decoders/ogg-vorbis';
import type { Pcm } from '../../audio/providers/tts-provider';
import { monoOf } from './mono';

/** Mono PCM of an Ogg Vorbis stream (the whole file), or null when nothing decodes. */
export async function decodeOggVorbis(ogg: Uint8Array): Promise<Pcm | null> {
  const decoder = new OggVorbisDecoder();
  await decoder.ready;
  try {
    const decoded = await decoder.decodeFile(ogg);
    if (decoded.samplesDecoded === 0 || decoded.channelData.length === 0) return null;
    return monoOf([decoded.channelData], decoded.sampleRate);
  } finally {
    decoder.free();
  }
}

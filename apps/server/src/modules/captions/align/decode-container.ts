import {
  ALL_FORMATS,
  BufferSource,
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacketSink,
  Input,
  OggOutputFormat,
  Output,
  type InputAudioTrack,
} from 'mediabunny';
import type { Pcm } from '../../audio/providers/tts-provider';
import { decodeAacFile } from './decode-aac';
import { decodeOpusPackets, readOpusHead } from './decode-opus';
import { decodeOggVorbis } from './decode-vorbis';
import { UndecodableAudio, UnsupportedAudioCodec } from './decode-errors';

/** The containers read through mediabunny's demuxers. */
export type ContainerKind = 'mp4' | 'ogg' | 'webm';

/**
 * Mono PCM of the first audio track of an M4A/MP4, Ogg or WebM file: Opus (wasm libopus),
 * Vorbis (wasm libvorbis) or AAC (FAAD2, in a child process). Mediabunny demuxes; Node has no
 * WebCodecs, so the packets go to the wasm decoders here. Sample 0 is the start of the
 * presentation: Opus's pre-skip and AAC's priming are dropped.
 */
export async function decodeContainer(bytes: Uint8Array, kind: ContainerKind): Promise<Pcm> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  let track: InputAudioTrack | null;
  let codec: string | null;
  try {
    track = await input.getPrimaryAudioTrack();
    codec = track === null ? null : ((await track.getCodecParameterString()) ?? track.codec);
  } catch (error) {
    throw new UndecodableAudio(`it is not a readable ${label(kind)} file`, { cause: error });
  }
  if (track === null) throw new UndecodableAudio(`it has no audio track`);
  let pcm: Pcm | null;
  try {
    switch (track.codec) {
      case 'opus':
        pcm = await decodeOpus(track);
        break;
      case 'vorbis':
        pcm = await decodeOggVorbis(kind === 'ogg' ? bytes : await remuxToOgg(track));
        break;
      case 'aac': {
        if (kind !== 'mp4') throw new UnsupportedAudioCodec(`AAC audio in ${label(kind)}`);
        const decoded = await decodeAacFile(bytes);
        if ('problem' in decoded) throw new UndecodableAudio(decoded.problem);
        pcm = decoded.pcm;
        break;
      }
      default:
        throw new UnsupportedAudioCodec(`${codec ?? 'an unknown codec'} audio`);
    }
  } catch (error) {
    if (error instanceof UndecodableAudio || error instanceof UnsupportedAudioCodec) throw error;
    throw new UndecodableAudio(`its ${track.codec} audio cannot be decoded`, { cause: error });
  } finally {
    input.dispose();
  }
  if (pcm === null) throw new UndecodableAudio(`its ${track.codec} audio decodes to nothing`);
  return pcm;
}

const label = (kind: ContainerKind) => ({ mp4: 'M4A/MP4', ogg: 'Ogg', webm: 'WebM' })[kind];

/** The track's packets; a file cut short (an upload or recording that stopped) gives those before the cut. */
async function packetsOf(track: InputAudioTrack): Promise<Uint8Array[]> {
  const packets: Uint8Array[] = [];
  try {
    for await (const packet of new EncodedPacketSink(track).packets()) packets.push(packet.data);
  } catch (error) {
    if (packets.length === 0) throw error;
  }
  return packets;
}

async function decodeOpus(track: InputAudioTrack): Promise<Pcm | null> {
  const config = await track.getDecoderConfig();
  const description = config?.description;
  const head =
    description === undefined
      ? null
      : readOpusHead(
          description instanceof ArrayBuffer
            ? new Uint8Array(description)
            : new Uint8Array(description.buffer, description.byteOffset, description.byteLength),
        );
  // Without an OpusHead (MP4's dOps is turned into one by mediabunny), assume mono, no pre-skip.
  return decodeOpusPackets(
    head ?? {
      channels: track.numberOfChannels,
      preSkip: 0,
      streamCount: 1,
      coupledStreamCount: track.numberOfChannels - 1,
      channelMappingTable: track.numberOfChannels === 1 ? [0] : [0, 1],
    },
    await packetsOf(track),
  );
}

/** Vorbis packets of a WebM track, put in an Ogg stream: the wasm decoder reads Ogg pages. */
async function remuxToOgg(track: InputAudioTrack): Promise<Uint8Array> {
  const decoderConfig = await track.getDecoderConfig();
  if (decoderConfig === null) throw new UndecodableAudio('its Vorbis headers are missing');
  const target = new BufferTarget();
  const output = new Output({ format: new OggOutputFormat(), target });
  const source = new EncodedAudioPacketSource('vorbis');
  output.addAudioTrack(source);
  await output.start();
  let first = true;
  for await (const packet of new EncodedPacketSink(track).packets()) {
    await source.add(packet, first ? { decoderConfig } : undefined);
    first = false;
  }
  await output.finalize();
  return new Uint8Array(target.buffer!);
}

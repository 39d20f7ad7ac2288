import {
  ALL_FORMATS,
  BlobSource,
  Input,
  UnsupportedInputFormatError,
  getDecodableAudioCodecs,
  getDecodableVideoCodecs,
  type InputTrack,
} from 'mediabunny';
import type { DecodableCodecs, PlayabilityReport, TrackCheck } from './playability';

// Asks this browser whether it can open a file and decode its tracks: mediabunny demuxes it (the
// export reads sources the same way) and the track's own decoder configuration is checked with
// WebCodecs (`VideoDecoder.isConfigSupported`, through mediabunny's `canDecode`). Loaded only
// when a file is probed, so the studio's chunk does not carry mediabunny.

const hasWebCodecsDecoders = () =>
  typeof VideoDecoder !== 'undefined' && typeof AudioDecoder !== 'undefined';

function tagOf(id: string | number | Uint8Array | null): string | null {
  return typeof id === 'string' ? id : null;
}

/**
 * Whether a track decodes here. Without WebCodecs (an older browser, where the export records a
 * player in real time) the player is asked instead, with the track's codec string.
 */
async function decodes(track: InputTrack, mimeType: string): Promise<boolean> {
  if (hasWebCodecsDecoders()) return track.canDecode().catch(() => false);
  const codec = await track.getCodecParameterString().catch(() => null);
  if (codec === null || typeof document === 'undefined') return false;
  const player = document.createElement(track.isVideoTrack() ? 'video' : 'audio');
  return player.canPlayType(`${mimeType}; codecs="${codec}"`) !== '';
}

async function checkTrack(track: InputTrack | null, mimeType: string): Promise<TrackCheck | null> {
  if (track === null) return null;
  const [decodable, tag] = await Promise.all([
    decodes(track, mimeType),
    track.getInternalCodecId().catch(() => null),
  ]);
  return { codec: track.codec, tag: tagOf(tag), decodable };
}

/**
 * What this browser can do with `blob`: whether its container opens, and whether its primary
 * picture and sound decode. Rejects only on faults other than an unrecognised format.
 */
export async function probePlayability(blob: Blob): Promise<PlayabilityReport> {
  const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
  try {
    let mimeType: string;
    try {
      mimeType = (await input.getFormat()).mimeType;
    } catch (error) {
      if (error instanceof UnsupportedInputFormatError)
        return { recognised: false, video: null, audio: null };
      throw error;
    }
    const [videoTrack, audioTrack] = await Promise.all([
      input.getPrimaryVideoTrack(),
      input.getPrimaryAudioTrack(),
    ]);
    const [video, audio] = await Promise.all([
      checkTrack(videoTrack, mimeType),
      checkTrack(audioTrack, mimeType),
    ]);
    return { recognised: true, video, audio };
  } finally {
    input.dispose();
  }
}

const VIDEO_CODECS_ASKED = ['avc', 'hevc', 'vp8', 'vp9', 'av1'] as const;
const AUDIO_CODECS_ASKED = ['aac', 'opus', 'mp3', 'vorbis', 'flac'] as const;

/** Typical codec strings, for asking a player when WebCodecs is missing. */
const PLAYER_TYPES: Record<string, string> = {
  avc: 'video/mp4; codecs="avc1.640028"',
  hevc: 'video/mp4; codecs="hvc1.1.6.L120.90"',
  vp8: 'video/webm; codecs="vp8"',
  vp9: 'video/webm; codecs="vp09.00.31.08"',
  av1: 'video/mp4; codecs="av01.0.08M.08"',
  aac: 'audio/mp4; codecs="mp4a.40.2"',
  opus: 'audio/ogg; codecs="opus"',
  mp3: 'audio/mpeg',
  vorbis: 'audio/ogg; codecs="vorbis"',
  flac: 'audio/flac',
};

/** The picture and sound codecs this browser decodes, of those creators upload. */
export async function decodableCodecs(): Promise<DecodableCodecs> {
  if (hasWebCodecsDecoders()) {
    const [video, audio] = await Promise.all([
      getDecodableVideoCodecs([...VIDEO_CODECS_ASKED]),
      getDecodableAudioCodecs([...AUDIO_CODECS_ASKED]),
    ]);
    return { video, audio };
  }
  if (typeof document === 'undefined') return { video: [], audio: [] };
  const player = document.createElement('video');
  const plays = (codec: string) => player.canPlayType(PLAYER_TYPES[codec] ?? '') !== '';
  return {
    video: VIDEO_CODECS_ASKED.filter(plays),
    audio: AUDIO_CODECS_ASKED.filter(plays),
  };
}

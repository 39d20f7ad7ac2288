import {
  canEncodeAudio,
  canEncodeVideo,
  getFirstEncodableVideoCodec,
  Quality,
  type AudioCodec,
  type VideoCodec,
} from 'mediabunny';
import {
  AUDIO_BITRATE,
  AUDIO_CHANNELS,
  AUDIO_SAMPLE_RATE,
  VIDEO_BITRATES,
  type ExportFormat,
  type ExportSettings,
} from './export-settings';
import { recordingMimeType } from './recording-type';

/** Why a format cannot be made here (an `export` namespace key under `settings.unavailable`). */
export type UnavailableReason = 'noVideoEncoder' | 'noAudioEncoder' | 'noRecorder' | 'noWebCodecs';

export interface FormatSupport {
  available: boolean;
  videoCodec: VideoCodec | null;
  audioCodec: AudioCodec | null;
  reason: UnavailableReason | null;
  /** true when the browser lacks WebCodecs and the export records the canvas in real time */
  realtime: boolean;
}

export type EncoderSupport = Record<ExportFormat, FormatSupport>;

export const hasWebCodecs = (): boolean =>
  typeof VideoEncoder !== 'undefined' && typeof VideoFrame !== 'undefined';

/** The options the export encodes with, checked here with the same values. */
export const videoCheckOptions = (settings: ExportSettings) => ({
  width: settings.resolution.width,
  height: settings.resolution.height,
  frameRate: settings.fps,
  quality: new Quality({ bitrate: VIDEO_BITRATES[settings.quality] }),
  latencyMode: 'quality' as const,
});

export const audioCheckOptions = () => ({
  numberOfChannels: AUDIO_CHANNELS,
  sampleRate: AUDIO_SAMPLE_RATE,
  quality: new Quality({ bitrate: AUDIO_BITRATE }),
});

let aacRegistered = false;

/**
 * The WASM AAC encoder's priming: its first 1 024 output samples are encoder delay, but it
 * stamps its first packet at 0, so no edit list trims them and players play the sound 21 ms late.
 * The export leaves that many samples out at the start of the mix to put the sound back in step.
 */
export const AAC_WASM_DELAY_SAMPLES = 1024;

/** Whether AAC goes through the WASM encoder (registered because the browser had none). */
export const usesWasmAac = (): boolean => aacRegistered;

/** AAC through the WASM encoder when the browser has none of its own (Chromium on Linux). */
async function ensureAac(): Promise<boolean> {
  if (await canEncodeAudio('aac', audioCheckOptions())) return true;
  if (!aacRegistered) {
    const { registerAacEncoder } = await import('@mediabunny/aac-encoder');
    registerAacEncoder();
    aacRegistered = true;
  }
  return canEncodeAudio('aac', audioCheckOptions());
}

const support = (
  videoCodec: VideoCodec | null,
  audioCodec: AudioCodec | null,
  realtime = false,
): FormatSupport => ({
  available: videoCodec !== null && audioCodec !== null,
  videoCodec,
  audioCodec,
  reason: videoCodec === null ? 'noVideoEncoder' : audioCodec === null ? 'noAudioEncoder' : null,
  realtime,
});

/**
 * Which formats can be made at these settings, asked before the export starts so the modal can
 * show what is unavailable instead of failing later. WebM: VP9, else VP8, with Opus. MP4: H.264
 * with AAC (the WASM AAC encoder is registered when the browser has no AAC encoder). Without
 * WebCodecs only WebM remains, recorded from the canvas in real time by MediaRecorder.
 */
export async function checkEncoderSupport(settings: ExportSettings): Promise<EncoderSupport> {
  if (!hasWebCodecs()) {
    const recordable = recordingMimeType() !== null;
    return {
      webm: recordable
        ? { available: true, videoCodec: null, audioCodec: null, reason: null, realtime: true }
        : {
            available: false,
            videoCodec: null,
            audioCodec: null,
            reason: 'noRecorder',
            realtime: true,
          },
      mp4: {
        available: false,
        videoCodec: null,
        audioCodec: null,
        reason: 'noWebCodecs',
        realtime: true,
      },
    };
  }
  const video = videoCheckOptions(settings);
  const [webmVideo, opus, avc, aac] = await Promise.all([
    getFirstEncodableVideoCodec(['vp9', 'vp8'], video).catch(() => null),
    canEncodeAudio('opus', audioCheckOptions()).catch(() => false),
    canEncodeVideo('avc', video).catch(() => false),
    ensureAac().catch(() => false),
  ]);
  return {
    webm: support(webmVideo, opus ? 'opus' : null),
    mp4: support(avc ? 'avc' : null, aac ? 'aac' : null),
  };
}

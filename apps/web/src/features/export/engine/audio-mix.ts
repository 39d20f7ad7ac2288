import {
  allItems,
  audibleTrackIds,
  isKeyframed,
  itemGainEnvelope,
  masterGain,
  soundOverhang,
  type TimelineDocument,
} from '@reelwright/timeline';
import { AUDIO_CHANNELS, AUDIO_SAMPLE_RATE } from './export-settings';
import { clipSpeed, makesNoSound, playedSound } from './speed-sound';

/** One sound to place in the mix (ms on the timeline / in the source). */
export interface AudioClip {
  mediaId: string;
  /** when it starts on the timeline */
  startMs: number;
  /** where in the source it starts (the item's trimStart) */
  offsetMs: number;
  durationMs: number;
  /** 0..1 */
  volume: number;
  /**
   * The clip's gain (volume × fades × ducking, linear) from its start to its end, evenly spaced
   * (`itemGainEnvelope`, the preview's own numbers). Without it the clip plays at `volume`.
   */
  gain?: Float32Array;
  /** 0.25–4, absent at 1×: the clip plays `durationMs × speed` of its source, pitch kept */
  speed?: number;
}

/** How finely the offline mix follows an item's gain: 10 ms, well inside a 200 ms ramp. */
export const GAIN_STEP_MS = 10;

const clampVolume = (volume: number) =>
  Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1;

/**
 * The sounds of a timeline: every audio item and the sound of every video item on a track that
 * is heard (`audibleTrackIds`: not muted, solo when any is), in timeline order, each with its gain
 * envelope times the master volume. Silent items (volume 0) and items of zero length are left
 * out.
 */
export function audioClips(document: TimelineDocument): AudioClip[] {
  const audible = audibleTrackIds(document);
  const master = masterGain(document);
  return allItems(document)
    .filter((item) => item.type === 'audios' || item.type === 'videos')
    .filter((item) => audible.has(item.trackId))
    .filter(
      (item) => (clampVolume(item.volume) > 0 || isKeyframed(item, 'volume')) && item.duration > 0,
    )
    .filter((item) => !makesNoSound(item))
    .map((item) => ({
      mediaId: item.mediaId,
      startMs: item.startTime,
      offsetMs: Math.max(0, item.trimStart),
      // Under the next item's crossfade its sound plays on past its end (`soundOverhang`).
      durationMs: item.duration + soundOverhang(document, item),
      volume: clampVolume(item.volume),
      gain: timesMaster(
        itemGainEnvelope(
          document,
          item,
          item.startTime,
          item.startTime + item.duration + soundOverhang(document, item),
          GAIN_STEP_MS,
        ),
        master,
      ),
      ...clipSpeed(item),
    }))
    .sort((a, b) => a.startMs - b.startMs);
}

/** An item's gain curve under the master volume (the same curve when the master is 1). */
function timesMaster(curve: Float32Array, master: number): Float32Array {
  if (master !== 1) for (let i = 0; i < curve.length; i += 1) curve[i]! *= master;
  return curve;
}

/** A curve that never changes is a plain value; anything else is automated. */
const isConstant = (values: Float32Array) => values.every((value) => value === values[0]);

/** The sample frames of a mix `durationMs` long (at least one). */
export const mixLength = (durationMs: number, sampleRate = AUDIO_SAMPLE_RATE): number =>
  Math.max(1, Math.ceil((durationMs * sampleRate) / 1000));

export interface MixDeps {
  /** the file behind a media id */
  media: (mediaId: string) => Blob | undefined;
  /** defaults to the browser's OfflineAudioContext */
  createContext?: (channels: number, length: number, sampleRate: number) => OfflineAudioContext;
  signal?: AbortSignal;
}

/**
 * Mixes the clips once, offline, at 48 kHz stereo for `durationMs`: each source file is decoded
 * once (by media id) and played at its start, from its offset, for its duration, through its
 * own gain, which follows the clip's envelope (fades and ducking) sample by sample. A file the browser cannot decode (a video without sound) adds nothing. Resolves with
 * null when nothing is audible.
 */
export async function mixAudio(
  clips: readonly AudioClip[],
  durationMs: number,
  deps: MixDeps,
): Promise<AudioBuffer | null> {
  if (clips.length === 0) return null;
  const create =
    deps.createContext ??
    ((channels, length, sampleRate) => new OfflineAudioContext(channels, length, sampleRate));
  const context = create(AUDIO_CHANNELS, mixLength(durationMs), AUDIO_SAMPLE_RATE);
  const decoded = new Map<string, Promise<AudioBuffer | null>>();
  const decode = (mediaId: string) => {
    let pending = decoded.get(mediaId);
    if (!pending) {
      const blob = deps.media(mediaId);
      pending = blob
        ? blob
            .arrayBuffer()
            .then((bytes) => context.decodeAudioData(bytes))
            .catch(() => null)
        : Promise.resolve(null);
      decoded.set(mediaId, pending);
    }
    return pending;
  };

  let audible = 0;
  for (const clip of clips) {
    deps.signal?.throwIfAborted();
    const buffer = await decode(clip.mediaId);
    if (!buffer) continue;
    const played = playedSound(context, buffer, clip);
    if (!played) continue;
    const source = context.createBufferSource();
    source.buffer = played.buffer;
    const gain = context.createGain();
    const curve = clip.gain;
    if (curve && curve.length > 1 && !isConstant(curve)) {
      gain.gain.value = curve[0]!;
      gain.gain.setValueCurveAtTime(curve, clip.startMs / 1000, clip.durationMs / 1000);
    } else {
      gain.gain.value = curve?.[0] ?? clip.volume;
    }
    source.connect(gain).connect(context.destination);
    source.start(clip.startMs / 1000, played.offset, clip.durationMs / 1000);
    audible += 1;
  }
  deps.signal?.throwIfAborted();
  if (audible === 0) return null;
  return context.startRendering();
}

import { AUDIO_CHANNELS, AUDIO_SAMPLE_RATE } from '../export-settings';
import { mixLength, type AudioClip } from '../audio-mix';
import { timeStretch } from '../time-stretch';
import type { SoundStretch, SourceSound } from './source-sound';

// The timeline's sound mixed a block at a time (10 s by default), each block in its own
// OfflineAudioContext from only the stretches of the sources it plays, so memory stays the same
// however long the video is. Each clip plays from where the block meets it, through its gain
// curve (the same knots as the whole-timeline mix's `setValueCurveAtTime`), resampled by the
// context; a clip at a speed is time-stretched once, whole, and played from that.

/** Seconds of sound each block holds. */
export const MIX_BLOCK_S = 10;
/** Source read either side of a block, so the resampler has its neighbours (s). */
const READ_MARGIN_S = 0.01;

export interface BlockMixDeps {
  /** a media id's sound, opened once for the whole mix (null when it has none) */
  sound: (mediaId: string) => Promise<SourceSound | null>;
  /** defaults to the browser's OfflineAudioContext */
  createContext?: (channels: number, length: number, sampleRate: number) => OfflineAudioContext;
  signal?: AbortSignal;
}

export interface BlockMixer {
  /** frames in the whole mix */
  readonly length: number;
  /** The mix's frames [start, start + frames), one array per channel. */
  render(start: number, frames: number): Promise<Float32Array[]>;
}

/** The mixer for `clips` over `durationMs`, or null when nothing in them makes a sound. */
export async function openBlockMixer(
  clips: readonly AudioClip[],
  durationMs: number,
  deps: BlockMixDeps,
): Promise<BlockMixer | null> {
  const create =
    deps.createContext ??
    ((channels, length, sampleRate) => new OfflineAudioContext(channels, length, sampleRate));
  const playing: { clip: AudioClip; sound: SourceSound }[] = [];
  for (const clip of clips) {
    deps.signal?.throwIfAborted();
    const sound = await deps.sound(clip.mediaId);
    if (sound && clip.offsetMs / 1000 < sound.duration) playing.push({ clip, sound });
  }
  if (playing.length === 0) return null;
  const stretched = new Map<AudioClip, Promise<SoundStretch>>();

  return {
    length: mixLength(durationMs),
    async render(start, frames) {
      const context = create(AUDIO_CHANNELS, frames, AUDIO_SAMPLE_RATE);
      const t0 = start / AUDIO_SAMPLE_RATE;
      const t1 = (start + frames) / AUDIO_SAMPLE_RATE;
      for (const { clip, sound } of playing) {
        deps.signal?.throwIfAborted();
        const clipStart = clip.startMs / 1000;
        const clipEnd = clipStart + clip.durationMs / 1000;
        if (clipEnd <= t0 || clipStart >= t1) {
          if (clipEnd <= t0) stretched.delete(clip);
          continue;
        }
        const from = Math.max(t0, clipStart);
        const to = Math.min(t1, clipEnd);
        // Where in what it plays (the source, or its stretched sound) the clip is at `from`.
        const speed = clip.speed ?? 1;
        const playedFrom =
          speed === 1 ? clip.offsetMs / 1000 + (from - clipStart) : from - clipStart;
        const stretch =
          speed === 1
            ? await sound.read(playedFrom - READ_MARGIN_S, playedFrom + (to - from) + READ_MARGIN_S)
            : sliceStretch(
                await stretchedSound(stretched, clip, sound),
                playedFrom - READ_MARGIN_S,
                playedFrom + (to - from) + READ_MARGIN_S,
              );
        const length = stretch.channels[0]?.length ?? 0;
        if (length === 0) continue;
        const buffer = context.createBuffer(stretch.channels.length, length, stretch.sampleRate);
        stretch.channels.forEach((channel, c) =>
          buffer.copyToChannel(channel as Float32Array<ArrayBuffer>, c),
        );
        const offset = playedFrom - stretch.start;
        if (offset >= buffer.duration) continue;
        const source = context.createBufferSource();
        source.buffer = buffer;
        const gain = context.createGain();
        followGain(gain.gain, clip, from, to, t0);
        source.connect(gain).connect(context.destination);
        source.start(from - t0, Math.max(0, offset), to - from);
      }
      const rendered = await context.startRendering();
      return Array.from({ length: AUDIO_CHANNELS }, (_, c) => rendered.getChannelData(c));
    },
  };
}

/** A clip's source stretch at its speed, made once (a clip's sound, not the timeline's). */
function stretchedSound(
  cache: Map<AudioClip, Promise<SoundStretch>>,
  clip: AudioClip,
  sound: SourceSound,
): Promise<SoundStretch> {
  let pending = cache.get(clip);
  if (!pending) {
    const speed = clip.speed ?? 1;
    const from = clip.offsetMs / 1000;
    pending = sound.read(from, from + (clip.durationMs * speed) / 1000).then((read) => {
      const skip = Math.max(0, Math.round((from - read.start) * read.sampleRate));
      const frames = Math.round((clip.durationMs * speed * read.sampleRate) / 1000);
      const channels = read.channels.map((channel) => channel.slice(skip, skip + frames));
      return {
        start: 0,
        sampleRate: read.sampleRate,
        channels: timeStretch(channels, speed, read.sampleRate),
      };
    });
    cache.set(clip, pending);
  }
  return pending;
}

function sliceStretch(stretch: SoundStretch, from: number, to: number): SoundStretch {
  const rate = stretch.sampleRate;
  const first = Math.max(0, Math.floor((from - stretch.start) * rate));
  const last = Math.max(first, Math.ceil((to - stretch.start) * rate));
  return {
    start: stretch.start + first / rate,
    sampleRate: rate,
    channels: stretch.channels.map((channel) => channel.subarray(first, last)),
  };
}

/**
 * The clip's gain over [from, to) of the timeline, in the block's time: its curve's knots
 * (evenly spread over the clip, as `setValueCurveAtTime` spreads them) joined by straight ramps.
 */
function followGain(param: AudioParam, clip: AudioClip, from: number, to: number, t0: number) {
  const curve = clip.gain;
  if (!curve || curve.length < 2 || curve.every((value) => value === curve[0])) {
    param.value = curve?.[0] ?? clip.volume;
    return;
  }
  const clipStart = clip.startMs / 1000;
  const step = clip.durationMs / 1000 / (curve.length - 1);
  const valueAt = (time: number) => {
    const position = Math.min(curve.length - 1, Math.max(0, (time - clipStart) / step));
    const below = Math.floor(position);
    const above = Math.min(curve.length - 1, below + 1);
    return curve[below]! + (curve[above]! - curve[below]!) * (position - below);
  };
  param.value = valueAt(from);
  param.setValueAtTime(valueAt(from), from - t0);
  for (let knot = Math.floor((from - clipStart) / step) + 1; knot < curve.length; knot += 1) {
    const at = clipStart + knot * step;
    if (at >= to) break;
    param.linearRampToValueAtTime(curve[knot]!, at - t0);
  }
  param.linearRampToValueAtTime(valueAt(to), to - t0);
}

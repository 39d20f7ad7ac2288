import { itemSpeed, type TimelineItem } from '@reelwright/timeline';
import { timeStretch } from './time-stretch';

// The export's sound at speed: what a clip's source buffer plays, stretched when the item is
// faster or slower than 1× so its pitch stays (the preview's `preservesPitch`).

/** The speed a clip carries into the mix: absent at 1×. */
export const clipSpeed = (item: Pick<TimelineItem, 'speed'>): { speed?: number } => {
  const speed = itemSpeed(item);
  return speed === 1 ? {} : { speed };
};

/** Freeze frames hold a picture and make no sound. */
export const makesNoSound = (item: Pick<TimelineItem, 'freezeFrame'>): boolean =>
  item.freezeFrame !== undefined;

export interface PlayedSound {
  buffer: AudioBuffer;
  /** s into `buffer` where the clip starts */
  offset: number;
}

type BufferMaker = Pick<BaseAudioContext, 'createBuffer'>;

/**
 * The buffer and offset a clip plays from, or null when its offset is past the source's end. At
 * 1× that is the decoded source itself; at another speed, the source's `durationMs × speed` ms
 * from the offset, time-stretched (WSOLA) to `durationMs`, played from 0.
 */
export function playedSound(
  context: BufferMaker,
  source: AudioBuffer,
  clip: { offsetMs: number; durationMs: number; speed?: number },
): PlayedSound | null {
  const offset = clip.offsetMs / 1000;
  if (offset >= source.duration) return null;
  const speed = clip.speed ?? 1;
  if (speed === 1) return { buffer: source, offset };
  const rate = source.sampleRate;
  const from = Math.floor(offset * rate);
  const to = Math.min(source.length, from + Math.round((clip.durationMs * speed * rate) / 1000));
  const channels: Float32Array[] = [];
  for (let c = 0; c < source.numberOfChannels; c += 1)
    channels.push(source.getChannelData(c).slice(from, to));
  const stretched = timeStretch(channels, speed, rate);
  const length = Math.max(1, stretched[0]?.length ?? 0);
  const buffer = context.createBuffer(source.numberOfChannels, length, rate);
  stretched.forEach((samples, c) => buffer.copyToChannel(samples, c));
  return { buffer, offset: 0 };
}

import type { TimelineDocument } from '@reelwright/timeline';
import { audioClips } from '../audio-mix';
import { AUDIO_CHANNELS, AUDIO_SAMPLE_RATE } from '../export-settings';
import { MIX_BLOCK_S, openBlockMixer } from './block-mix';
import { openMixTape, type SealedTape } from './mix-tape';
import { openSourceSound, type SourceSound } from './source-sound';

// The export's first step for sound: the timeline mixed block by block onto a tape, each source
// opened once and read a stretch at a time.

export interface MixedTape {
  tape: SealedTape;
  /** removes the tape; call once the export is done with it, however it ends */
  discard: () => Promise<void>;
}

/** The timeline's sound on a tape, or null when nothing in it makes a sound. */
export async function mixOntoTape(
  document: TimelineDocument,
  durationMs: number,
  media: (mediaId: string) => Blob | undefined,
  signal?: AbortSignal,
): Promise<MixedTape | null> {
  const sounds = new Map<string, Promise<SourceSound | null>>();
  const decodeWhole = async (blob: Blob) =>
    new OfflineAudioContext(AUDIO_CHANNELS, 1, AUDIO_SAMPLE_RATE).decodeAudioData(
      await blob.arrayBuffer(),
    );
  const sound = (mediaId: string) => {
    let pending = sounds.get(mediaId);
    if (!pending) {
      const blob = media(mediaId);
      pending = blob ? openSourceSound(blob, decodeWhole) : Promise.resolve(null);
      sounds.set(mediaId, pending);
    }
    return pending;
  };
  const closeSounds = async () => {
    for (const pending of sounds.values()) (await pending.catch(() => null))?.close();
  };
  try {
    const mixer = await openBlockMixer(audioClips(document), durationMs, {
      sound,
      ...(signal ? { signal } : {}),
    });
    if (!mixer) return null;
    const tape = await openMixTape(AUDIO_CHANNELS, AUDIO_SAMPLE_RATE, mixer.length);
    try {
      const block = MIX_BLOCK_S * AUDIO_SAMPLE_RATE;
      for (let start = 0; start < mixer.length; start += block) {
        signal?.throwIfAborted();
        await tape.write(await mixer.render(start, Math.min(block, mixer.length - start)));
      }
      return { tape: await tape.seal(), discard: () => tape.discard() };
    } catch (error) {
      await tape.discard();
      throw error;
    }
  } finally {
    await closeSounds();
  }
}

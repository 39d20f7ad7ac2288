import { createDocument, setTransition, type TimelineDocument } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { audioClips, GAIN_STEP_MS, mixAudio, type AudioClip } from './audio-mix';

// A crossfade on the cut between two songs on Audio 1 (a 0–4 s, b 4–8 s, 1 s crossfade): the
// offline mix plays a on for a second under b, the two gains crossing with equal power.

function songs(): TimelineDocument {
  const base = createDocument();
  const item = (id: string, startTime: number) => ({
    id,
    mediaId: `song-${id}`,
    name: `${id}.mp3`,
    url: '',
    type: 'audios' as const,
    trackId: 'audio-1',
    trackType: 'audio' as const,
    startTime,
    duration: 4000,
    trimStart: 0,
    sourceDuration: 9000,
    volume: 1,
    opacity: 1,
  });
  const document: TimelineDocument = {
    ...base,
    duckingDb: 0,
    tracks: base.tracks.map((track) =>
      track.id === 'audio-1' ? { ...track, items: [item('a', 0), item('b', 4000)] } : track,
    ),
  };
  return setTransition(document, 'b', 'in', { kind: 'crossfade', duration: 1000 }).document;
}

/** A clip's gain at a timeline time, as Web Audio spreads its curve over its span. */
function gainAt(clip: AudioClip, ms: number): number {
  const local = ms - clip.startMs;
  if (local < 0 || local > clip.durationMs) return 0;
  const curve = clip.gain!;
  const position = (local / clip.durationMs) * (curve.length - 1);
  const low = Math.floor(position);
  const high = Math.min(curve.length - 1, low + 1);
  return curve[low]! + (curve[high]! - curve[low]!) * (position - low);
}

describe('the mix across a crossfade', () => {
  const clips = audioClips(songs());
  const a = clips.find((clip) => clip.mediaId === 'song-a')!;
  const b = clips.find((clip) => clip.mediaId === 'song-b')!;

  it('plays the outgoing song a second past its end', () => {
    expect([a.startMs, a.offsetMs, a.durationMs]).toEqual([0, 0, 5000]);
    expect([b.startMs, b.offsetMs, b.durationMs]).toEqual([4000, 0, 4000]);
    expect(a.gain).toHaveLength(5000 / GAIN_STEP_MS + 1);
  });

  it('overlaps both with complementary gains: one falls as the other rises, power kept', () => {
    expect(gainAt(a, 3900)).toBe(1);
    expect(gainAt(b, 3900)).toBe(0);
    let previous = { a: 1, b: 0 };
    for (let ms = 4050; ms < 5000; ms += 50) {
      const now = { a: gainAt(a, ms), b: gainAt(b, ms) };
      expect(now.a).toBeGreaterThan(0);
      expect(now.b).toBeGreaterThan(0);
      expect(now.a).toBeLessThan(previous.a);
      expect(now.b).toBeGreaterThan(previous.b);
      expect(now.a ** 2 + now.b ** 2).toBeCloseTo(1, 3);
      previous = now;
    }
    expect(gainAt(a, 4500)).toBeCloseTo(Math.SQRT1_2, 4);
    expect(gainAt(b, 4500)).toBeCloseTo(Math.SQRT1_2, 4);
    expect(gainAt(a, 5000)).toBeCloseTo(0, 6);
    expect(gainAt(b, 5000)).toBe(1);
  });

  it('schedules the outgoing clip over its overhang, its gain curve over the same span', async () => {
    const started: unknown[][] = [];
    const curves: unknown[][] = [];
    const create = () =>
      ({
        destination: {},
        decodeAudioData: async () => ({ duration: 9 }) as AudioBuffer,
        createBufferSource: () => ({
          buffer: null,
          connect: (next: unknown) => next,
          start: (...args: unknown[]) => started.push(args),
        }),
        createGain: () => ({
          gain: { value: 1, setValueCurveAtTime: (...args: unknown[]) => curves.push(args) },
          connect: (next: unknown) => next,
        }),
        startRendering: async () => ({}) as AudioBuffer,
      }) as unknown as OfflineAudioContext;
    await mixAudio(clips, 8000, { media: () => new Blob(['x']), createContext: create });
    expect(started).toEqual([
      [0, 0, 5],
      [4, 0, 4],
    ]);
    expect(curves.map(([, when, span]) => [when, span])).toEqual([
      [0, 5],
      [4, 4],
    ]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createAudioMixer } from './audio-mixer';

interface FakeNode {
  kind: string;
  gain: { value: number };
  outputs: FakeNode[];
  connect: (node: FakeNode) => FakeNode;
  disconnect: () => void;
  fftSize?: number;
  getFloatTimeDomainData?: (into: Float32Array) => void;
}

function node(kind: string): FakeNode {
  const self: FakeNode = {
    kind,
    gain: { value: 1 },
    fftSize: 2048,
    outputs: [],
    connect: (next) => {
      self.outputs.push(next);
      return next;
    },
    disconnect: vi.fn(() => {
      self.outputs = [];
    }),
  };
  return self;
}

function fakeContext() {
  const sources = new Map<HTMLMediaElement, FakeNode>();
  const analysers: FakeNode[] = [];
  const destination = node('destination');
  const context = {
    state: 'suspended',
    destination,
    resume: vi.fn(() => Promise.resolve()),
    suspend: vi.fn(() => Promise.resolve()),
    close: vi.fn(() => Promise.resolve()),
    createGain: () => node('gain'),
    createChannelSplitter: () => node('splitter'),
    createAnalyser: () => {
      const analyser = node('analyser');
      // What each channel 'hears': a quiet left and a right that goes past full scale.
      analyser.getFloatTimeDomainData = (into) =>
        into.fill(analysers.length === 0 || analysers[0] === analyser ? 0.25 : -1.5);
      analysers.push(analyser);
      return analyser;
    },
    createMediaElementSource: (element: HTMLMediaElement) => {
      const source = node('source');
      sources.set(element, source);
      return source;
    },
  };
  return { context, sources, destination };
}

const element = () => ({ muted: true, volume: 1 }) as unknown as HTMLMediaElement;

describe('audio mixer', () => {
  it('warms: the context and its routes made ahead of Play, kept quiet until it starts', async () => {
    const { context, sources } = fakeContext();
    context.state = 'running';
    const create = vi.fn(() => context as unknown as AudioContext);
    const mixer = createAudioMixer(create);
    const video = element();
    mixer.setItemVolume(video, 0.5);

    mixer.warm();
    mixer.warm();
    expect(create).toHaveBeenCalledTimes(1);
    expect(sources.get(video)?.outputs[0]?.gain.value).toBe(0.5);
    expect(context.suspend).toHaveBeenCalledTimes(1);
    expect(context.resume).not.toHaveBeenCalled();

    // Play while the suspend is on its way: the context is resumed once it is through.
    mixer.start();
    expect(create).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(context.resume).toHaveBeenCalled();
  });

  it('makes the AudioContext on the first start only, then routes element → gain → bus → master', () => {
    const { context, sources, destination } = fakeContext();
    const create = vi.fn(() => context as unknown as AudioContext);
    const mixer = createAudioMixer(create);
    const video = element();

    mixer.setItemVolume(video, 0.4);
    expect(create).not.toHaveBeenCalled();

    mixer.start();
    mixer.start();
    expect(create).toHaveBeenCalledTimes(1);
    expect(context.resume).toHaveBeenCalled();
    const source = sources.get(video)!;
    const gain = source.outputs[0]!;
    const bus = gain.outputs[0]!;
    const master = bus.outputs[0]!;
    expect(gain.gain.value).toBe(0.4);
    expect(master.outputs).toEqual([destination]);
    expect(video.muted).toBe(false);
    expect(video.volume).toBe(1);

    mixer.setItemVolume(video, 0.9);
    expect(gain.gain.value).toBe(0.9);
    expect(sources.size).toBe(1);

    mixer.setMaster(0.5, false);
    expect(master.gain.value).toBe(0.5);
    mixer.setMaster(0.5, true);
    expect(master.gain.value).toBe(0);
    mixer.setMaster(2, false);
    expect(master.gain.value).toBe(1);

    mixer.release(video);
    expect(source.disconnect).toHaveBeenCalled();
    mixer.close();
    expect(context.close).toHaveBeenCalled();
  });

  it('routes elements met after the start straight away', () => {
    const { context, sources } = fakeContext();
    const mixer = createAudioMixer(() => context as unknown as AudioContext);
    mixer.setMaster(0.3, false);
    mixer.start();
    const audio = element();
    mixer.setItemVolume(audio, 0.5);
    const gain = sources.get(audio)!.outputs[0]!;
    expect(gain.gain.value).toBe(0.5);
    expect(gain.outputs[0]!.outputs[0]!.gain.value).toBe(0.3);
  });

  it('without Web Audio, element volumes carry item × master and mute', () => {
    const mixer = createAudioMixer(() => null);
    const video = element();
    mixer.start();
    mixer.setMaster(0.5, false);
    mixer.setItemVolume(video, 0.6);
    expect(video.volume).toBeCloseTo(0.3);
    expect(video.muted).toBe(false);
    mixer.setMaster(0.5, true);
    expect(video.muted).toBe(true);
  });

  it('meters the mix before the master volume, both channels, and has no meter without Web Audio', () => {
    const { context } = fakeContext();
    const mixer = createAudioMixer(() => context as unknown as AudioContext);
    expect(mixer.level()).toBeNull();
    mixer.start();
    mixer.setMaster(0.1, true);
    const level = mixer.level()!;
    expect(level.peak).toBe(1.5);
    expect(level.rms).toBeCloseTo(Math.sqrt((0.25 ** 2 + 1.5 ** 2) / 2), 6);
    expect(createAudioMixer(() => null).level()).toBeNull();
  });

  it('glides a gain to its new value, once per change', () => {
    const { context, sources } = fakeContext();
    const targets: number[] = [];
    const withGlide = {
      ...context,
      currentTime: 3,
      createGain: () => {
        const gain = node('gain');
        Object.assign(gain.gain, {
          setTargetAtTime: (value: number, at: number) => targets.push(value, at),
        });
        return gain;
      },
    };
    const mixer = createAudioMixer(() => withGlide as unknown as AudioContext);
    mixer.start();
    const audio = element();
    mixer.setItemVolume(audio, 0.5);
    mixer.setItemVolume(audio, 0.25);
    mixer.setItemVolume(audio, 0.25);
    expect(sources.get(audio)!.outputs[0]!.gain.value).toBe(0.5);
    expect(targets).toEqual([0.25, 3]);
  });
});

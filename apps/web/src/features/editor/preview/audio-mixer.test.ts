import { describe, expect, it, vi } from 'vitest';
import { createAudioMixer } from './audio-mixer';

interface FakeNode {
  kind: string;
  gain: { value: number };
  outputs: FakeNode[];
  connect: (node: FakeNode) => FakeNode;
  disconnect: () => void;
}

function node(kind: string): FakeNode {
  const self: FakeNode = {
    kind,
    gain: { value: 1 },
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
  const destination = node('destination');
  const context = {
    state: 'suspended',
    destination,
    resume: vi.fn(() => Promise.resolve()),
    close: vi.fn(() => Promise.resolve()),
    createGain: () => node('gain'),
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
  it('makes the AudioContext on the first start only, then routes element → gain → master', () => {
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
    const master = gain.outputs[0]!;
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
    expect(gain.outputs[0]!.gain.value).toBe(0.3);
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
});

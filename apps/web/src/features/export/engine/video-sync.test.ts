import { describe, expect, it } from 'vitest';
import { keepInStep, MAX_DRIFT_S, type PlayableVideo } from './video-sync';

function fakeVideo(state: Partial<PlayableVideo>) {
  const seeks: number[] = [];
  let currentTime = state.currentTime ?? 0;
  const video: PlayableVideo = {
    seeking: state.seeking ?? false,
    get currentTime() {
      return currentTime;
    },
    set currentTime(value: number) {
      seeks.push(value);
      currentTime = value;
    },
  };
  return { video, seeks };
}

describe('keepInStep', () => {
  it('leaves a video that is close enough alone', () => {
    const { video, seeks } = fakeVideo({ currentTime: 1.1 });
    keepInStep(video, 1.1 + MAX_DRIFT_S - 0.01);
    expect(seeks).toEqual([]);
  });

  it('seeks a video that drifted back to the timeline’s time', () => {
    const { video, seeks } = fakeVideo({ currentTime: 0.2 });
    keepInStep(video, 1.5);
    expect(seeks).toEqual([1.5]);
  });

  it('lets a slow seek finish instead of restarting it on every frame', () => {
    const { video, seeks } = fakeVideo({ currentTime: 0.5, seeking: true });
    keepInStep(video, 1.4);
    keepInStep(video, 1.8);
    expect(seeks).toEqual([]);
  });
});
